// The resume save, the same on pc (the whole resume) and h5 (one part): the check before sending (a wrong answer stops it,
// an empty one does not),
// resume.save with the version held, and the server's answers: RESUME_CONFLICT (saved elsewhere meanwhile) and
// RESUME_INVALID (its field errors are marked on their fields). The views draw what each outcome shows.
import { useRef, useState } from 'react';
import type { Form } from '@formily/core';
import type { ResumeInvalid, ResumeSaved } from '@/src/core/resume-api';
import type { FieldError, ResumeTemplate, ResumeValues } from '@/src/core/resume-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { request } from '@/src/api/client';
import { reportFailure } from '@/src/api/display';
import { isBizError, type BizError } from '@/src/api/errors';
import { firstFailingSection } from '@/src/core/validation';
import type { TextTranslate } from '@/src/forms/resume-schema';
import { validateForSave } from '@/src/forms/save-resume';
import { saveNotice, type SaveNotice } from '@/renderers/common/resume-save-notice';
import { markServerErrors } from './mark-server-errors';

/** resume.save's stale-version answer (docs/api-contract.md) */
export const RESUME_CONFLICT = 'RESUME_CONFLICT';
/** resume.save's refusal of answers the server's rules fail; data.errors names the fields */
export const RESUME_INVALID = 'RESUME_INVALID';

export interface ResumeSaveOptions {
  ctx: BlockContext;
  form: Form;
  template: ResumeTemplate;
  /** the form's translate (src/forms accepts null texts) */
  t: TextTranslate;
  /** the version of the document the form was made from */
  version: number;
  /** only this part's answers are checked (h5); the server is told with partId */
  part?: { sectionId: string; partId: string };
  /** the stored draft, dropped after a good save */
  draft: { clear(): void };
  /** the check failed before sending: the notice to show and the first failing section */
  onIncomplete: (notice: SaveNotice, firstSectionId: string | null) => void;
  /** `missing`: required answers still empty, saved all the same (applying asks for them) */
  onSaved: (answer: ResumeSaved, values: ResumeValues, missing: number) => void;
  /** awaited: 保存 stays busy while the view asks what to do */
  onConflict: (error: BizError) => unknown;
  /** RESUME_INVALID: its fields are marked; the first failing section to bring into view */
  onInvalid: (firstSectionId: string | null, errors: FieldError[]) => void;
}

function refusedFields(error: unknown): FieldError[] {
  if (!isBizError(error) || error.info.errorCode !== RESUME_INVALID) return [];
  const errors = (error.info.data as ResumeInvalid | undefined)?.errors;
  return Array.isArray(errors) ? errors : [];
}

export function useResumeSave(options: ResumeSaveOptions) {
  const [saving, setSaving] = useState(false);
  const version = useRef(options.version);
  const { ctx, form, template, t, part } = options;

  const save = async () => {
    if (saving) return;
    setSaving(true);
    try {
      const check = await validateForSave(form, template, t, ctx.locale, { part });
      if (!check.ok) return options.onIncomplete(saveNotice(check, ctx.t, ctx.locale), check.firstSectionId);
      const body = { templateId: template.id, values: check.values, version: version.current, ...(part ? { partId: part.partId } : {}) };
      const answer = await request<ResumeSaved>('resume.save', body, { skipErrorHandler: true });
      version.current = answer.version;
      options.draft.clear();
      options.onSaved(answer, check.values, check.missing);
    } catch (error) {
      if (isBizError(error) && error.info.errorCode === RESUME_CONFLICT) {
        await options.onConflict(error);
        return;
      }
      reportFailure(error);
      const refused = refusedFields(error);
      if (refused.length === 0) return;
      markServerErrors(form, refused);
      options.onInvalid(firstFailingSection(template, refused), refused);
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
