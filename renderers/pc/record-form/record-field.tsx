// One declared field in antd's Form: its label, its required check, its input by kind. A refusal naming the field
// is set on it by the form (Form.setFields), so it shows where the field is.
import { Form, Input, InputNumber, Select } from 'antd';
import type { RecordField as FieldSpec } from '@/src/core/blocks/record-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { fieldPath, richTextIsEmpty } from '@/renderers/common/record/record-values';
import { DateField } from './date-field';
import { OptionSelect } from '@/renderers/pc/shared/option-select';
import { RegionField } from './region-field';
import { RichTextField } from './rich-text-field';

/** What Form.Item hands its child: the value, its change, the id its label points at, aria-invalid... */
type Control = { value?: never; onChange?: never; id?: string; [aria: `aria-${string}`]: unknown };

function FieldInput({ ctx, field, ...control }: { ctx: BlockContext; field: FieldSpec } & Control) {
  const placeholder = field.placeholder ? ctx.t(field.placeholder) : undefined;
  const label = ctx.t(field.label);
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea {...control} placeholder={placeholder} maxLength={field.maxLength} autoSize={{ minRows: 3, maxRows: 10 }} />;
    case 'number':
      return <InputNumber {...control} placeholder={placeholder} min={field.min} max={field.max} precision={0} style={{ width: '100%' }} />;
    case 'date':
    case 'datetime':
      return <DateField {...control} withTime={field.kind === 'datetime'} timeZone={ctx.timeZone} placeholder={placeholder} />;
    case 'select':
      return <OptionSelect {...control} ctx={ctx} options={field.options ?? {}} multiple={field.multiple} placeholder={placeholder} />;
    case 'region':
      return <RegionField {...control} placeholder={placeholder} />;
    case 'tags':
      return <Select {...control} mode="tags" placeholder={placeholder} open={false} suffixIcon={null} tokenSeparators={[',', '，', ' ']} style={{ width: '100%' }} />;
    case 'rich-text':
      return <RichTextField {...control} ctx={ctx} label={label} invalid={control['aria-invalid'] === true || control['aria-invalid'] === 'true'} />;
    default:
      return <Input {...control} placeholder={placeholder} maxLength={field.maxLength} />;
  }
}

export function RecordField({ ctx, field }: { ctx: BlockContext; field: FieldSpec }) {
  const label = ctx.t(field.label);
  const rules = field.required
    ? [
        {
          required: true,
          message: ctx.t('record.required', { label }),
          // an empty list is no choice
          ...(field.multiple ? { type: 'array' as const } : {}),
          ...(field.kind === 'rich-text' ? { validator: (_: unknown, v: unknown) => (richTextIsEmpty(v) ? Promise.reject(new Error(ctx.t('record.required', { label }))) : Promise.resolve()) } : {}),
        },
      ]
    : [];
  const wide = field.wide || field.kind === 'rich-text' || field.kind === 'textarea';
  return (
    <Form.Item
      name={fieldPath(field.name)}
      label={label}
      rules={rules}
      extra={field.help ? ctx.t(field.help) : undefined}
      className={`pc-record-form__field${wide ? ' pc-record-form__field--wide' : ''}`}
      data-field={field.name}
    >
      <FieldInput ctx={ctx} field={field} />
    </Form.Item>
  );
}
