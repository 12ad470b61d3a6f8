// The resume editor: completeness and template at the top, the section nav on the left, the form in the
// middle and a sticky save bar. Save checks with validateForSave (the spec's save rules) and sends resume.save with
// the version it holds (useResumeSave, as on h5); the draft in localStorage is offered back when it is newer than the saved resume.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Progress, Select } from 'antd';
import { toJS } from '@formily/reactive';
import type { CompleteResumeDocument, ResumeDocument, TemplateSummary } from '@/src/core/resume-api';
import type { FieldError, ResumeTemplate, ResumeValues } from '@/src/core/resume-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { request } from '@/src/api/client';
import { useEndpoint } from '@/src/api/use-endpoint';
import { stableJson } from '@/src/api/stable-json';
import { formatDateTime } from '@/src/core/format';
import { isEmpty } from '@/src/core/validation';
import { sectionState } from '@/src/forms/completeness';
import { createResumeForm } from '@/src/forms/create-resume-form';
import { resumeToFormily } from '@/src/forms/resume-schema';
import { templateValues } from '@/src/forms/save-resume';
import { draftKey, draftToOffer, useDraft, type Draft } from '@/src/forms/draft';
import { SectionStatusProvider, toTranslate, type SectionStatus } from '@/renderers/pc/fields/env';
import { PcResumeForm } from '@/renderers/pc/fields/resume-form';
import { showConfirm, showMessage, showNotification } from '@/renderers/pc/notifier';
import { useResumeSave } from '@/renderers/common/resume-save/use-resume-save';
import { useResumeStats } from './use-resume-stats';
import { SectionNav, scrollToSection } from './section-nav';
import { SaveNoticeBody } from './save-notice-body';
import { buttonBusy } from '@/renderers/pc/shared/button-busy';

export interface ResumeEditorFormProps {
  ctx: BlockContext;
  doc: ResumeDocument | CompleteResumeDocument;
  /** mode 'complete': the application's position asks for the missing fields of doc */
  complete: boolean;
  /** values typed before a conflict's reload, offered back like a draft */
  carried: Draft | null;
  onCarriedUsed: () => void;
  /** another template was chosen: its document */
  onTemplate: (doc: ResumeDocument) => void;
  /** RESUME_CONFLICT: load the resume again, keeping what was typed to offer back */
  onReload: (carry: Draft) => void;
  reloading: boolean;
  /** mode 'part': open at the section that holds this part */
  focusPart?: string;
  /** mode 'complete': a link back to where the candidate came from (the application) */
  back?: { to: string; text: string };
}

function entryValue(values: ResumeValues, m: FieldError): unknown {
  const part = values[m.sectionId]?.[m.partId];
  const entry = Array.isArray(part) ? part[m.index ?? 0] : part;
  return entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[m.fieldId] : undefined;
}

function fieldOf(template: ResumeTemplate, m: FieldError) {
  const section = template.sections.find((s) => s.id === m.sectionId);
  const part = section?.sectionParts.find((p) => p.id === m.partId);
  return { section, field: part?.newResumeFields.flat().find((f) => f.id === m.fieldId) };
}

function partHasEntries(template: ResumeTemplate, values: ResumeValues, m: FieldError): boolean {
  const part = template.sections.find((s) => s.id === m.sectionId)?.sectionParts.find((p) => p.id === m.partId);
  const entries = values[m.sectionId]?.[m.partId];
  return Array.isArray(entries) && entries.length >= (part?.minItems ?? 1);
}

/** Empty answers, entries and parts left out: an empty part the form adds is no change. */
function pruned(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(pruned).filter((v) => v !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, pruned(v)] as const).filter(([, v]) => v !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value === '' || value === null ? undefined : value;
}

/** A comparable fingerprint of the answers: what the save would send, empties aside. */
const normalised = (template: ResumeTemplate, values: unknown) => stableJson(pruned(templateValues(template, values)) ?? {});

