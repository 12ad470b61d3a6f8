// The resume form as the pc blocks draw it: the fields' words, a vertical (editing) or horizontal
// (reading) Formily layout, and the schema drawn with pcFormComponents.
import { memo } from 'react';
import type { Form } from '@formily/core';
import type { ISchema } from '@formily/react';
import { FormLayout, PreviewText } from '@formily/antd-v5';
import { ResumeFormView } from '@/src/forms/resume-form-view';
import { FieldsEnvProvider, type FieldsT } from './env';
import { pcFormComponents } from './index';

export interface PcResumeFormProps {
  form: Form;
  schema: ISchema;
  t: FieldsT;
  locale: string;
  readPretty?: boolean;
}

// Formily's own read-pretty fields say "no answer" as the pc text fields do (./read-text), not in the answers' ink
const EMPTY = <span className="pc-field-text--empty">—</span>;

/** Memoised: the editor re-renders on every completeness change, the form draws itself through Formily. */
export const PcResumeForm = memo(function PcResumeForm({ form, schema, t, locale, readPretty = false }: PcResumeFormProps) {
  return (
    <FieldsEnvProvider t={t} locale={locale}>
      <PreviewText.Placeholder value={EMPTY}>
        <FormLayout
          layout={readPretty ? 'horizontal' : 'vertical'}
          labelWidth={readPretty ? 112 : undefined}
          labelAlign="left"
          colon={false}
          feedbackLayout="terse"
          className={`pc-resume-form${readPretty ? ' pc-resume-form--view' : ''}`}
        >
          <ResumeFormView form={form} schema={schema} components={pcFormComponents} readPretty={readPretty} />
        </FormLayout>
      </PreviewText.Placeholder>
    </FieldsEnvProvider>
  );
});
