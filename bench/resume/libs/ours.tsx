// Our renderer as the pc resume editor draws it: resumeToFormily(template, t) + createResumeForm(...) drawn by
// PcResumeForm (FieldsEnvProvider, FormLayout, ResumeFormView with pcFormComponents). Both the schema and the
// form are built inside the timed mount, as the editor builds them when it opens.
//
// Term dictionaries: TermSelect reads ref.terms through useEndpoint (SWR). The bench wraps the form in an
// SWRConfig whose `fallback` holds DICTIONARIES under the exact keys useEndpoint asks for (endpointKey), with
// revalidateOnMount / revalidateIfStale off, so the options are there on the first render and no request is
// made (main.tsx records any request, run.ts fails the run if there was one).
import { SWRConfig, unstable_serialize } from 'swr';
import type { Form } from '@formily/core';
import { endpointKey } from '@/src/api/use-endpoint';
import { createTranslator } from '@/src/core/translate';
import { createResumeForm } from '@/src/forms/create-resume-form';
import { resumeToFormily } from '@/src/forms/resume-schema';
import { PcResumeForm } from '@/renderers/pc/fields/resume-form';
import blocksPc from '@/schemas/locales/zh-CN/blocks-pc.json';
// the card look of the sections (.pc-card), as in the app
import '@/renderers/pc/shared/shared.css';
import { readPath, splitPath, type Adapter } from '../adapter';
import { DICTIONARIES, TEMPLATE, TODAY, fieldName, makeValues } from '../generate';

const fallback = Object.fromEntries(Object.entries(DICTIONARIES).map(([type, terms]) => [unstable_serialize(endpointKey('ref.terms', { type })), terms]));
const swr = { fallback, revalidateOnMount: false, revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false };

export function createAdapter(): Adapter {
  const values = makeValues();
  const t = createTranslator('zh-CN', { 'zh-CN': blocksPc as Record<string, string> });
  let form: Form | null = null;
  return {
    create() {
      const schema = resumeToFormily(TEMPLATE, t);
      form = createResumeForm({ template: TEMPLATE, values, t, locale: 'zh-CN', today: TODAY });
      return (
        <SWRConfig value={swr}>
          <PcResumeForm form={form} schema={schema} t={t} locale="zh-CN" />
        </SWRConfig>
      );
    },
    async validate() {
      await form!.validate().catch(() => undefined);
    },
    errorCount: () => form!.errors.length,
    input(path) {
      // ours draws no per-field id: the part's element, the entry's <li>, then the control named after the field
      const { sectionId, partId, index, fieldId } = splitPath(path);
      const part = document.querySelector(`[data-section="${sectionId}"] [data-part="${partId}"]`);
      const scope = index === undefined ? part : part?.querySelectorAll(':scope > ol > li')[index];
      const label = fieldName(`${sectionId}.${partId}.${fieldId}`);
      return scope?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`input[aria-label="${label}"], textarea[aria-label="${label}"]`) ?? null;
    },
    read: (path) => readPath(form!.values, path),
  };
}
