import type { BlockContext } from '@/src/runtime/block-props';
import type { Captcha } from '@/renderers/common/captcha/use-captcha';
import { CaptchaPicture } from '@/renderers/common/captcha/captcha-picture';

/** The captcha picture as a button: a click draws a new one (under a new attrKey). */
export function CaptchaImage({ captcha, ctx }: { captcha: Captcha; ctx: BlockContext }) {
  return (
    <button type="button" className="pc-action-form__captcha" onClick={captcha.refresh} title={ctx.t('account.captcha.refresh')} aria-label={ctx.t('account.captcha.refresh')}>
      <CaptchaPicture captcha={captcha} ctx={ctx} width={120} height={40} />
    </button>
  );
}
