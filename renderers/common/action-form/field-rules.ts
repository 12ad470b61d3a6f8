// The checks of each field kind, kit-free: they answer a message or undefined. The pc (antd) and h5
// (antd-mobile) forms wrap them as rc-field-form validators, so both terminals refuse the same input.
import { isValidEmail, isValidMobile } from '@/src/core/validation';
import { message } from '@/src/core/validation/messages';
import { checkPassword } from '@/src/core/password-policy';
import type { BlockContext } from '@/src/runtime/block-props';
import type { FieldSpec } from './spec';

type Check = (value: unknown, values: Record<string, unknown>) => string | undefined | Promise<string | undefined>;

/** What a new password must not hold: the account's mobile, email and name, typed in the form or known. */
export type PersonalInputs = (values: Record<string, unknown>) => string[];

const NAME_MAX = 50;
const CODE = /^\d{6}$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The label a field shows: the schema's, else the kind's own. */
export function fieldLabel(field: FieldSpec, t: BlockContext['t']): string {
  return field.label ? t(field.label) : t(`account.${field.kind === 'new-password' ? 'newPassword' : field.kind}.label`);
}

export function fieldCheck(field: FieldSpec, t: BlockContext['t'], locale: string, personal: PersonalInputs = () => []): Check {
  const required = field.kind === 'agree' || field.required !== false;
  const missing = () => (field.kind === 'agree' ? t('account.agree.required') : t('account.field.required', { label: fieldLabel(field, t) }));
  return (value, values) => {
    if (field.kind === 'agree') return value === true ? undefined : missing();
    const raw = typeof value === 'string' ? value : '';
    const empty = field.kind === 'password' || field.kind === 'new-password' ? raw === '' : text(value) === '';
    if (empty) return required ? missing() : undefined;
    switch (field.kind) {
      case 'mobile':
        return isValidMobile(text(value)) ? undefined : message('mobile', locale);
      case 'email':
        return isValidEmail(text(value)) ? undefined : message('email', locale);
      case 'name':
        return [...text(value)].length <= NAME_MAX ? undefined : t('account.name.tooLong', { max: NAME_MAX });
      case 'new-password':
        // the server's message (src/core/password-policy.ts), so the page says what the server would
        return checkPassword(raw, personal(values)).then((verdict) => verdict.message);
      case 'code':
        return CODE.test(text(value)) ? undefined : t('account.code.invalid');
      default:
        return undefined;
    }
  };
}

/** The confirm input of a new-password field: required and equal to it. */
export function confirmCheck(field: FieldSpec, t: BlockContext['t']): Check {
  return (value, values) => {
    if (typeof value !== 'string' || value === '') return t('account.confirm.required');
    return value === values[field.name] ? undefined : t('account.confirm.mismatch');
  };
}

/** rc-field-form rules (antd and antd-mobile share them) around a check. */
export function asRules(check: Check) {
  return [
    ({ getFieldsValue }: { getFieldsValue: (all: true) => Record<string, unknown> }) => ({
      validator: async (_: unknown, value: unknown) => {
        const why = await check(value, getFieldsValue(true));
        if (why) throw new Error(why);
      },
    }),
  ];
}

