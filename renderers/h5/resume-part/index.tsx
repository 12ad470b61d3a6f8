import { useEffect, useMemo, useRef } from 'react';
import { Button, Dialog } from 'antd-mobile';
import type { Form } from '@formily/core';
import { toJS } from '@formily/reactive';
import type { ResumeDocument } from '@/src/core/resume-api';
import type { ResumeValues } from '@/src/core/resume-types';
import { createResumeForm } from '@/src/forms/create-resume-form';
import { draftKey, draftToOffer, clearDraft, saveDraft, useDraft } from '@/src/forms/draft';
import { ResumeFormView } from '@/src/forms/resume-form-view';
import { resumeToFormily } from '@/src/forms/resume-schema';
import { useResumeSave } from '@/renderers/common/resume-save/use-resume-save';
import { SaveNoticeView } from './save-notice-view';
import { h5Services } from '@/renderers/h5/kit-services';
import type { BlockContext, BlockProps } from '@/src/runtime/block-props';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { FieldTextProvider } from '@/renderers/h5/fields/field-text';
import { h5FormComponents } from '@/renderers/h5/fields/form-components';
import { findPart } from '@/renderers/h5/resume-editor/resume-nav';
import { useFormTranslate } from '@/renderers/h5/resume-editor/translate';
import { partOnly } from './part-schema';
import { formatDateTime } from '@/src/core/format';
import '@/renderers/h5/shared/surface.css';
import './resume-part.css';

function scrollToFirstError() {
  // after React has drawn the errors
  setTimeout(() => {
    const first = document.querySelector('.h5-resume-form .h5-field--error, .h5-resume-form .h5-field__error');
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, 0);
}

interface EditorProps {
  doc: ResumeDocument;
  partId: string;
  ctx: BlockContext;
  reload: () => void;
}

/** Offers a draft that is newer than the saved resume, once per opened form: 恢复草稿 or 放弃. */
function useDraftOffer(form: Form, key: string | null, doc: ResumeDocument, ctx: BlockContext) {
  const asked = useRef(false);
  useEffect(() => {
    if (!key || asked.current) return;
    asked.current = true;
    const draft = draftToOffer(key, { values: doc.values, updatedAt: doc.updatedAt });
    if (!draft) return;
    // written as pc writes it: 2026-01-05 08:00 on the portal's clock
    const time = formatDateTime(draft.savedAt, ctx.timeZone);
    void Dialog.confirm({
      title: ctx.t('h5.resume.draftTitle'),
      content: ctx.t('h5.resume.draftText', { time }),
      confirmText: ctx.t('h5.resume.draftRestore'),
      cancelText: ctx.t('h5.resume.draftDiscard'),
    }).then((restore) => {
      if (restore) form.setValues(draft.values, 'overwrite');
      else clearDraft(key);
    });
  }, [form, key, doc, ctx]);
}

function PartEditor({ doc, partId, ctx, reload }: EditorProps) {
  const { template } = doc;
  const found = findPart(template, partId);
  const t = useFormTranslate(ctx);
  // the form is made once per served document (the block is keyed by its version); ctx.t is stable per locale
  const form = useMemo(
    () => createResumeForm({ template, values: doc.values, t, locale: ctx.locale, account: ctx.user }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [doc, t, ctx.locale],
  );
  const schema = useMemo(
    () => (found ? partOnly(resumeToFormily(template, t), found.section.id, partId) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [template, partId, t],
  );
  const userId = ctx.user?.id;
  const key = userId !== undefined ? draftKey({ portalId: ctx.site.portalId, userId, templateId: template.id }) : null;
  const draft = useDraft(form, key);
  useDraftOffer(form, key, doc, ctx);
  const part = found ? { sectionId: found.section.id, partId } : undefined;
  const { save, saving } = useResumeSave({
    ctx,
    form,
    template,
    t,
    version: doc.version,
    // this part only: the other parts wait for their own save (the server checks that nothing is wrong there)
    part,
    draft,
    onIncomplete: (notice) => {
      // not awaited: 保存 is ready again while the dialog is open; its close leads to the first failing field
      void h5Services.alert({ title: notice.title, content: <SaveNoticeView notice={notice} />, okText: ctx.t('h5.form.confirm') }).then(scrollToFirstError);
    },
    onSaved: (_answer, _values, missing) => {
      h5Services.toast('success', missing > 0 ? ctx.t('resume.savedMissing', { count: missing }) : ctx.t('h5.resume.saved'));
      reload();
    },
    onConflict: async (error) => {
      // keep what was typed: the draft is newer than the other page's save, so it is offered after the reload
      if (key) saveDraft(key, toJS(form.values) as ResumeValues);
      const again = await Dialog.confirm({ content: error.message, confirmText: ctx.t('h5.resume.reload'), cancelText: ctx.t('h5.form.cancel') });
      if (again) reload();
    },
    onInvalid: scrollToFirstError,
  });

  if (!found || !schema) {
    return (
      <div className="h5-state" role="status">
        <p className="h5-state__text">{ctx.t('h5.resume.partMissing')}</p>
      </div>
    );
  }
  return (
    <FieldTextProvider t={ctx.t} locale={ctx.locale}>
      <form
        className="h5-resume-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <ResumeFormView form={form} schema={schema} components={h5FormComponents} />
        <div className="h5-save-bar">
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={saving} loadingText={ctx.t('h5.resume.saving')}>
            {ctx.t('h5.resume.save')}
          </Button>
        </div>
      </form>
    </FieldTextProvider>
  );
}

/**
 * The h5 part editor (route resumeeditpart/{partId}; data resume.edit): one part of the resume at a time in
 * the Formily form of the whole template, a fixed 保存 bar, the draft offered back, RESUME_CONFLICT with a reload, RESUME_INVALID's
 * messages at their fields (useResumeSave, as on pc).
 */
export default function ResumePartBlock({ data, loading, error, reload, ctx }: BlockProps<ResumeDocument>) {
  const partId = ctx.params.partId ?? '';
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={!data} rows={6}>
      {data && <PartEditor key={`${data.resumeId}:${data.version}:${data.updatedAt ?? ''}:${partId}`} doc={data} partId={partId} ctx={ctx} reload={reload} />}
    </BlockState>
  );
}
