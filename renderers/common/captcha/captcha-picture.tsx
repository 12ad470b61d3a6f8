import type { BlockContext } from '@/src/runtime/block-props';
import type { Captcha } from './use-captcha';
import './captcha-picture.css';

/**
 * The captcha image, or, when it did not load (the server refuses images to an address that asked for too
 * many, or is down), a short text in its place saying so: a broken-image icon tells the candidate nothing.
 * It sits inside the terminal's refresh button, so a click asks for a new one either way.
 */
export function CaptchaPicture({ captcha, ctx, width, height }: { captcha: Captcha; ctx: BlockContext; width: number; height: number }) {
  if (captcha.failed) {
    return (
      <span className="cm-captcha-failed" style={{ width, height }} role="status">
        {ctx.t('account.captcha.failed')}
      </span>
    );
  }
  return <img src={captcha.src} alt={ctx.t('account.captcha.alt')} width={width} height={height} onError={captcha.fail} />;
}
