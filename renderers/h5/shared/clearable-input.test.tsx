// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClearableInput } from './clearable-input';

afterEach(cleanup);

function Typed({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ClearableInput aria-label="账号" value={value} onChange={setValue} clearLabel="清除" />;
}

describe('h5 clearable input', () => {
  it('offers a 清除 button only while there is text, reachable by Tab, and it empties the input', async () => {
    const user = userEvent.setup();
    render(<Typed />);
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: '账号' }), '13800000001');
    const clear = screen.getByRole('button', { name: '清除' });
    await user.tab();
    expect(document.activeElement).toBe(clear);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: '账号' })).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
  });

  it('draws no clear button on a read-only or disabled input', () => {
    render(<ClearableInput value="x" readOnly clearLabel="清除" />);
    render(<ClearableInput value="y" disabled clearLabel="清除" />);
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
  });

  it('leaves no nameless div with an aria-label behind (the kit clear button axe flags)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Typed />);
    await user.type(screen.getByRole('textbox', { name: '账号' }), 'a');
    expect(container.querySelector('.adm-input-clear')).toBeNull();
  });
});
