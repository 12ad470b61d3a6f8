// What the account calls take and answer (docs/api-contract.md, "Accounts"). Server and portal share them.
import type { SessionUser, TokenRecord } from './envelope';

/** Why a code is sent; a code only serves the purpose it was sent for. */
export type CodePurpose = 'regist' | 'forget' | 'changeMobile' | 'changeEmail' | 'savePasswd';

/** A captcha answer travels with the attrKey its image was generated for. */
export interface CaptchaAnswer {
  attrKey: string;
  captcha: string;
}

export interface SendMobileCodeBody extends CaptchaAnswer {
  mobile: string;
  purpose: CodePurpose;
}

export interface SendEmailCodeBody extends CaptchaAnswer {
  email: string;
  purpose: CodePurpose;
}

/** Answer of every code sending call (the code itself is never in a response). */
export interface CodeSent {
  /** seconds the code stays valid (600) */
  expiresIn: number;
  /** seconds before the same address may ask again (60) */
  resendIn: number;
}

export interface RegisterInfo {
  privacy: { title: string; bodyHtml: string };
  /** which accounts the domain registers with */
  accountTypes: Array<'mobile' | 'email'>;
  password: PasswordRule;
}

/** The rule of src/core/password-policy.ts (ASVS V2.1): lengths in characters (code points), no composition rules. */
export interface PasswordRule {
  minLength: number;
  maxLength: number;
  /** common and breached passwords, and ones holding the account's mobile, email or name, are refused */
  refusesCommon: true;
}

export interface RegistBody {
  accountType: 'mobile' | 'email';
  mobile?: string;
  email?: string;
  /** the code sent to that mobile or email with purpose 'regist' */
  code: string;
  /** AES-encrypted like passport.login */
  password: string;
  name: string;
  /** the privacy text was accepted */
  agree: boolean;
}

/** passport.login's body: attrKey and captcha once it answered CAPTCHA_REQUIRED (data `{ captchaRequired: true }`) */
export interface LoginBody extends Partial<CaptchaAnswer> {
  /** mobile or email */
  account: string;
  /** AES-encrypted with the site key */
  password: string;
}

/** passport.login, user.regist and sso.loginUser answer a signed-in session */
export interface SignedIn {
  token: TokenRecord;
  user: SessionUser;
}

export interface DomainInfo {
  domain: 'portal' | 'censor';
  registerable: boolean;
  /** failed logins (per account or address) after which passport.login asks for a captcha */
  captchaAfterFailures: number;
  sso: boolean;
}

export interface PassportHeader {
  user: SessionUser | null;
  /** unread application notifications of the user (0 for guests) */
  unread: number;
}

export interface UserProfile extends SessionUser {
  createdAt: string;
  /** the account has a password (an SSO account may not) */
  hasPassword: boolean;
}
