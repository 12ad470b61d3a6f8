// The failures of the account calls (docs/api-contract.md, "Accounts"), one place for their codes and texts.
import { ApiError } from '@/server/http/envelope';

export const captchaInvalid = (data?: unknown) => new ApiError('CAPTCHA_INVALID', '图形验证码错误或已过期', 2, 200, { data });
export const captchaRequired = () => new ApiError('CAPTCHA_REQUIRED', '请输入图形验证码', 2, 200, { data: { captchaRequired: true } });
export const loginLocked = (minutes: number) => new ApiError('LOGIN_LOCKED', `登录失败次数过多，请${minutes}分钟后再试`, 2, 200, { data: { minutes } });
export const codeThrottled = (seconds: number) => new ApiError('CODE_THROTTLED', `发送过于频繁，请${seconds}秒后再试`, 2, 200, { data: { seconds } });
export const codeInvalid = () => new ApiError('CODE_INVALID', '验证码错误或已过期');
export const mobileExists = () => new ApiError('ACCOUNT_EXISTS', '该手机号已注册');
export const emailExists = () => new ApiError('ACCOUNT_EXISTS', '该邮箱已注册');
/** the message of src/core/password-policy.ts, which the pages show before sending */
export const passwordWeak = (message: string) => new ApiError('PASSWORD_WEAK', message);
export const passwordWrong = (message = '原密码错误') => new ApiError('PASSWORD_WRONG', message);
export const privacyRequired = () => new ApiError('PRIVACY_REQUIRED', '请阅读并同意隐私政策');
export const ssoInvalid = () => new ApiError('SSO_INVALID', '单点登录凭证无效或已过期');
export const ssoAccountNotFound = () => new ApiError('SSO_ACCOUNT_NOT_FOUND', '该账号未在本站开通，请先注册或联系站点管理员');
export const mobileInvalid = () => new ApiError('MOBILE_INVALID', '请输入正确的手机号码');
export const emailInvalid = () => new ApiError('EMAIL_INVALID', '请输入正确的邮箱号！');
export const notOwnAddress = () => new ApiError('CODE_TARGET_INVALID', '验证码只能发送到本账号绑定的手机号或邮箱');
export const registClosed = () => new ApiError('REGIST_CLOSED', '该入口不开放注册');
