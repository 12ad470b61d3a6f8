// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { onFirstInput } from './on-first-input';

describe('onFirstInput', () => {
  it('runs once, at the first pointer or key press', () => {
    const warm = vi.fn();
    onFirstInput(warm);
    expect(warm).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the provider left the page)', () => {
    const warm = vi.fn();
    onFirstInput(warm)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(warm).not.toHaveBeenCalled();
  });
});
