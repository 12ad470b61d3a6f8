import { useMemo } from 'react';
import type { ResumeDocument } from '@/src/core/resume-api';
import { createResumeForm } from '@/src/forms/create-resume-form';
import { ResumeFormView } from '@/src/forms/resume-form-view';
import { resumeToFormily } from '@/src/forms/resume-schema';
import type { BlockContext, BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import { FieldTextProvider } from '@/renderers/h5/fields/field-text';
import { h5FormComponents } from '@/renderers/h5/fields/form-components';
import { useFormTranslate } from '@/renderers/h5/resume-editor/translate';
import './resume-view.css';

function ReadOnlyResume({ doc, ctx, editTo }: { doc: ResumeDocument; ctx: BlockContext; editTo: string | null }) {
  const t = useFormTranslate(ctx);
  const form = useMemo(() => createResumeForm({ template: doc.template, values: doc.values, t, locale: ctx.locale, readPretty: true }), [doc, t, ctx.locale]);
  const schema = useMemo(() => resumeToFormily(doc.template, t), [doc.template, t]);
  return (
    <FieldTextProvider t={ctx.t} locale={ctx.locale}>
      <div className="h5-resume-view">
        <ResumeFormView form={form} schema={schema} components={h5FormComponents} readPretty />
        {editTo && (
          <div className="h5-resume-view__edit">
            <AppLink ctx={ctx} to={editTo} className="h5-resume-view__edit-link">
              {ctx.t('h5.resume.edit')}
            </AppLink>
          </div>
        )}
      </div>
    </FieldTextProvider>
  );
}

/**
 * resume-view on h5 (data resume.view): the whole resume read-only, each section a card, and a link to the
 * editor (props.editPath, default "resumeedit/{userId}"; "layout/" is added on pages under layout/).
 */
export default function ResumeView({ props, data, loading, error, reload, ctx }: BlockProps<ResumeDocument, PropsFor<'resume-view'>>) {
  const editPath = useDefaultPath(ctx, props.editPath, 'resumeedit/{userId}');
  const editTo = ctx.user ? fillPath(editPath, { userId: ctx.user.id }) : null;
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={!data} rows={8}>
      {data && <ReadOnlyResume key={`${data.resumeId}:${data.version}:${data.template.id}`} doc={data} ctx={ctx} editTo={editTo} />}
    </BlockState>
  );
}