export function ResumeEditorForm({ ctx, doc, complete, carried, onCarriedUsed, onTemplate, onReload, reloading, focusPart, back }: ResumeEditorFormProps) {
  const t = useMemo(() => toTranslate(ctx.t), [ctx.t]);
  const template = doc.template;
  // one form per document: a new document (reload, template switch) mounts a new editor
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- a new t, locale or user object must not make a new form and drop what was typed
  const form = useMemo(() => createResumeForm({ template, values: doc.values, t, locale: ctx.locale, account: ctx.user }), [doc]);
  const schema = useMemo(() => resumeToFormily(template, t), [template, t]);
  const key = ctx.user ? draftKey({ portalId: ctx.site.portalId, userId: ctx.user.id, templateId: template.id }) : null;
  // read before useDraft writes anything
  const [offer, setOffer] = useState<Draft | null>(() => carried ?? (key ? draftToOffer(key, { values: doc.values, updatedAt: doc.updatedAt }) : null));
  const draft = useDraft(form, key);
  const stats = useResumeStats(form, template);
  const [saved, setSaved] = useState({ updatedAt: doc.updatedAt, values: normalised(template, doc.values) });
  const [conflict, setConflict] = useState<string | null>(null);
  const templates = useEndpoint<TemplateSummary[]>(complete ? null : 'resume.getTemplates');

  const { percent, filledRequired, totalRequired, sections } = stats.completeness;
  const missingTotal = totalRequired - filledRequired;
  const dirty = normalised(template, stats.values) !== saved.values;
  const statusMap = useMemo(() => {
    const map: Record<string, SectionStatus> = {};
    for (const s of sections) map[s.id] = { missing: s.missingRequired, errors: s.errors, state: sectionState(s) };
    return map;
  }, [sections]);

  const answerOffer = (restore: boolean) => {
    if (restore && offer) form.setValues(offer.values, 'overwrite');
    if (!restore && !carried && key) draft.clear();
    setOffer(null);
    if (carried) onCarriedUsed();
  };

  const saver = useResumeSave({
    ctx,
    form,
    template,
    t,
    version: doc.version,
    draft,
    onIncomplete: (notice, firstSectionId) => {
      showNotification('info', notice.title, <SaveNoticeBody notice={notice} />);
      scrollToSection(firstSectionId);
    },
    onSaved: (answer, values, missing) => {
      setSaved({ updatedAt: answer.updatedAt, values: normalised(template, values) });
      setOffer(null);
      showMessage('success', missing > 0 ? ctx.t('resume.savedMissing', { count: missing }) : ctx.t('pc.resume.saved'));
    },
    onConflict: (error) => setConflict(error.message),
    onInvalid: (firstSectionId) => scrollToSection(firstSectionId),
  });
  const save = () => {
    if (saver.saving) return;
    setConflict(null);
    void saver.save();
  };

  const switchTemplate = (templateId: string) => {
    if (templateId === template.id) return;
    const go = async () => {
      try {
        const next = await request<ResumeDocument>('resume.changeTemplate', { templateId });
        draft.flush();
        onTemplate(next);
      } catch {
        // the client has shown the failure; the current template stays
      }
    };
    // changeTemplate is stored at once and drops the answers the new template has no field for
    showConfirm({
      title: ctx.t('pc.resume.switchTitle'),
      content: dirty ? `${ctx.t('pc.resume.switchDrops')} ${ctx.t('pc.resume.switchUnsaved')}` : ctx.t('pc.resume.switchDrops'),
      okText: ctx.t('pc.resume.switchOk'),
      cancelText: ctx.t('pc.resume.cancel'),
      onOk: go,
    });
  };

  useEffect(() => {
    if (focusPart) scrollToSection(template.sections.find((s) => s.sectionParts.some((p) => p.id === focusPart))?.id);
  }, [focusPart, template]);

  const templateList = Array.isArray(templates.data) ? templates.data : [];
  const missing = complete && 'missing' in doc && Array.isArray(doc.missing) ? doc.missing : [];

  return (
    <div className="pc-resume-editor">
      <div className="pc-resume-top pc-card">
        <div className="pc-resume-top__progress">
          <span className="pc-resume-top__label" id="pc-resume-completeness">
            {ctx.t('pc.resume.completeness')}
          </span>
          <Progress
            className="pc-resume-top__bar"
            percent={percent}
            status={percent >= 100 ? 'success' : 'normal'}
            aria-labelledby="pc-resume-completeness"
          />
          <span className="pc-resume-top__count">{ctx.t('pc.resume.requiredFilled', { filled: filledRequired, total: totalRequired })}</span>
        </div>
        {templateList.length > 1 && (
          <label className="pc-resume-top__template">
            <span>{ctx.t('pc.resume.template')}</span>
            <Select<string>
              aria-label={ctx.t('pc.resume.template')}
              value={template.id}
              options={templateList.map((item) => ({ value: item.id, label: ctx.t(item.name) }))}
              onChange={switchTemplate}
              style={{ minWidth: 160 }}
            />
          </label>
        )}
      </div>

      {complete && 'positionTitle' in doc && (
        <Alert
          className="pc-resume-complete"
          type="warning"
          showIcon
          message={ctx.t('pc.resume.completeFor', { position: doc.positionTitle })}
          action={
            back ? (
              <Button
                type="primary"
                href={ctx.href(back.to)}
                onClick={(e) => {
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  ctx.navigate(back.to);
                }}
              >
                {back.text}
              </Button>
            ) : undefined
          }
          description={
            missing.length > 0 ? (
              <ul className="pc-resume-complete__list" aria-label={ctx.t('pc.resume.missingFields')}>
                {missing.map((m, i) => {
                  const { section, field } = fieldOf(template, m);
                  // fieldId '' is a repeatable part with too few entries: supplied once it has enough, each filled in
                  const done = field ? !isEmpty(field, entryValue(stats.values, m)) : m.fieldId === '' && partHasEntries(template, stats.values, m) && sections.find((x) => x.id === m.sectionId)?.missingRequired === 0;
                  const where = [section ? ctx.t(section.name) : m.sectionId, field ? ctx.t(field.name) : m.fieldId].filter(Boolean).join(' · ');
                  const label = m.index !== undefined ? `${where} (${ctx.t('pc.resume.entry', { n: m.index + 1 })})` : where;
                  return (
                    <li key={`${m.sectionId}.${m.partId}.${m.index ?? ''}.${m.fieldId}.${i}`} className={done ? 'pc-resume-complete__done' : undefined}>
                      <Button type="link" size="small" onClick={() => scrollToSection(m.sectionId)}>
                        {label}
                      </Button>
                      {done && <span className="pc-resume-complete__tick">{ctx.t('pc.resume.supplied')}</span>}
                    </li>
                  );
                })}
              </ul>
            ) : undefined
          }
        />
      )}

      {offer && (
        <Alert
          className="pc-resume-draft"
          type="info"
          showIcon
          message={ctx.t(carried ? 'pc.resume.draftCarried' : 'pc.resume.draftFound', { time: formatDateTime(offer.savedAt, ctx.timeZone) })}
          action={
            <span className="pc-resume-draft__actions">
              <Button size="small" type="primary" onClick={() => answerOffer(true)}>
                {ctx.t('pc.resume.draftRestore')}
              </Button>
              <Button size="small" onClick={() => answerOffer(false)}>
                {ctx.t('pc.resume.draftDiscard')}
              </Button>
            </span>
          }
        />
      )}

      <div className="pc-resume-editor__body">
        <aside className="pc-resume-editor__aside">
          <SectionNav ctx={ctx} sections={sections} />
        </aside>
        <div className="pc-resume-editor__main">
          <SectionStatusProvider value={statusMap}>
            <PcResumeForm form={form} schema={schema} t={ctx.t} locale={ctx.locale} />
          </SectionStatusProvider>
          <div className="pc-resume-savebar" role="region" aria-label={ctx.t('pc.resume.saveBar')}>
            {conflict && (
              <Alert
                className="pc-resume-savebar__conflict"
                type="error"
                showIcon
                message={conflict}
                action={
                  <Button size="small" danger loading={reloading} onClick={() => onReload({ values: toJS(form.values) as ResumeValues, savedAt: new Date().toISOString() })}>
                    {ctx.t('pc.resume.reload')}
                  </Button>
                }
              />
            )}
            <div className="pc-resume-savebar__inner">
              <p className="pc-resume-savebar__status" aria-live="polite">
                <span className={missingTotal > 0 ? 'pc-resume-savebar__missing' : 'pc-resume-savebar__ready'}>
                  {missingTotal > 0 ? ctx.t('pc.resume.missingTotal', { count: missingTotal }) : ctx.t('pc.resume.allFilled')}
                </span>
                <span className="pc-resume-savebar__state">
                  {dirty ? ctx.t('pc.resume.unsaved') : saved.updatedAt ? ctx.t('pc.resume.savedAt', { time: formatDateTime(saved.updatedAt, ctx.timeZone) }) : ''}
                </span>
              </p>
              <Button type="primary" size="large" loading={buttonBusy(saver.saving)} onClick={save} className="pc-resume-savebar__save">
                {ctx.t('pc.resume.save')}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
