import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PageFile } from '@/src/core/schema-types';
import { BlockList, BlockView } from './block-view';
import { ChunkBoundary } from './chunk-boundary';
import { isChunkLoadError } from './chunk-failure';
import { DelayedSpinner } from './delayed-spinner';
import { usePageAddress, usePageHead } from './page-head';
import { useRuntime } from './runtime-context';
import { useSchema } from './use-schema';

/** Draws schemas/pages/{pageId}.json inside its layout block. */
export function SchemaPage({ pageId }: { pageId: string }) {
  const runtime = useRuntime();
  const [query] = useSearchParams();
  const state = useSchema<PageFile>(`pages/${pageId}.json`);
  const title = state.status === 'ready' ? runtime.t(state.value.title) : '';
  const description = state.status === 'ready' ? runtime.t(state.value.description ?? 'pageDescription.default') : '';
  // a list's filters and pages are one page to a search engine: its address without the query
  const address = usePageAddress();

  useEffect(() => {
    if (state.status === 'failed') console.error('没有获取到页面配置', pageId, state.error);
  }, [state, pageId]);
  usePageHead(title ? { title, siteName: runtime.t(runtime.siteFile.name), description, canonical: address.origin + address.pathname } : null);

  if (state.status === 'loading') return <DelayedSpinner label={runtime.t('block.loading')} />;
  // no answer at all is the network's failure, not a missing page: the layout with the network notice and a retry
  const lost = state.status === 'failed' && isChunkLoadError(state.error) ? state : undefined;
  const page: PageFile =
    state.status === 'ready'
      ? state.value
      : lost
        ? { id: 'page-lost', title: 'runtime.loadFailed.title', blocks: [] }
        : {
          id: 'page-missing',
          title: 'runtime.pageMissing.title',
          layout: 'layout-bare',
          blocks: [{ type: 'message', props: { icon: 'error', title: 'runtime.pageMissing.title', description: 'runtime.pageMissing.description', action: { text: 'runtime.backHome', to: '/index' } } }],
        };
  // a detail opened in a new tab with headStyle=false shows no header
  const layout = query.get('headStyle') === 'false' ? 'layout-bare' : (page.layout ?? 'layout-portal');
  // a part whose code does not arrive shows the network notice in its place: inside the layout, or instead of it
  return (
    <ChunkBoundary>
      <BlockView block={{ type: layout, props: page.layoutProps }} title={runtime.t(page.title)}>
        <ChunkBoundary onRetry={lost?.retry}>{lost ? <Rethrow error={lost.error} /> : <BlockList blocks={page.blocks} />}</ChunkBoundary>
      </BlockView>
    </ChunkBoundary>
  );
}

/** Hands a failure to the boundary around it, which draws the notice. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}
