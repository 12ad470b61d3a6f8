import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd-mobile';
import type { CompleteResumeDocument, ResumeDocument } from '@/src/core/resume-api';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { CompleteList } from './complete-list';
import { SectionList } from './section-list';

// Only the part editor draws the Formily form: the section list and the gaps list load none of it.
const PartEditor = lazy(() => import('@/renderers/h5/resume-part'));

/**
 * resume-editor on h5, by props.mode: 'edit' (default; also 'full'; data resume.edit) the list of sections with
 * their state, each leading to the part editor; 'part' (data resume.edit, route param partId) one part in the
 * form; 'complete' (data resume.completeResume) what the position asks for and where the gaps are.
 */
export default function ResumeEditor(blockProps: BlockProps<ResumeDocument | CompleteResumeDocument, PropsFor<'resume-editor'>>) {
  const mode = blockProps.props.mode;
  if (mode === 'part') {
    return (
      <Suspense
        fallback={
          <div className="h5-state h5-state--loading" aria-busy="true">
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        }
      >
        <PartEditor {...(blockProps as BlockProps<ResumeDocument>)} />
      </Suspense>
    );
  }
  if (mode === 'complete') return <CompleteList {...(blockProps as BlockProps<CompleteResumeDocument>)} />;
  return <SectionList {...(blockProps as BlockProps<ResumeDocument>)} />;
}
