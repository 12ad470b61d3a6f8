import { useState } from 'react';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import type { Text } from '@/src/core/schema-types';
import { safeReturnPath } from '@/src/core/safe-path';
import { login } from '@/src/session/login';
import type { BlockProps } from '@/src/runtime/block-props';
import './login-form.css';

interface LoginValues {
  account: string;
  password: string;
}

/**
 * The h5 login (layout/login, censorlogin): account (mobile or email) and password; on success the page named
 * by ?redirect= when it is a same-origin path, else the home page. A refusal is shown by the client (LOGIN_FAILED).
 */
export default function LoginForm({ props, ctx }: BlockProps) {
  const [form] = Form.useForm<LoginValues>();
  const [busy, setBusy] = useState(false);
  const [visible, setVisible] = useState(false);
  const title = ctx.t((props.title as Text | undefined) ?? 'h5.login.title');

  const submit = async ({ account, password }: LoginValues) => {
    if (busy) return;
    setBusy(true);
    try {
      await login(ctx.site, account, password);
    } catch {
      // the client has shown why (账号或密码错误, network...); the password is cleared for the next try
      form.setFieldValue('password', '');
      setBusy(false);
      return;
    }
    Toast.show({ icon: 'success', content: ctx.t('h5.login.success') });
    ctx.navigate(safeReturnPath(ctx.query.get('redirect'), ctx.href('layout/home')), { replace: true });
  };

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
          <Input placeholder={ctx.t('h5.login.accountPlaceholder')} autoComplete="username" clearable />
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
      </Form>
    </section>
  );
}
