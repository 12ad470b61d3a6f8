// @rjsf/antd: the JSON Schema + uiSchema of generate.ts (rjsfSchema) with AJV 8 (@rjsf/validator-ajv8, which
// brings ajv-formats) and customValidate for the ID number and the date rules. RJSF has no month or date-range
// widget: MonthWidget and DateRangeWidget below are antd's DatePicker / RangePicker, as RJSF's own DateWidget is.
// `live`: liveValidate (RJSF validates the whole form on every change; off by default).
import { createRef } from 'react';
import Form from '@rjsf/antd';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { readPath, type Adapter } from '../adapter';
import { makeValues, rjsfCustomValidate, rjsfSchema } from '../generate';

function MonthWidget({ id, value, disabled, readonly, placeholder, onChange }: WidgetProps) {
  return (
    <DatePicker
      id={id}
      picker="month"
      format="YYYY-MM"
      value={typeof value === 'string' && value ? dayjs(value, 'YYYY-MM') : null}
      disabled={disabled || readonly}
      placeholder={placeholder}
      onChange={(day) => onChange(day ? day.format('YYYY-MM') : undefined)}
      style={{ width: '100%' }}
    />
  );
}

function DateRangeWidget({ id, value, disabled, readonly, onChange }: WidgetProps) {
  const [start, end] = Array.isArray(value) ? (value as string[]) : [];
  return (
    <DatePicker.RangePicker
      id={id}
      format="YYYY-MM-DD"
      allowEmpty={[false, true]}
      value={[start ? dayjs(start) : null, end ? dayjs(end) : null]}
      disabled={disabled || readonly}
      onChange={(days) => {
        const [from, to] = days ?? [];
        onChange(from ? [from.format('YYYY-MM-DD'), to ? to.format('YYYY-MM-DD') : ''] : undefined);
      }}
      style={{ width: '100%' }}
    />
  );
}

const widgets: RegistryWidgetsType = { MonthWidget, DateRangeWidget };
const { schema, uiSchema } = rjsfSchema();
/** @rjsf/antd lays an object's properties out in antd Cols of formContext.colSpan (24 when not given): two per
 *  row as in the other two, a textarea, a list and a nested object across the row. */
const formContext = { colSpan: { string: 12, number: 12, MonthWidget: 12, DateRangeWidget: 12, textarea: 24, array: 24, object: 24 } };

type RjsfForm = { validateForm(): boolean; state: { formData?: unknown; errors: Array<{ property?: string }> } };

export function createAdapter({ live }: { live: boolean }): Adapter {
  const values = makeValues();
  const ref = createRef<RjsfForm>();
  return {
    create() {
      return (
        <Form
          ref={ref as never}
          schema={schema}
          uiSchema={uiSchema}
          widgets={widgets}
          validator={validator}
          formData={values}
          customValidate={rjsfCustomValidate}
          formContext={formContext}
          liveValidate={live}
          showErrorList={false}
          noHtml5Validate
        />
      );
    },
    async validate() {
      ref.current!.validateForm();
    },
    // one entry per field, as Formily's form.errors (RJSF lists each failing rule)
    errorCount: () => new Set(ref.current!.state.errors.map((e) => e.property)).size,
    input: (path) => document.getElementById(`root_${path.split('.').join('_')}`) as HTMLInputElement | HTMLTextAreaElement | null,
    read: (path) => readPath(ref.current!.state.formData, path),
  };
}
