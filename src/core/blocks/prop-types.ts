// The shapes of the block props that are more than a word, a number or a link: the contracts of
// src/core/blocks/contracts state them once, the renderers read them typed.
import type { EndpointName } from '@/src/core/endpoints';
import type { ParamValue, Text } from '@/src/core/schema-types';

export type FieldKind = 'text' | 'name' | 'mobile' | 'email' | 'password' | 'new-password' | 'captcha' | 'code' | 'agree';

/** What the send-code button of a code field calls. */
export interface CodeSendSpec {
  /** code.sendMobile, code.sendEmail, forget.sendSms or forget.sendMail */
  endpoint: EndpointName;
  /** the field whose value the code goes to (a mobile or email field); it travels under that field's name */
  to?: string;
  /**
   * the code goes to the signed-in account's own mobile (the block's userinfo.info, else the session's user),
   * or to its own email (code.sendEmail) when it has no mobile: no address field (purpose savePasswd)
   */
  own?: boolean;
  /** the captcha field sent with it (attrKey + captcha) */
  captcha?: string;
  /** fixed params, e.g. { "purpose": "regist" } */
  params?: Record<string, ParamValue>;
}

export interface FieldSpec {
  kind: FieldKind;
  /** the param the value travels under */
  name: string;
  label?: Text;
  placeholder?: Text;
  /** default true (an agree box must always be ticked) */
  required?: boolean;
  /** false: the value is only used inside the form (a captcha that only serves the send-code button) */
  submit?: boolean;
  send?: CodeSendSpec;
  /** mobile: the call that says while typing whether the number is still free (user.validateRegistMobile) */
  check?: EndpointName;
  /** agree: the call whose answer holds the privacy text (user.toregist: data.privacy; tidings.privacy: data) */
  privacy?: 'user.toregist' | 'tidings.privacy';
}

export interface SubmitSpec {
  endpoint: EndpointName;
  /** fixed params sent with the fields, e.g. { "accountType": "mobile" } */
  params?: Record<string, ParamValue>;
  /** the button text; default "提交" */
  text?: Text;
}

export interface SuccessSpec {
  /** the answer is a SignedIn (token + user): keep it as the site's session */
  signIn?: boolean;
  /** the signed-in session is forgotten here (the server revoked the tokens) */
  signOut?: boolean;
  message?: Text;
  /** where to go next: relative to the variant base (h5 pages under layout/ add "layout/") */
  navigate?: string;
  /** a same-origin ?redirect= wins over navigate */
  redirect?: boolean;
}

/** Another form in the same place (the block's child with that id), reached by a link under this one. */
export interface AlternativeSpec {
  /** the id of the child block (an action-form) */
  form: string;
  /** the link to it, under this form */
  text: Text;
  /** the link back, under it */
  back?: Text;
  /** it is the only form when the block's userinfo.info answers hasPassword false (no old password to give) */
  noPassword?: boolean;
}

/** A link under a form (register, forgotten password, back to login). */
export interface FormLinkSpec {
  text: Text;
  /** relative to the variant base; h5 pages under layout/ add "layout/" */
  to: string;
}

export type RowKey = 'password' | 'email' | 'phone';

/** A row of account-settings that changes the password, email or phone. */
export interface RowSpec {
  key: RowKey;
  /** the page that changes it, relative to the variant base (h5 pages under layout/ add "layout/") */
  to?: string;
}

/** A tab: the child block whose id is its key, and its title. */
export interface TabSpec {
  key: string;
  title: Text;
}

/** The button of a message page. */
export interface MessageAction {
  text: Text;
  to: string;
}
