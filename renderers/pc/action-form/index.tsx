// action-form (pc): a form whose fields, submit call and success steps come from the page schema
// (register, forgotten password, password/email/phone changes). The logic is kit-free in
// renderers/common/action-form; this draws it with antd.
import { useId, useMemo } from 'react';
import { Button, Form, Modal, Spin } from 'antd';
import type { BlockProps } from '@/src/runtime/block-props';
import { usePrivacy } from '@/renderers/common/action-form/privacy';
import { useAlternative } from '@/renderers/common/action-form/alternative';
import { ownAddress } from '@/renderers/common/action-form/own-address';
import { readSpec } from '@/renderers/common/action-form/spec';
import { useActionForm, type FormHandle } from '@/renderers/common/action-form/use-action-form';
import { useInFormFrame } from '@/renderers/common/form-frame';
import { AppLink } from '@/renderers/common/app-link';
import { useFormLinks } from '@/renderers/common/form-links';
import { pcNotifier } from '@/renderers/pc/notifier';
import { PcField } from './fields';
import '@/renderers/pc/shared/shared.css';
import './action-form.css';

export default function ActionForm({ ctx, props, block, data, loading, renderBlocks }: BlockProps) {
  const spec = useMemo(() => readSpec(props), [props]);
  const [form] = Form.useForm();
  const af = useActionForm(spec, ctx, form as unknown as FormHandle, (text) => pcNotifier.message('success', text), ownAddress(data, ctx.user));
  const privacy = usePrivacy(spec.fields.find((f) => f.kind === 'agree'), ctx);
  const framed = useInFormFrame();
  const links = useFormLinks(ctx, props.links);
  const idPrefix = `af${useId().replace(/:/g, '')}`;
  const titleId = `${idPrefix}-title`;
  const title = spec.title && !framed ? ctx.t(spec.title) : '';
  const alt = useAlternative(spec, block, data, loading);

  if (alt?.pending) return null;
  if (alt?.showing) {
    return (
      <>
        {renderBlocks([alt.form])}
        {!alt.forced && alt.back && (
          <div className="pc-action-form__links">
            <button type="button" className="pc-action-form__link" onClick={alt.hide}>
              {ctx.t(alt.back)}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className={framed ? 'pc-action-form pc-action-form--framed' : 'pc-action-form pc-card'} aria-labelledby={title ? titleId : undefined} data-form={block.id}>
      {title && (
        <h2 className="pc-action-form__title" id={titleId}>
          {title}
        </h2>
      )}
      {spec.description && <p className="pc-action-form__description">{ctx.t(spec.description)}</p>}
      <Form form={form} name={idPrefix} layout="vertical" requiredMark={false} size="large" disabled={af.busy} onFinish={(values) => void af.submit(values)}>
        {spec.fields.map((field) => (
          <PcField key={field.name} idPrefix={idPrefix} field={field} ctx={ctx} form={af} privacy={privacy} />
        ))}
        <Button type="primary" htmlType="submit" block loading={af.busy} className="pc-action-form__submit">
          {ctx.t(spec.submit.text ?? 'account.submit')}
        </Button>
      </Form>
      {(links.length > 0 || alt) && (
        <nav className="pc-action-form__links" aria-label={ctx.t('account.links')}>
          {alt && (
            <button type="button" className="pc-action-form__link" onClick={alt.show}>
              {ctx.t(alt.text)}
            </button>
          )}
          {links.map((link) => (
            <AppLink key={link.to} ctx={ctx} to={link.to} className="pc-action-form__link">
              {link.text}
            </AppLink>
          ))}
        </nav>
      )}
      <Modal open={privacy.open} title={privacy.title} onCancel={privacy.hide} onOk={privacy.hide} okText={ctx.t('account.agree.close')} cancelButtonProps={{ style: { display: 'none' } }} width={720}>
        {privacy.loading ? <Spin /> : <div className="pc-action-form__privacy" dangerouslySetInnerHTML={{ __html: privacy.html }} />}
      </Modal>
    </section>
  );
}
