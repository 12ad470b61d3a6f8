import { Button, Checkbox, Form, Input } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';
import { fieldWords, itemBase } from '@/renderers/common/action-form/field-item';
import { confirmName } from '@/renderers/common/action-form/spec';
import type { ActionForm } from '@/renderers/common/action-form/use-action-form';
import type { FieldSpec } from '@/renderers/common/action-form/spec';
import type { PrivacyText } from '@/renderers/common/action-form/privacy';
import { CaptchaImage } from './captcha-image';
import { PcStrengthMeter } from './strength-meter';
import { PcAvailability } from './availability';
import { buttonBusy } from '@/renderers/pc/shared/button-busy';

// a native maxlength counts UTF-16 units: 256 never cuts a password of 128 characters (ASVS V2.1.3: no truncation)
const PASSWORD_INPUT_MAX = 256;

const AUTOCOMPLETE: Partial<Record<FieldSpec['kind'], string>> = {
  name: 'name',
  mobile: 'tel',
  email: 'email',
  password: 'current-password',
  'new-password': 'new-password',
  captcha: 'off',
  code: 'one-time-code',
};

interface Props {
  /** unique per form: ids of the inputs that sit beside a button */
  idPrefix: string;
  field: FieldSpec;
  ctx: BlockContext;
  form: ActionForm;
  privacy: PrivacyText;
}

/** One field of an action-form, drawn with antd. */
export function PcField({ idPrefix, field, ctx, form, privacy }: Props) {
  const id = `${idPrefix}-${field.name}`;
  const { label, placeholder } = fieldWords(field, ctx.t);
  const common = itemBase(field, form);
  switch (field.kind) {
    case 'password':
      return (
        <Form.Item {...common} label={label}>
          <Input.Password autoComplete={AUTOCOMPLETE.password} placeholder={placeholder} maxLength={PASSWORD_INPUT_MAX} />
        </Form.Item>
      );
    case 'new-password':
      return (
        <>
          <Form.Item
            {...common}
            label={label}
            extra={
              <>
                {ctx.t('account.password.hint')}
                <PcStrengthMeter name={field.name} ctx={ctx} personalInputs={form.personalInputs} />
              </>
            }
          >
            <Input.Password autoComplete={AUTOCOMPLETE['new-password']} placeholder={placeholder} maxLength={PASSWORD_INPUT_MAX} />
          </Form.Item>
          <Form.Item name={confirmName(field.name)} label={ctx.t('account.confirm.label')} dependencies={[field.name]} rules={form.confirmRules(field)}>
            <Input.Password autoComplete="new-password" placeholder={ctx.t('account.confirm.placeholder')} maxLength={PASSWORD_INPUT_MAX} />
          </Form.Item>
        </>
      );
    case 'captcha':
      return (
        <Form.Item label={label} htmlFor={id} className="pc-action-form__inline-item">
          <div className="pc-action-form__inline">
            <Form.Item {...common} noStyle>
              <Input id={id} autoComplete="off" placeholder={placeholder} maxLength={8} />
            </Form.Item>
            {form.captcha && <CaptchaImage captcha={form.captcha} ctx={ctx} />}
          </div>
        </Form.Item>
      );
    case 'code':
      return (
        <Form.Item label={label} htmlFor={id} className="pc-action-form__inline-item" extra={form.codeTarget(field)}>
          <div className="pc-action-form__inline">
            <Form.Item {...common} noStyle>
              <Input id={id} autoComplete="one-time-code" inputMode="numeric" placeholder={placeholder} maxLength={6} />
            </Form.Item>
            <Button className="pc-action-form__send" loading={buttonBusy(form.sending)} disabled={form.resendIn > 0} onClick={() => void form.sendCode(field)}>
              {form.resendIn > 0 ? ctx.t('account.code.resendIn', { seconds: form.resendIn }) : ctx.t('account.code.send')}
            </Button>
          </div>
        </Form.Item>
      );
    case 'agree':
      return (
        <Form.Item {...common} valuePropName="checked" className="pc-action-form__agree">
          <Checkbox>
            {ctx.t('account.agree.prefix')}
            <button type="button" className="pc-action-form__link" onClick={privacy.show}>
              {ctx.t('account.agree.privacyLink')}
            </button>
          </Checkbox>
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...common} label={label} extra={field.check ? <PcAvailability field={field} ctx={ctx} /> : undefined}>
          <Input autoComplete={AUTOCOMPLETE[field.kind]} inputMode={field.kind === 'mobile' ? 'tel' : undefined} placeholder={placeholder} maxLength={field.kind === 'name' ? 50 : 100} />
        </Form.Item>
      );
  }
}
