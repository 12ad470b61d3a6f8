// resume-view: the candidate's resume read-only (data resume.view), the same schema as the editor drawn in
// readPretty, section by section, with a link to the editor.
import { useMemo, type MouseEvent } from 'react';
import { Button } from 'antd';
import type { ResumeDocument } from '@/src/core/resume-api';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { formatDateTime } from '@/src/core/format';
import { createResumeForm } from '@/src/forms/create-resume-form';
import { resumeToFormily } from '@/src/forms/resume-schema';
import { completeness } from '@/src/forms/completeness';
import { blockState } from '@/renderers/pc/shared/block-state';
import { fillPath } from '@/renderers/common/fill-path';
import { toTranslate } from '@/renderers/pc/fields/env';
import { PcResumeForm } from '@/renderers/pc/fields/resume-form';
import './resume-view.css';

const DEFAULT_EDIT_PATH = 'resumeedit/{userId}';

function ResumeReader({ doc, ctx, editPath }: { doc: ResumeDocument; ctx: BlockProps['ctx']; editPath: string }) {
  const t = useMemo(() => toTranslate(ctx.t), [ctx.t]);
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- one form per document: t and the locale are read when it is made
  const form = useMemo(() => createResumeForm({ template: doc.template, values: doc.values, t, locale: ctx.locale, readPretty: true }), [doc]);
  const schema = useMemo(() => resumeToFormily(doc.template, t), [doc.template, t]);
  const { percent } = useMemo(() => completeness(doc.template, doc.values), [doc]);
  const to = ctx.user ? fillPath(editPath, { userId: ctx.user.id }) : null;
  const edit = (e: MouseEvent<HTMLElement>) => {
    if (!to || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    ctx.navigate(to);
  };
  return (
    <article className="pc-resume-view">
      <header className="pc-resume-view__head pc-card">
        <div className="pc-resume-view__facts">
          <h2 className="pc-resume-view__title">{ctx.t(doc.template.name)}</h2>
          <p className="pc-resume-view__meta">
            <span>{ctx.t('pc.resume.completenessValue', { percent })}</span>
            {doc.updatedAt && <span>{ctx.t('pc.resume.updatedAt', { time: formatDateTime(doc.updatedAt, ctx.timeZone) })}</span>}
          </p>
        </div>
        {to && (
          <Button type="primary" size="large" href={ctx.href(to)} onClick={edit}>
            {ctx.t('pc.resume.edit')}
          </Button>
        )}
      </header>
      <PcResumeForm form={form} schema={schema} t={ctx.t} locale={ctx.locale} readPretty />
    </article>
  );
}

export default function ResumeView(props: BlockProps<ResumeDocument, PropsFor<'resume-view'>>) {
  const { data, ctx } = props;
  const state = blockState(props, { empty: !data, rows: 10 });
  if (state || !data) return state;
  const editPath = props.props.editPath ?? DEFAULT_EDIT_PATH;
  return <ResumeReader key={`${data.resumeId}:${data.version}:${data.template.id}`} doc={data} ctx={ctx} editPath={editPath} />;
}
