import { useState } from 'react';
import type { CompleteResumeDocument, ResumeDocument } from '@/src/core/resume-api';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import type { Draft } from '@/src/forms/draft';
import type { Text } from '@/src/core/schema-types';
import { safeReturnPath } from '@/src/core/safe-path';
import { blockState } from '@/renderers/pc/shared/block-state';
import { ResumeEditorForm } from './editor';
import './resume-editor.css';

type Doc = ResumeDocument | CompleteResumeDocument;

/**
 * resume-editor: data resume.edit, or resume.completeResume with props.mode 'complete'; mode 'part' opens the
 * whole editor at the section of the route's :partId (h5 edits that part alone). The document shown
 * is the block's data until another template is chosen; fresh data (a reload) mounts a fresh form.
 */
export default function ResumeEditor(props: BlockProps<Doc, PropsFor<'resume-editor'>>) {
  const { data, ctx } = props;
  const [seen, setSeen] = useState(data);
  const [doc, setDoc] = useState(data);
  const [generation, setGeneration] = useState(0);
  const [carried, setCarried] = useState<Draft | null>(null);
  const [reloading, setReloading] = useState(false);
  if (data !== seen) {
    // fresh data from the block: adopt it during render (no stale frame)
    setSeen(data);
    if (data) {
      setDoc(data);
      setGeneration((g) => g + 1);
      setReloading(false);
    }
  }

  // a failed reload: the client has shown why; the button is usable again
  if (reloading && !props.loading && props.error !== undefined && props.error !== null) setReloading(false);

  const state = blockState(props, { empty: !doc, rows: 12 });
  if (state || !doc) return state;
  const complete = props.props.mode === 'complete' || 'deliveryId' in doc;
  // props.backParam names the query parameter with the way back (the apply wizard's page); same-origin only
  const backParam = props.props.backParam ?? '';
  const backTo = backParam ? safeReturnPath(ctx.query.get(backParam), '') : '';
  return (
    <ResumeEditorForm
      key={generation}
      ctx={ctx}
      doc={doc}
      complete={complete}
      back={backTo ? { to: backTo, text: ctx.t((props.props.backText as Text | undefined) ?? 'block.back') } : undefined}
      carried={carried}
      onCarriedUsed={() => setCarried(null)}
      onTemplate={(next) => {
        setCarried(null);
        setDoc(next);
        setGeneration((g) => g + 1);
      }}
      onReload={(carry) => {
        setCarried(carry);
        setReloading(true);
        props.reload();
      }}
      reloading={reloading}
      focusPart={props.props.mode === 'part' ? ctx.params.partId : undefined}
    />
  );
}
