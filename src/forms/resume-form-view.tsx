// Draws a resume form with a terminal's components map: the pc and h5 renderers pass only their map
// (docs/forms.md names every component); the schema and the form are the same on both.
import { useLayoutEffect, useMemo } from 'react';
import type { Form } from '@formily/core';
import { FormProvider, Schema, createSchemaField, type ISchema, type JSXComponent } from '@formily/react';

/**
 * A terminal's components by the names of docs/forms.md: FormItem, ResumeSection, ResumePart, ResumeEntries,
 * ResumeRow, Input (with Input.TextArea), NumberPicker, TermSelect, DatePicker (with DatePicker.RangePicker),
 * RegionCascader, SchoolSelect, MajorSelect, ImageUpload, SalaryScope.
 */
export type ResumeComponents = Record<string, JSXComponent>;

type SchemaFieldComponent = ReturnType<typeof createSchemaField>;
const schemaFields = new WeakMap<ResumeComponents, SchemaFieldComponent>();

/** One SchemaField per components map, kept as long as the map lives (a module-level map: made once). */
export function schemaFieldFor(components: ResumeComponents): SchemaFieldComponent {
  let SchemaField = schemaFields.get(components);
  if (!SchemaField) {
    SchemaField = createSchemaField({ components });
    schemaFields.set(components, SchemaField);
  }
  return SchemaField;
}

/** The read-only resume view (readPretty: components show text, no inputs) or the editable form. */
export function setReadPretty(form: Form, readPretty: boolean): void {
  form.setPattern(readPretty ? 'readPretty' : 'editable');
}

export interface ResumeFormViewProps {
  form: Form;
  /** resumeToFormily(template, t); memoise it, a new object parses again */
  schema: ISchema;
  components: ResumeComponents;
  /** true: the read-only view; false: editable; not given: the form's pattern as it is */
  readPretty?: boolean;
}

export function ResumeFormView({ form, schema, components, readPretty }: ResumeFormViewProps) {
  const SchemaField = useMemo(() => schemaFieldFor(components), [components]);
  const parsed = useMemo(() => (Schema.isSchemaInstance(schema) ? schema : new Schema({ type: 'object', ...schema })), [schema]);
  useLayoutEffect(() => {
    if (readPretty !== undefined) setReadPretty(form, readPretty);
  }, [form, readPretty]);
  return (
    <FormProvider form={form}>
      {/* oxlint-disable-next-line react/static-components -- made once per components map (schemaFieldFor), not per render */}
      <SchemaField schema={parsed} />
    </FormProvider>
  );
}
