import { useState } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { ClearableInput } from '@/renderers/h5/shared/clearable-input';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { CaptchaPicture } from '@/renderers/common/captcha/captcha-picture';
import { useLoginForm, type LoginValues } from '@/renderers/common/login-form/use-login-form';
import { h5Notifier } from '@/renderers/h5/notifier';
import './login-form.css';

/**
 * The h5 login (layout/login, censorlogin): account (mobile or email) and password; on success the page named
 * by ?redirect= when it is a same-origin path, else the home page. A refusal is shown by the client (LOGIN_FAILED,
 * LOGIN_LOCKED), once, and what was typed stays; after repeated failures the server asks for a captcha, which then
 * shows under the password.
 */
export default function LoginForm(blockProps: BlockProps<unknown, PropsFor<'login-form'>>) {
  const { ctx } = blockProps;
  const [form] = Form.useForm<LoginValues>();
  const [visible, setVisible] = useState(false);
  const { busy, captchaShown, captcha, links, title, submit } = useLoginForm(blockProps, {
    defaultTitle: 'h5.login.title',
    form,
    onSignedIn: () => h5Notifier.message('success', ctx.t('h5.login.success')),
  });

  return (
    <section className="h5-login" aria-labelledby="h5-login-title">
      <h2 className="h5-login__title" id="h5-login-title">
        {title}
      </h2>
      <Form
        form={form}
        layout="vertical"
        mode="card"
        name="h5-login"
        // both fields are needed to sign in: no mark inside the labels (a screen reader would read "star")
        requiredMarkStyle="none"
        onFinish={(values) => void submit(values)}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={busy} className="h5-login__submit">
            {ctx.t('h5.login.submit')}
          </Button>
        }
      >
        <Form.Item
          name="account"
          label={ctx.t('h5.login.account')}
          rules={[{ required: true, whitespace: true, message: ctx.t('h5.login.accountRequired') }]}
        >
          <ClearableInput placeholder={ctx.t('h5.login.accountPlaceholder')} autoComplete="username" clearLabel={ctx.t('h5.form.clear')} />
        </Form.Item>
        <Form.Item
          name="password"
          label={ctx.t('h5.login.password')}
          rules={[{ required: true, message: ctx.t('h5.login.passwordRequired') }]}
          extra={
            <button
              type="button"
              className="h5-login__eye"
              aria-label={ctx.t(visible ? 'h5.login.hidePassword' : 'h5.login.showPassword')}
              aria-pressed={visible}
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? <EyeOutline aria-hidden /> : <EyeInvisibleOutline aria-hidden />}
            </button>
          }
        >
          <Input type={visible ? 'text' : 'password'} placeholder={ctx.t('h5.login.passwordPlaceholder')} autoComplete="current-password" />
        </Form.Item>
        {captchaShown && (
          <Form.Item
            name="captcha"
            label={ctx.t('account.captcha.label')}
            rules={[{ required: true, whitespace: true, message: ctx.t('account.field.required', { label: ctx.t('account.captcha.label') }) }]}
            extra={
              <button type="button" className="h5-login__captcha" onClick={captcha.refresh} aria-label={ctx.t('account.captcha.refresh')}>
                <CaptchaPicture captcha={captcha} ctx={ctx} width={108} height={36} />
              </button>
            }
          >
            <Input placeholder={ctx.t('account.placeholder', { label: ctx.t('account.captcha.label') })} autoComplete="off" maxLength={8} />
          </Form.Item>
        )}
      </Form>
      {links.length > 0 && (
        <nav className="h5-login__links" aria-label={ctx.t('account.links')}>
          {links.map((link) => (
            <AppLink key={link.to} ctx={ctx} to={link.to} className="h5-login__link">
              {link.text}
            </AppLink>
          ))}
        </nav>
      )}
    </section>
  );
}
