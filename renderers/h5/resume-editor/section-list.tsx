import { useMemo } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import type { ResumeDocument } from '@/src/core/resume-api';
import { completeness } from '@/src/forms/completeness';
import type { BlockProps } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import { PartState } from './part-state';
import { ProgressCard } from './progress-card';
import { onlyPart, PART_PATH } from './resume-nav';
import '@/renderers/h5/shared/surface.css';
import './resume-editor.css';

/**
 * The h5 resume overview: the completeness bar, then each section as a row with its state leading to the
 * part editor; a section of several parts lists its parts under it, each with its own state.
 */
export function SectionList({ data, loading, error, reload, ctx }: BlockProps<ResumeDocument>) {
  const partPath = useDefaultPath(ctx, undefined, PART_PATH);
  const done = useMemo(() => (data ? completeness(data.template, data.values) : null), [data]);
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={!data || !done} rows={6}>
      {data && done && (
        <div className="h5-resume-editor">
          <ProgressCard ctx={ctx} done={done} />
          <nav aria-label={ctx.t('h5.resume.sections')}>
            <ul className="h5-resume-list">
              {data.template.sections.map((section) => {
                const state = done.sections.find((s) => s.id === section.id);
                const single = section.sectionParts.length === 1;
                const first = section.sectionParts[0];
                if (!first) return null;
                return (
                  <li key={section.id} className="h5-resume-list__section">
                    {single ? (
                      <AppLink ctx={ctx} to={fillPath(partPath, { partId: first.id })} className="h5-resume-row-link">
                        <span className="h5-resume-row-link__title">{ctx.t(section.name)}</span>
                        {state && <PartState ctx={ctx} missing={state.missingRequired} errors={state.errors} answered={state.answered} />}
                        <RightOutline className="h5-resume-row-link__arrow" aria-hidden />
                      </AppLink>
                    ) : (
                      <div className="h5-resume-row-link h5-resume-row-link--head">
                        <span className="h5-resume-row-link__title">{ctx.t(section.name)}</span>
                        {state && <PartState ctx={ctx} missing={state.missingRequired} errors={state.errors} answered={state.answered} />}
                      </div>
                    )}
                    {!single && (
                      <ul className="h5-resume-list__parts">
                        {section.sectionParts.map((part) => {
                          const cut = onlyPart(data.template, data.values, section, part);
                          const own = completeness(cut.template, cut.values).sections[0];
                          return (
                            <li key={part.id}>
                              <AppLink ctx={ctx} to={fillPath(partPath, { partId: part.id })} className="h5-resume-row-link h5-resume-row-link--part">
                                <span className="h5-resume-row-link__title">{ctx.t(part.name ?? section.name)}</span>
                                {own && <PartState ctx={ctx} missing={own.missingRequired} errors={own.errors} answered={own.answered} />}
                                <RightOutline className="h5-resume-row-link__arrow" aria-hidden />
                              </AppLink>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      )}
    </BlockState>
  );
}
