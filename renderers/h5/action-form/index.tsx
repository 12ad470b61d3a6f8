// action-form (h5): a form whose fields, submit call and success steps come from the page schema. The
// logic is kit-free in renderers/common/action-form; this draws it with antd-mobile.
import { useMemo } from 'react';
import { Button, Form, Popup, SpinLoading } from 'antd-mobile';
import type { BlockProps } from '@/src/runtime/block-props';
import { usePrivacy } from '@/renderers/common/action-form/privacy';
import { useAlternative } from '@/renderers/common/action-form/alternative';
import { ownAddress } from '@/renderers/common/action-form/own-address';
import { readSpec } from '@/renderers/common/action-form/spec';
import { useActionForm, type FormHandle } from '@/renderers/common/action-form/use-action-form';
import { useInFormFrame } from '@/renderers/common/form-frame';
import { AppLink } from '@/renderers/common/app-link';
import { useFormLinks } from '@/renderers/common/form-links';
import { h5Notifier } from '@/renderers/h5/notifier';
import { H5Field } from './fields';
import './action-form.css';

export default function ActionForm({ ctx, props, block, data, loading, renderBlocks }: BlockProps) {
  const spec = useMemo(() => readSpec(props), [props]);
  const [form] = Form.useForm();
  const af = useActionForm(spec, ctx, form as unknown as FormHandle, (text) => h5Notifier.message('success', text), ownAddress(data, ctx.user));
  const privacy = usePrivacy(spec.fields.find((f) => f.kind === 'agree'), ctx);
  const framed = useInFormFrame();
  const links = useFormLinks(ctx, props.links);
  const title = spec.title && !framed ? ctx.t(spec.title) : '';
  const alt = useAlternative(spec, block, data, loading);

  if (alt?.pending) return null;
  if (alt?.showing) {
    return (
      <>
        {renderBlocks([alt.form])}
        {!alt.forced && alt.back && (
          <div className="h5-action-form__links">
            <button type="button" className="h5-action-form__link" onClick={alt.hide}>
              {ctx.t(alt.back)}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="h5-action-form" data-form={block.id}>
      {title && <h2 className="h5-action-form__title">{title}</h2>}
      {spec.description && <p className="h5-action-form__description">{ctx.t(spec.description)}</p>}
      <Form
        form={form}
        layout="vertical"
        mode="card"
        requiredMarkStyle="none"
        disabled={af.busy}
        onFinish={(values) => void af.submit(values)}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={af.busy} className="h5-action-form__submit">
            {ctx.t(spec.submit.text ?? 'account.submit')}
          </Button>
        }
      >
        {spec.fields.map((field) => (
          <H5Field key={field.name} field={field} ctx={ctx} form={af} privacy={privacy} />
        ))}
      </Form>
      {(links.length > 0 || alt) && (
        <nav className="h5-action-form__links" aria-label={ctx.t('account.links')}>
          {alt && (
            <button type="button" className="h5-action-form__link" onClick={alt.show}>
              {ctx.t(alt.text)}
            </button>
          )}
          {links.map((link) => (
            <AppLink key={link.to} ctx={ctx} to={link.to} className="h5-action-form__link">
              {link.text}
            </AppLink>
          ))}
        </nav>
      )}
      <Popup visible={privacy.open} onMaskClick={privacy.hide} onClose={privacy.hide} bodyClassName="h5-action-form__popup" showCloseButton>
        <h3 className="h5-action-form__popup-title">{privacy.title}</h3>
        {privacy.loading ? (
          <SpinLoading />
        ) : (
          <div className="h5-action-form__privacy" dangerouslySetInnerHTML={{ __html: privacy.html }} />
        )}
        <Button block color="primary" onClick={privacy.hide}>
          {ctx.t('account.agree.close')}
        </Button>
      </Popup>
    </section>
  );
}
