// The vocabulary of an action-form block as page schemas write it (schemas/meta/page.schema.json,
// "action-form"): the fields, the call that submits them, and what happens after a success.
import type { EndpointName } from '@/src/core/endpoints';
import { isEndpointName } from '@/src/core/endpoints';
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

export interface ActionFormSpec {
  title?: Text;
  description?: Text;
  fields: FieldSpec[];
  submit: SubmitSpec;
  success: SuccessSpec;
  alternative?: AlternativeSpec;
}

const KINDS: FieldKind[] = ['text', 'name', 'mobile', 'email', 'password', 'new-password', 'captcha', 'code', 'agree'];

/** The block's props as a spec; the server checked them against the meta-schema, this only drops what cannot work. */
export function readSpec(props: Record<string, unknown>): ActionFormSpec {
  const fields = (Array.isArray(props.fields) ? (props.fields as FieldSpec[]) : []).filter(
    (f) => f && KINDS.includes(f.kind) && typeof f.name === 'string' && (f.kind !== 'code' || (f.send && isEndpointName(f.send.endpoint) && (f.send.own === true || typeof f.send.to === 'string'))),
  );
  return {
    title: props.title as Text | undefined,
    description: props.description as Text | undefined,
    fields,
    submit: props.submit as SubmitSpec,
    success: (props.success as SuccessSpec | undefined) ?? {},
    alternative: isAlternative(props.alternative) ? props.alternative : undefined,
  };
}

function isAlternative(value: unknown): value is AlternativeSpec {
  return !!value && typeof value === 'object' && typeof (value as AlternativeSpec).form === 'string' && (value as AlternativeSpec).text !== undefined;
}

/** The confirm input of a new-password field. */
export const confirmName = (name: string) => `${name}Confirm`;

/** The attrKey of a captcha field travels under this name. */
export const ATTR_KEY = 'attrKey';
