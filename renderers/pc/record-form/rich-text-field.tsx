// The rich-text editor loads on its own (TipTap and ProseMirror are large): a form page without rich text, and
// every candidate's page, never fetches it.
import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

export interface RichTextProps {
  ctx: BlockContext;
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  label: string;
  invalid?: boolean;
}

export function RichTextField(props: RichTextProps) {
  return (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
