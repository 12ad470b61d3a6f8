/**
 * Whether a failed login asks for a captcha from now on: passport.login answers CAPTCHA_REQUIRED (data
 * { captchaRequired: true }) after repeated failures of the account or the address.
 */
export function asksForCaptcha(error: unknown): boolean {
  const info = (error as { info?: { errorCode?: string; data?: unknown } } | null)?.info;
  if (!info) return false;
  const data = info.data as { captchaRequired?: boolean } | null | undefined;
  return info.errorCode === 'CAPTCHA_REQUIRED' || data?.captchaRequired === true;
}
