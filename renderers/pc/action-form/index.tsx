// action-form (pc): a form whose fields, submit call and success steps come from the page schema
// (register, forgotten password, password/email/phone changes). The logic is kit-free in
// renderers/common/action-form; this draws it with antd.
import { useId } from 'react';
import { Button, Form, Modal, Spin } from 'antd';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import type { FormHandle } from '@/renderers/common/action-form/use-action-form';
import { useActionFormBlock } from '@/renderers/common/action-form/use-action-form-block';
import { AlternativeView, FormLinksNav } from '@/renderers/common/action-form/form-links-nav';
import { pcNotifier } from '@/renderers/pc/notifier';
import { PcField } from './fields';
import '@/renderers/pc/shared/shared.css';
import './action-form.css';
import { buttonBusy } from '@/renderers/pc/shared/button-busy';

export default function ActionForm(blockProps: BlockProps<unknown, PropsFor<'action-form'>>) {
  const { ctx, block, renderBlocks } = blockProps;
  const [form] = Form.useForm();
  const { spec, af, privacy, framed, links, alt, title } = useActionFormBlock(blockProps, form as unknown as FormHandle, (text) => pcNotifier.message('success', text));
  const idPrefix = `af${useId().replace(/:/g, '')}`;
  const titleId = `${idPrefix}-title`;

  if (alt?.pending) return null;
  if (alt?.showing) return <AlternativeView ctx={ctx} prefix="pc" alt={alt} renderBlocks={renderBlocks} />;

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
        <Button type="primary" htmlType="submit" block loading={buttonBusy(af.busy)} className="pc-action-form__submit">
          {ctx.t(spec.submit.text ?? 'account.submit')}
        </Button>
      </Form>
      <FormLinksNav ctx={ctx} prefix="pc" links={links} alt={alt} />
      <Modal open={privacy.open} title={privacy.title} onCancel={privacy.hide} onOk={privacy.hide} okText={ctx.t('account.agree.close')} cancelButtonProps={{ style: { display: 'none' } }} width={720}>
        {privacy.loading ? <Spin /> : <div className="pc-action-form__privacy" dangerouslySetInnerHTML={{ __html: privacy.html }} />}
      </Modal>
    </section>
  );
}
