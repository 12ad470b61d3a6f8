// login-form (pc): the logic is renderers/common/login-form/use-login-form; this draws it with antd.
import { useRef } from 'react';
import { Button, Form, Input } from 'antd';
import type { InputRef } from 'antd';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { useLoginForm, type LoginValues } from '@/renderers/common/login-form/use-login-form';
import { CaptchaImage } from '@/renderers/pc/action-form/captcha-image';
import '@/renderers/pc/shared/shared.css';
import '@/renderers/pc/action-form/action-form.css';
import './login-form.css';
import { buttonBusy } from '@/renderers/pc/shared/button-busy';

/** The pc login: the shared login logic in antd's form; a refusal focuses the password. */
export default function LoginForm(blockProps: BlockProps<unknown, PropsFor<'login-form'>>) {
  const { ctx } = blockProps;
  const [form] = Form.useForm<LoginValues>();
  const passwordRef = useRef<InputRef>(null);
  const { busy, captchaShown, captcha, links, title, submit } = useLoginForm(blockProps, {
    defaultTitle: 'pc.login.title',
    form,
    onRefused: () => passwordRef.current?.focus(),
  });

  return (
    <section className="pc-login pc-card" aria-labelledby="pc-login-title">
      <h2 className="pc-login__title" id="pc-login-title">
        {title}
      </h2>
      <Form<LoginValues> form={form} name="pc-login" layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} disabled={busy} size="large">
        <Form.Item
          name="account"
          label={ctx.t('pc.login.account')}
          rules={[{ required: true, whitespace: true, message: ctx.t('pc.login.accountRequired') }]}
        >
          <Input autoComplete="username" placeholder={ctx.t('pc.login.accountPlaceholder')} maxLength={100} />
        </Form.Item>
        <Form.Item name="password" label={ctx.t('pc.login.password')} rules={[{ required: true, message: ctx.t('pc.login.passwordRequired') }]}>
          <Input.Password ref={passwordRef} autoComplete="current-password" placeholder={ctx.t('pc.login.passwordPlaceholder')} maxLength={256} />
        </Form.Item>
        {captchaShown && (
          <Form.Item label={ctx.t('account.captcha.label')} htmlFor="pc-login-captcha" className="pc-action-form__inline-item">
            <div className="pc-action-form__inline">
              <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: ctx.t('account.field.required', { label: ctx.t('account.captcha.label') }) }]}>
                <Input id="pc-login-captcha" autoComplete="off" placeholder={ctx.t('account.placeholder', { label: ctx.t('account.captcha.label') })} maxLength={8} />
              </Form.Item>
              <CaptchaImage captcha={captcha} ctx={ctx} />
            </div>
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={buttonBusy(busy)} className="pc-login__submit">
          {ctx.t('pc.login.submit')}
        </Button>
      </Form>
      {links.length > 0 && (
        <nav className="pc-login__links" aria-label={ctx.t('account.links')}>
          {links.map((link) => (
            <AppLink key={link.to} ctx={ctx} to={link.to} className="pc-login__link">
              {link.text}
            </AppLink>
          ))}
        </nav>
      )}
    </section>
  );
}
