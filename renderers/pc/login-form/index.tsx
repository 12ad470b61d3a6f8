// login-form: account (mobile or email) and password; on success back to the page that sent the candidate
// here (?redirect=, same-origin paths only), else the site's home, with the failed tries' notices closed. The
// client shows a failed login (once); what was typed stays for the next try; after repeated failures the
// server asks for a captcha, which then shows and travels with its attrKey.
import { useRef, useState } from 'react';
import { Button, Form, Input } from 'antd';
import type { InputRef } from 'antd';
import type { BlockProps } from '@/src/runtime/block-props';
import type { Text } from '@/src/core/schema-types';
import { clearNotices } from '@/src/api/display';
import { login } from '@/src/session/login';
import { asksForCaptcha } from '@/src/session/login-errors';
import { AppLink } from '@/renderers/common/app-link';
import { useCaptcha } from '@/renderers/common/captcha/use-captcha';
import { useFormLinks } from '@/renderers/common/form-links';
import { loginSite, useLoginLanding } from '@/renderers/common/login-landing';
import { CaptchaImage } from '@/renderers/pc/action-form/captcha-image';
import '@/renderers/pc/shared/shared.css';
import '@/renderers/pc/action-form/action-form.css';
import './login-form.css';

interface Credentials {
  account: string;
  password: string;
  captcha?: string;
}

export default function LoginForm({ ctx, props }: BlockProps) {
  const [form] = Form.useForm<Credentials>();
  const [busy, setBusy] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(ctx.site.portalId);
  const passwordRef = useRef<InputRef>(null);
  const links = useFormLinks(ctx, props.links);
  // props.domain: the censorlogin pages sign reviewers in to the censor domain
  const site = loginSite(ctx, props.domain);
  const otherDomain = site === ctx.site ? [] : [site.domain];
  const landing = useLoginLanding(ctx, props.navigate, ctx.homePath);
  const title = ctx.t((props.title as Text | undefined) ?? 'pc.login.title');

  const submit = async ({ account, password, captcha: answer }: Credentials) => {
    if (busy) return;
    setBusy(true);
    try {
      await login(ctx.site, account, password, captchaShown ? { attrKey: captcha.attrKey, captcha: answer ?? '' } : undefined, ...otherDomain);
      clearNotices();
      ctx.navigate(landing(site), { replace: true });
    } catch (error) {
      // the client has shown why; account and password stay as typed (a typo is corrected, not retyped), the
      // password is focused, a used captcha is replaced
      if (captchaShown || asksForCaptcha(error)) {
        setCaptchaShown(true);
        captcha.refresh();
        form.setFieldValue('captcha', '');
      }
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
        <Button type="primary" htmlType="submit" block loading={busy} className="pc-login__submit">
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
