// login-form: account (mobile or email) and password; on success back to the page that sent the candidate
// here (?redirect=, same-origin paths only), else the site's home. The client shows a failed login.
import { useRef, useState } from 'react';
import { Button, Form, Input } from 'antd';
import type { InputRef } from 'antd';
import type { BlockProps } from '@/src/runtime/block-props';
import type { Text } from '@/src/core/schema-types';
import { login } from '@/src/session/login';
import { safeReturnPath } from '@/src/core/safe-path';
import '@/renderers/pc/shared/shared.css';
import './login-form.css';

interface Credentials {
  account: string;
  password: string;
}

export default function LoginForm({ ctx, props }: BlockProps) {
  const [form] = Form.useForm<Credentials>();
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<InputRef>(null);
  const title = ctx.t((props.title as Text | undefined) ?? 'pc.login.title');

  const submit = async ({ account, password }: Credentials) => {
    if (busy) return;
    setBusy(true);
    try {
      await login(ctx.site, account, password);
      ctx.navigate(safeReturnPath(ctx.query.get('redirect'), ctx.href('home')), { replace: true });
    } catch {
      // the client has shown why; the account stays, the password is typed again
      form.setFieldValue('password', '');
      passwordRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="pc-login pc-card" aria-labelledby="pc-login-title">
      <h2 className="pc-login__title" id="pc-login-title">
        {title}
      </h2>
      <Form<Credentials> form={form} name="pc-login" layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} disabled={busy} size="large">
        <Form.Item
          name="account"
          label={ctx.t('pc.login.account')}
          rules={[{ required: true, whitespace: true, message: ctx.t('pc.login.accountRequired') }]}
        >
          <Input autoComplete="username" placeholder={ctx.t('pc.login.accountPlaceholder')} maxLength={100} />
        </Form.Item>
        <Form.Item name="password" label={ctx.t('pc.login.password')} rules={[{ required: true, message: ctx.t('pc.login.passwordRequired') }]}>
          <Input.Password ref={passwordRef} autoComplete="current-password" placeholder={ctx.t('pc.login.passwordPlaceholder')} maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} className="pc-login__submit">
          {ctx.t('pc.login.submit')}
        </Button>
      </Form>
    </section>
  );
}
