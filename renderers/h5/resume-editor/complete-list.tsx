import { useMemo } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import type { CompleteResumeDocument } from '@/src/core/resume-api';
import type { FieldError } from '@/src/core/resume-types';
import type { Text } from '@/src/core/schema-types';
import { safeReturnPath } from '@/src/core/safe-path';
import { completeness } from '@/src/forms/completeness';
import type { BlockProps } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import { ProgressCard } from './progress-card';
import { PART_PATH } from './resume-nav';
import '@/renderers/h5/shared/surface.css';
import './resume-editor.css';

interface Gap {
  sectionId: string;
  partId: string;
  title: string;
  fields: string[];
}

/** The missing fields grouped by part, in template order, with the fields' names. */
function gapsOf(doc: CompleteResumeDocument, t: BlockProps['ctx']['t']): Gap[] {
  const gaps: Gap[] = [];
  for (const section of doc.template.sections) {
    for (const part of section.sectionParts) {
      const here = (doc.missing ?? []).filter((m: FieldError) => m.sectionId === section.id && m.partId === part.id);
      if (here.length === 0) continue;
      const fields = part.newResumeFields.flat();
      const names = [...new Set(here.map((m) => {
        const field = fields.find((f) => f.id === m.fieldId);
        return field ? t(field.name) : m.message;
      }))];
      const title = part.name !== undefined && section.sectionParts.length > 1 ? `${t(section.name)} · ${t(part.name)}` : t(section.name);
      gaps.push({ sectionId: section.id, partId: part.id, title, fields: names });
    }
  }
  return gaps;
}

/**
 * The part editor in the template the position asks for: ?templateId= lets its page load resume.edit in that
 * template (answers kept where ids match), and saving there switches the resume to it (docs/api-contract.md).
 */
function partLink(partPath: string, partId: string, templateId: string): string {
  const path = fillPath(partPath, { partId });
  return `${path}${path.includes('?') ? '&' : '?'}templateId=${encodeURIComponent(templateId)}`;
}

/** resume-editor mode 'complete' (completeResume/{deliveryId}): what the position asks for, linking to each part with a gap. */
export function CompleteList({ props, data, loading, error, reload, ctx }: BlockProps<CompleteResumeDocument>) {
  const partPath = useDefaultPath(ctx, undefined, PART_PATH);
  // props.backParam names the query parameter with the way back (the apply wizard's page); same-origin only
  const backTo = typeof props.backParam === 'string' ? safeReturnPath(ctx.query.get(props.backParam), '') : '';
  const done = useMemo(() => (data ? completeness(data.template, data.values) : null), [data]);
  const gaps = useMemo(() => (data ? gapsOf(data, ctx.t) : []), [data, ctx.t]);
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={!data || !done} rows={5}>
      {data && done && (
        <div className="h5-resume-editor">
          <header className="h5-card h5-resume-complete__head">
            <h2 className="h5-resume-complete__title">{ctx.t('h5.resume.completeTitle', { position: data.positionTitle })}</h2>
            <p className="h5-resume-complete__hint">{gaps.length ? ctx.t('h5.resume.completeHint') : ctx.t('h5.resume.completeDone')}</p>
            {backTo && (
              <AppLink ctx={ctx} to={backTo} className={`h5-resume-complete__back${gaps.length ? '' : ' h5-resume-complete__back--ready'}`}>
                {ctx.t((props.backText as Text | undefined) ?? 'block.back')}
              </AppLink>
            )}
          </header>
          <ProgressCard ctx={ctx} done={done} />
          {gaps.length > 0 && (
            <ul className="h5-resume-list">
              {gaps.map((gap) => (
                <li key={`${gap.sectionId}.${gap.partId}`} className="h5-resume-list__section">
                  <AppLink ctx={ctx} to={partLink(partPath, gap.partId, data.template.id)} className="h5-resume-row-link h5-resume-row-link--gap">
                    <span className="h5-resume-row-link__main">
                      <span className="h5-resume-row-link__title">{gap.title}</span>
                      <span className="h5-resume-row-link__fields">{gap.fields.join('、')}</span>
                    </span>
                    <span className="h5-part-state h5-part-state--missing">{ctx.t('h5.resume.fill')}</span>
                    <RightOutline className="h5-resume-row-link__arrow" aria-hidden />
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </BlockState>
  );
}
