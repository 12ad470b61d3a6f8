import { useState } from 'react';
import { Button, Checkbox, Form, Input } from 'antd-mobile';
import { ClearableInput } from '@/renderers/h5/shared/clearable-input';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import type { BlockContext } from '@/src/runtime/block-props';
import { fieldWords, itemBase } from '@/renderers/common/action-form/field-item';
import { confirmName } from '@/renderers/common/action-form/spec';
import type { PrivacyText } from '@/renderers/common/action-form/privacy';
import type { FieldSpec } from '@/renderers/common/action-form/spec';
import type { ActionForm } from '@/renderers/common/action-form/use-action-form';
import { CaptchaPicture } from '@/renderers/common/captcha/captcha-picture';
import { H5StrengthMeter } from './strength-meter';
import { H5Availability } from './availability';

// a native maxlength counts UTF-16 units: 256 never cuts a password of 128 characters (ASVS V2.1.3: no truncation)
const PASSWORD_INPUT_MAX = 256;

interface Props {
  field: FieldSpec;
  ctx: BlockContext;
  form: ActionForm;
  privacy: PrivacyText;
}

const AUTOCOMPLETE: Partial<Record<FieldSpec['kind'], string>> = { name: 'name', mobile: 'tel', email: 'email', code: 'one-time-code', captcha: 'off' };

function Eye({ ctx, visible, toggle }: { ctx: BlockContext; visible: boolean; toggle: () => void }) {
  return (
    <button type="button" className="h5-action-form__eye" aria-label={ctx.t(visible ? 'h5.login.hidePassword' : 'h5.login.showPassword')} aria-pressed={visible} onClick={toggle}>
      {visible ? <EyeOutline aria-hidden /> : <EyeInvisibleOutline aria-hidden />}
    </button>
  );
}

/** A password input with a show/hide toggle beside it. */
function PasswordItem({ ctx, name, label, placeholder, rules, autoComplete, dependencies, description }: { ctx: BlockContext; name: string; label: string; placeholder: string; rules: unknown[]; autoComplete: string; dependencies?: string[]; description?: React.ReactNode }) {
  const [visible, setVisible] = useState(false);
  return (
    <Form.Item name={name} label={label} rules={rules as never} dependencies={dependencies} validateFirst description={description} extra={<Eye ctx={ctx} visible={visible} toggle={() => setVisible((v) => !v)} />}>
      <Input type={visible ? 'text' : 'password'} placeholder={placeholder} autoComplete={autoComplete} maxLength={PASSWORD_INPUT_MAX} />
    </Form.Item>
  );
}

/** The agree box and, beside it (not inside its label, so a tap does not tick it), the privacy link. */
function AgreeBox({ ctx, privacy, checked, onChange }: { ctx: BlockContext; privacy: PrivacyText; checked?: boolean; onChange?: (checked: boolean) => void }) {
  return (
    <div className="h5-action-form__agree-row">
      <Checkbox checked={checked === true} onChange={onChange} className="h5-action-form__check">
        {ctx.t('account.agree.prefix')}
      </Checkbox>
      <button type="button" className="h5-action-form__link" onClick={privacy.show}>
        {ctx.t('account.agree.privacyLink')}
      </button>
    </div>
  );
}

/** One field of an action-form, drawn with antd-mobile. */
export function H5Field({ field, ctx, form, privacy }: Props) {
  const { label, placeholder } = fieldWords(field, ctx.t);
  const base = itemBase(field, form);
  const item = { ...base, label };
  switch (field.kind) {
    case 'password':
      return <PasswordItem ctx={ctx} name={field.name} label={label} placeholder={placeholder} rules={base.rules} autoComplete="current-password" />;
    case 'new-password':
      return (
        <>
          <PasswordItem
            ctx={ctx}
            name={field.name}
            label={label}
            placeholder={placeholder}
            description={
              <>
                {ctx.t('account.password.hint')}
                <H5StrengthMeter name={field.name} ctx={ctx} personalInputs={form.personalInputs} />
              </>
            }
            rules={base.rules}
            autoComplete="new-password"
          />
          <PasswordItem
            ctx={ctx}
            name={confirmName(field.name)}
            label={ctx.t('account.confirm.label')}
            placeholder={ctx.t('account.confirm.placeholder')}
            rules={form.confirmRules(field)}
            autoComplete="new-password"
            dependencies={[field.name]}
          />
        </>
      );
    case 'captcha':
      return (
        <Form.Item
          {...item}
          extra={
            form.captcha && (
              <button type="button" className="h5-action-form__captcha" onClick={form.captcha.refresh} aria-label={ctx.t('account.captcha.refresh')}>
                <CaptchaPicture captcha={form.captcha} ctx={ctx} width={108} height={36} />
              </button>
            )
          }
        >
          <Input placeholder={placeholder} autoComplete="off" maxLength={8} />
        </Form.Item>
      );
    case 'code':
      return (
        <Form.Item
          {...item}
          description={form.codeTarget(field)}
          extra={
            <Button size="small" color="primary" fill="outline" loading={form.sending} disabled={form.resendIn > 0} onClick={() => void form.sendCode(field)} className="h5-action-form__send">
              {form.resendIn > 0 ? ctx.t('account.code.resendIn', { seconds: form.resendIn }) : ctx.t('account.code.send')}
            </Button>
          }
        >
          <Input placeholder={placeholder} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
        </Form.Item>
      );
    case 'agree':
      return (
        <Form.Item name={field.name} rules={base.rules} valuePropName="checked" className="h5-action-form__agree">
          <AgreeBox ctx={ctx} privacy={privacy} />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...item} description={field.check ? <H5Availability field={field} ctx={ctx} /> : undefined}>
          <ClearableInput placeholder={placeholder} autoComplete={AUTOCOMPLETE[field.kind]} inputMode={field.kind === 'mobile' ? 'tel' : field.kind === 'email' ? 'email' : undefined} maxLength={field.kind === 'name' ? 50 : 100} clearLabel={ctx.t('h5.form.clear')} />
        </Form.Item>
      );
  }
}
