// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import zhAccount from '@/schemas/locales/zh-CN/account.json';
import { addMessages, makeCtx } from '@/tests/kits/common/test-utils';
import { CaptchaPicture } from './captcha-picture';
import { useCaptcha } from './use-captcha';

addMessages('zh-CN', zhAccount);
const ctx = makeCtx();

function Harness() {
  const captcha = useCaptcha('1001');
  return (
    <button type="button" onClick={captcha.refresh} aria-label="看不清？换一张">
      <CaptchaPicture captcha={captcha} ctx={ctx} width={96} height={36} />
    </button>
  );
}

describe('CaptchaPicture', () => {
  it('says so in place of an image that did not load, and a click asks for a new image', () => {
    render(<Harness />);
    const first = screen.getByRole('img', { name: '图形验证码，点击更换' }) as HTMLImageElement;
    expect(first.src).toContain('relationId=1001');
    fireEvent.error(first);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('验证码未能加载，点击重试');
    fireEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
    const next = screen.getByRole('img', { name: '图形验证码，点击更换' }) as HTMLImageElement;
    expect(next.src).not.toBe(first.src);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
