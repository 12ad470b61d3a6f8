// record-form: one record's form as the page declares it (the publishers' position form): fields by kind, loaded
// from the block's data, saved with the revision read; actions beside the save. Refusals are shown in place.
import { Alert, Button, Form, Space } from 'antd';
import type { PropsFor } from '@/src/core/blocks/block-types';
import type { BlockProps } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { holdsRole } from '@/renderers/common/record/censor-role';
import type { RecordData } from '@/renderers/common/record/record-fill';
import { fieldPath } from '@/renderers/common/record/record-values';
import { useRecordAction } from '@/renderers/common/record/use-record-action';
import { useRecordForm, type FormAdapter } from '@/renderers/common/record/use-record-form';
import { pcServices } from '@/renderers/pc/kit-services';
import { blockState } from '@/renderers/pc/shared/block-state';
import { RecordActionBar } from '@/renderers/pc/shared/record-action-bar';
import { RoleGate } from '@/renderers/pc/shared/role-gate';
import { FormHead } from './form-head';
import { RecordField } from './record-field';
import './record-form.css';

type Props = BlockProps<RecordData, PropsFor<'record-form'>>;

function RecordFormBody(props: Props) {
  const { ctx, props: p } = props;
  const [form] = Form.useForm();
  const adapter: FormAdapter = {
    values: () => form.getFieldsValue(true) as RecordData,
    reset: (values) => {
      form.resetFields();
      form.setFieldsValue(values);
    },
    validate: () => form.validateFields().then(() => true, (error: { errorFields?: { name: (string | number)[] }[] }) => {
      const first = error.errorFields?.[0]?.name;
      if (first) form.scrollToField(first, { block: 'center' });
      return false;
    }),
    showErrors: (errors) => {
      form.setFields(errors.map((e) => ({ name: fieldPath(e.field), errors: [e.message] })));
      if (errors[0]) form.scrollToField(fieldPath(errors[0].field), { block: 'center' });
    },
  };
  const state = useRecordForm(props, pcServices, adapter);
  const runner = useRecordAction(ctx, pcServices, { record: state.record, reload: props.reload, save: () => state.save(), onRefused: state.refused });
  const loading = blockState(props, { empty: false, rows: 10 });
  if (props.block.data && loading) return loading;
  return (
    <section className="pc-record-form pc-card" aria-labelledby="pc-record-form-title">
      {p.backPath && (
        <AppLink ctx={ctx} to={p.backPath} className="pc-record-form__back">
          {`← ${ctx.t('record.back')}`}
        </AppLink>
      )}
      <FormHead ctx={ctx} props={p} record={state.record} values={(p.valuesFrom === 'answer' ? props.data : props.data?.values) as RecordData | undefined} />
      {state.conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          className="pc-record-form__alert"
          message={state.conflict}
          action={<Button onClick={state.reloadRecord}>{ctx.t('record.reload')}</Button>}
        />
      )}
      {state.others.length > 0 && (
        <Alert type="error" showIcon role="alert" className="pc-record-form__alert" message={state.others.map((e) => `${e.field}: ${e.message}`).join('\n')} />
      )}
      <Form form={form} layout="vertical" className="pc-record-form__grid" onFinish={() => void state.save(true)} scrollToFirstError>
        {(p.fields ?? []).map((field) => (
          <RecordField key={field.name} ctx={ctx} field={field} />
        ))}
      </Form>
      <footer className="pc-record-form__bar">
        <Space wrap>
          <Button type={p.actions?.some((a) => a.primary) ? 'default' : 'primary'} loading={state.saving && runner.busy === null} disabled={runner.busy !== null} onClick={() => void state.save(true)} data-action="save">
            {ctx.t(p.save?.text ?? 'record.save')}
          </Button>
          <RecordActionBar ctx={ctx} actions={p.actions} record={state.record} runner={runner} disabled={state.saving && runner.busy === null} />
        </Space>
      </footer>
    </section>
  );
}

export default function RecordForm(props: Props) {
  if (!holdsRole(props.ctx, props.props.role)) return <RoleGate ctx={props.ctx} description={`record.notAllowed.${props.props.role}`} />;
  return <RecordFormBody {...props} />;
}
