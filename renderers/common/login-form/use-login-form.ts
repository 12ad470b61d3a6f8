// The login's logic, the same on pc and h5: account (mobile or email) and password; on success the page named
// by ?redirect= when it is a same-origin path, else the site's home, with the failed tries' notices closed. The
// client shows a refusal (LOGIN_FAILED, LOGIN_LOCKED) once and what was typed stays for the next try; after
// repeated failures the server asks for a captcha, which then shows and travels with its attrKey.
import { useState } from 'react';
import type { SessionUser } from '@/src/core/envelope';
import type { Text } from '@/src/core/schema-types';
import type { BlockProps } from '@/src/runtime/block-props';
import { clearNotices, showNotice } from '@/src/api/display';
import { login } from '@/src/session/login';
import { asksForCaptcha } from '@/src/session/login-errors';
import { useCaptcha } from '@/renderers/common/captcha/use-captcha';
import { useFormLinks } from '@/renderers/common/form-links';
import { loginSite, useLoginLanding } from '@/renderers/common/login-landing';

export interface LoginValues {
  account: string;
  password: string;
  captcha?: string;
}

interface LoginOptions {
  /** the title's message key when the page gives none */
  defaultTitle: string;
  /** the terminal's form: a used captcha answer is cleared */
  form: { setFieldValue(name: 'captcha', value: string): void };
  /** after a refusal, once the captcha is dealt with (pc focuses the password) */
  onRefused?: () => void;
  /** after the navigation to the landing page (h5 says 登录成功 there) */
  onSignedIn?: () => void;
}

export function useLoginForm({ ctx, props }: BlockProps, { defaultTitle, form, onRefused, onSignedIn }: LoginOptions) {
  const [busy, setBusy] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(ctx.site.portalId);
  const links = useFormLinks(ctx, props.links);
  // props.domain: the censorlogin pages sign reviewers in to the censor domain
  const site = loginSite(ctx, props.domain);
  const otherDomain = site === ctx.site ? [] : [site.domain];
  const landing = useLoginLanding(ctx, props.navigate, ctx.homePath, props.navigateByRole, props.passwordChange);
  const title = ctx.t((props.title as Text | undefined) ?? defaultTitle);

  const submit = async ({ account, password, captcha: answer }: LoginValues) => {
    if (busy) return;
    setBusy(true);
    let user: SessionUser | undefined;
    try {
      user = await login(ctx.site, account, password, captchaShown ? { attrKey: captcha.attrKey, captcha: answer ?? '' } : undefined, ...otherDomain);
    } catch (error) {
      // a captcha is single use: it is replaced
      if (captchaShown || asksForCaptcha(error)) {
        setCaptchaShown(true);
        captcha.refresh();
        form.setFieldValue('captcha', '');
      }
      setBusy(false);
      onRefused?.();
      return;
    }
    // the failed tries' notices go; a notice of success is shown after the navigation, on the landing page.
    // busy stays on: the form is left
    clearNotices();
    const mustChange = !!user?.mustChangePassword && typeof props.passwordChange === 'string';
    ctx.navigate(landing(site, user?.roles, user?.mustChangePassword), { replace: true });
    // the change-password page says nothing of why the account is there: the notice does, on that page
    if (mustChange) showNotice(ctx.t('api.error.PASSWORD_CHANGE_REQUIRED'), undefined, 'warning');
    else onSignedIn?.();
  };

  return { busy, captchaShown, captcha, links, title, submit };
}
