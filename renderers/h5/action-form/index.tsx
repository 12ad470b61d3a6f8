// action-form (h5): a form whose fields, submit call and success steps come from the page schema. The
// logic is kit-free in renderers/common/action-form; this draws it with antd-mobile.
import { Button, Form, Popup, SpinLoading } from 'antd-mobile';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import type { FormHandle } from '@/renderers/common/action-form/use-action-form';
import { useActionFormBlock } from '@/renderers/common/action-form/use-action-form-block';
import { AlternativeView, FormLinksNav } from '@/renderers/common/action-form/form-links-nav';
import { h5Notifier } from '@/renderers/h5/notifier';
import { H5Field } from './fields';
import './action-form.css';

export default function ActionForm(blockProps: BlockProps<unknown, PropsFor<'action-form'>>) {
  const { ctx, block, renderBlocks } = blockProps;
  const [form] = Form.useForm();
  const { spec, af, privacy, links, alt, title } = useActionFormBlock(blockProps, form as unknown as FormHandle, (text) => h5Notifier.message('success', text));

  if (alt?.pending) return null;
  if (alt?.showing) return <AlternativeView ctx={ctx} prefix="h5" alt={alt} renderBlocks={renderBlocks} />;

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
      <FormLinksNav ctx={ctx} prefix="h5" links={links} alt={alt} />
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
