// What an action-form does, kit-free: captcha, send-code with its countdown, submit, and the success steps.
// The pc and h5 renderers only draw fields around it.
import { useRef, useState } from 'react';
import { request } from '@/src/api/client';
import type { CodeSent, SignedIn } from '@/src/core/account-api';
import { safeReturnPath } from '@/src/core/safe-path';
import type { BlockContext } from '@/src/runtime/block-props';
import { logout } from '@/src/session/session';
import { signInWith } from '@/src/session/sign-in-with';
import { readCachedSiteConfig } from '@/src/site/site-config';
import { useCaptcha, type Captcha } from '@/renderers/common/captcha/use-captcha';
import { useVariantRoutes } from '@/renderers/common/variant-routes';
import { asRules, confirmCheck, fieldCheck } from './field-rules';
import { personalInputsOf } from './personal-inputs';
import { useActionFormHost } from './host';
import { ownTarget, ownTargetText, type OwnAddress } from './own-address';
import { fieldParams, submitBody, type FormValues } from './request-body';
import type { ActionFormSpec, FieldSpec } from './spec';
import { useCountdown } from './use-countdown';

/** The part of an rc-field-form instance (antd and antd-mobile alike) the hook uses. */
export interface FormHandle {
  validateFields: (names?: string[]) => Promise<unknown>;
  getFieldsValue: (all: true) => FormValues;
  setFieldValue: (name: string, value: unknown) => void;
}

export interface ActionForm {
  captcha: Captcha | null;
  busy: boolean;
  sending: boolean;
  /** seconds before the code may be sent again */
  resendIn: number;
  rules: (field: FieldSpec) => ReturnType<typeof asRules>;
  confirmRules: (field: FieldSpec) => ReturnType<typeof asRules>;
  sendCode: (field: FieldSpec) => Promise<void>;
  /** a send.own code field: "验证码将发送至 139****5678", or that the account has no address for it */
  codeTarget: (field: FieldSpec) => string | undefined;
  submit: (values: FormValues) => Promise<void>;
  /** the account's mobile, email and name as the form knows them now: a new password must not hold them */
  personalInputs: () => string[];
}

const DEFAULT_RESEND = 60;

export function useActionForm(spec: ActionFormSpec, ctx: BlockContext, form: FormHandle, notify: (text: string) => void, own: OwnAddress = {}): ActionForm {
  const host = useActionFormHost();
  const routes = useVariantRoutes(ctx);
  const captchaField = spec.fields.find((f) => f.kind === 'captcha');
  const captchaState = useCaptcha(ctx.site.portalId);
  const captcha = captchaField ? captchaState : null;
  const countdown = useCountdown();
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  // while the send-code button validates, the fields that only serve the submit are not in question, and back
  const sendingFor = useRef<Set<string> | null>(null);

  const bodyContext = () => ({ secretKey: readCachedSiteConfig(ctx.site)?.secretKey, attrKey: captchaState.attrKey });
  const renewCaptcha = () => {
    if (!captchaField) return;
    form.setFieldValue(captchaField.name, '');
    captchaState.refresh();
  };
  const personal = (values: FormValues) => personalInputsOf(spec.fields, values, own, ctx.user?.name);
  const rules = (field: FieldSpec) => {
    const check = fieldCheck(field, ctx.t, ctx.locale, personal);
    // a field that is not submitted (a captcha that only serves the send-code button) is checked when sending
    return asRules((value, values) => (field.submit === false && !sendingFor.current?.has(field.name) ? undefined : check(value, values)));
  };

  const sendCode = async (field: FieldSpec) => {
    const send = field.send;
    if (!send || sending || countdown.left > 0) return;
    const target = send.own ? ownTarget(send, own) : null;
    if (send.own && !target) return;
    const names = [...(send.to && !send.own ? [send.to] : []), ...(send.captcha ? [send.captcha] : [])];
    sendingFor.current = new Set(names);
    try {
      await form.validateFields(names);
    } catch {
      return;
    } finally {
      sendingFor.current = null;
    }
    const values = form.getFieldsValue(true);
    let body: Record<string, unknown> = { ...send.params, ...target?.params };
    for (const name of names) {
      const source = spec.fields.find((f) => f.name === name);
      if (source) body = { ...body, ...fieldParams(source, values, bodyContext()) };
    }
    setSending(true);
    try {
      const sent = await request<CodeSent>(target?.endpoint ?? send.endpoint, body);
      countdown.start(sent?.resendIn ?? DEFAULT_RESEND);
      notify(ctx.t('account.code.sent'));
    } catch {
      // the client has shown why (throttled, captcha wrong, account exists...)
    } finally {
      setSending(false);
      // the captcha has been checked, so it is spent either way
      if (send.captcha) renewCaptcha();
    }
  };

  const succeed = (answer: unknown) => {
    const { success } = spec;
    if (success.signIn && answer && typeof answer === 'object' && 'token' in answer) signInWith(ctx.site, answer as SignedIn);
    if (success.signOut) logout(ctx.site);
    host?.onSuccess(answer);
    if (success.navigate || success.redirect) {
      const fallback = ctx.href(success.navigate ? routes.path(success.navigate) : ctx.homePath);
      ctx.navigate(success.redirect ? safeReturnPath(ctx.query.get('redirect'), fallback) : fallback, { replace: true });
    }
    // after the navigation: the notice belongs to the page it tells about, and the route change does not close it
    if (success.message) notify(ctx.t(success.message));
  };

  const submit = async (values: FormValues) => {
    if (busy) return;
    setBusy(true);
    let answer: unknown;
    try {
      answer = await request(spec.submit.endpoint, submitBody(spec.fields, values, spec.submit.params, bodyContext()));
    } catch {
      // shown by the client; a captcha is single use, so a new one is drawn
      renewCaptcha();
      setBusy(false);
      return;
    }
    setBusy(false);
    succeed(answer);
  };

  return {
    captcha,
    busy,
    sending,
    resendIn: countdown.left,
    rules,
    confirmRules: (field) => asRules(confirmCheck(field, ctx.t)),
    sendCode,
    codeTarget: (field) => {
      if (!field.send?.own) return undefined;
      const text = ownTargetText(field.send, own);
      return text ? ctx.t('account.code.toOwn', { target: text }) : ctx.t('account.code.noOwn');
    },
    submit,
    personalInputs: () => personal(form.getFieldsValue(true)),
  };
}
