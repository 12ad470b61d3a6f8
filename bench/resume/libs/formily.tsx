// Plain @formily/antd-v5: the hand-written schema of generate.ts (formilySchema) with the stock components,
// Formily's own rules (required, maxLength, minimum, maximum, pattern) plus validator functions, and form
// effects that check again the fields whose rule reads a field that changed (as ours does).
import { createForm, isField, onFieldValueChange, setValidateLanguage, type Form } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { ArrayCards, DatePicker, FormItem, FormLayout, Input, NumberPicker, Select } from '@formily/antd-v5';
import { Card, Row } from 'antd';
import { readPath, splitPath, type Adapter } from '../adapter';
import { formilyDependencies, formilySchema, makeValues } from '../generate';

const components = { FormItem, Input, NumberPicker, Select, DatePicker, ArrayCards, Card, Row };
const SchemaField = createSchemaField({ components });
/** A hand-written schema is a module constant. */
const schema = formilySchema();
const dependencies = formilyDependencies();
// Formily's own Chinese messages (ours registers its zh-CN texts the same way)
setValidateLanguage('zh-CN');

export function createAdapter(): Adapter {
  const values = makeValues();
  let form: Form | null = null;
  return {
    create() {
      form = createForm({
        initialValues: values,
        effects() {
          for (const { pattern, dependents } of dependencies) {
            onFieldValueChange(pattern, (field, f) => {
              for (const id of dependents) {
                const dependent = f.query(field.path.parent().concat(id)).take();
                if (isField(dependent) && (dependent.modified || dependent.value !== undefined)) dependent.validate().catch(() => undefined);
              }
            });
          }
        },
      });
      return (
        <FormProvider form={form}>
          {/* the layout PcResumeForm gives ours: labels above, terse feedback */}
          <FormLayout layout="vertical" labelAlign="left" colon={false} feedbackLayout="terse">
            <SchemaField schema={schema} />
          </FormLayout>
        </FormProvider>
      );
    },
    async validate() {
      await form!.validate().catch(() => undefined);
    },
    errorCount: () => form!.errors.length,
    input(path) {
      const { sectionId, partId, index, fieldId } = splitPath(path);
      const items = document.querySelectorAll(`[data-field="${sectionId}.${partId}.${fieldId}"]`);
      return items[index ?? 0]?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? null;
    },
    read: (path) => readPath(form!.values, path),
  };
}
