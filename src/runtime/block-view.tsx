import { Suspense, type ReactNode } from 'react';
import type { Block } from '@/src/core/schema-types';
import { endpoints, isEndpointName, type Endpoint, type EndpointName } from '@/src/core/endpoints';
import { signInBlock } from './sign-in-block';
import { useEndpoint } from '@/src/api/use-endpoint';
import { BlockBoundary } from './block-boundary';
import { lazyBlock } from './lazy-block';
import { resolveParams } from './resolve-params';
import { useRuntime } from './runtime-context';
import { NoWaitContext, useServerRender } from './server-render';
import { useBlockContext } from './use-block-context';
import { withDefaults } from '@/src/core/blocks/with-defaults';
import type { BlockContext } from './block-props';

export function BlockList({ blocks }: { blocks: Block[] | undefined }) {
  return <>{(blocks ?? []).map((block, index) => <BlockView key={block.id ?? `${block.type}-${index}`} block={block} />)}</>;
}

const renderBlocks = (blocks: Block[] | undefined): ReactNode => <BlockList blocks={blocks} />;

export function BlockView({ block, children, title }: { block: Block; children?: ReactNode; title?: string }) {
  const runtime = useRuntime();
  const ctx = useBlockContext();
  const known = block.data && isEndpointName(block.data.endpoint) ? block.data : undefined;
  // a guest is not sent to call what needs a user: the block asks them to sign in instead
  const signedOut = Boolean(known && (endpoints[known.endpoint as EndpointName] as Endpoint).auth && !ctx.user);
  const source = signedOut ? undefined : known;
  const params = source
    ? resolveParams(source.params, { route: ctx.params, query: ctx.query, site: { ...runtime.site } })
    : undefined;
  const render = useServerRender();
  // a personal page goes out as the shell: the server draws nobody's data
  // oxlint-disable-next-line react/immutability -- the server render's record of the page, written during its pass by design
  if (signedOut && render) render.shellOnly = `block ${block.type} needs a signed-in user`;
  if (signedOut) return <BlockView block={signInBlock(ctx.loginPath, ctx.query, ctx.params)} />;
  const entry = runtime.resolver.resolve(block.type, runtime.target);
  if (!entry) {
    return (
      <div className="portal-block-error" role="alert" data-block-type={block.type}>
        {runtime.dev ? `unknown block "${block.type}"` : runtime.t('runtime.blockUnavailable')}
      </div>
    );
  }
  render?.blocks.add(block.type);
  // oxlint-disable-next-line react/immutability -- as above: the server render's record of the page
  if (render && entry.browserOnly) render.shellOnly = `block ${block.type} is a form drawn in the browser`;
  const Component = lazyBlock(entry) as unknown as (props: Record<string, unknown>) => ReactNode;
  const drawn = { Component, block, ctx, title, children, endpoint: source ? (source.endpoint as EndpointName) : null, params, loads: Boolean(source) };
  // on the server the block reads its answer inside its boundary, so that it can wait there while the page streams
  return (
    <BlockBoundary type={block.type} message={runtime.t('runtime.blockFailed')}>
      {render ? (
        <Suspense fallback={<NoWaitContext.Provider value>{drawBlock(drawn, { data: undefined, error: undefined, isLoading: drawn.loads, mutate: noop })}</NoWaitContext.Provider>}>
          <ServerBlock {...drawn} />
        </Suspense>
      ) : (
        <BrowserBlock {...drawn} />
      )}
    </BlockBoundary>
  );
}

interface Drawn {
  Component: (props: Record<string, unknown>) => ReactNode;
  block: Block;
  ctx: BlockContext;
  title?: string;
  children?: ReactNode;
  endpoint: EndpointName | null;
  params: Record<string, unknown> | undefined;
  loads: boolean;
}

type Answer = { data: unknown; error: unknown; isLoading: boolean; mutate: () => unknown };

const noop = () => undefined;

function drawBlock({ Component, block, ctx, title, children, loads }: Drawn, { data, error, isLoading, mutate }: Answer): ReactNode {
  return (
    <Component
      block={block}
      props={withDefaults(block.type, block.props)}
      data={data}
      loading={loads && isLoading}
      error={error}
      reload={() => void mutate()}
      ctx={ctx}
      renderBlocks={renderBlocks}
      title={title}
    >
      {children}
    </Component>
  );
}

function ServerBlock(drawn: Drawn) {
  return drawBlock(drawn, useEndpoint(drawn.endpoint as never, drawn.params));
}

// In the browser the call starts with the block's view, while its chunk may still be on its way.
function BrowserBlock(drawn: Drawn) {
  const answer = useEndpoint(drawn.endpoint as never, drawn.params);
  return (
    <Suspense fallback={<div className="portal-block-loading" aria-busy="true" />}>{drawBlock(drawn, answer)}</Suspense>
  );
}
