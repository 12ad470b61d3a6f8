import type { ReactNode } from 'react';
import type { Block, SiteFile, Text } from '@/src/core/schema-types';
import type { SiteContext } from '@/src/site/site-context';
import type { SessionUser } from '@/src/core/envelope';

export interface BlockContext {
  site: SiteContext;
  siteFile: SiteFile;
  /** route params of the matched route */
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  locale: string;
  /** translate a message key or a per-locale text; {name} placeholders are filled from vars */
  t: (text: Text | undefined, vars?: Record<string, string | number>) => string;
  /** a path relative to the variant base ("notice/3") or an absolute same-origin path -> an href */
  href: (to: string) => string;
  /** merge into the query string (undefined or "" removes a key); the page's data reloads */
  setQuery: (patch: Record<string, string | number | undefined>) => void;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** the signed-in user of this site, or null for a guest */
  user: SessionUser | null;
  /** the login page, relative to the variant base (the route file's "login") */
  loginPath: string;
  /** the home page, relative to the variant base (the route file's "home") */
  homePath: string;
  /** the portal's IANA zone: pass it to the date helpers of src/core/format.ts */
  timeZone: string;
}

/**
 * What a renderer receives. P is its block type's props (PropsFor<'position-list'> from src/core/blocks/block-types):
 * block.props over the defaults of the type's contract, never undefined.
 */
export interface BlockProps<D = unknown, P extends object = Record<string, unknown>> {
  block: Block;
  props: P;
  /** the answer of block.data's endpoint (the envelope's data), once loaded */
  data: D | undefined;
  loading: boolean;
  /** set when the call failed; the client has already shown its notice */
  error: unknown;
  reload: () => void;
  ctx: BlockContext;
  /** draws child blocks (containers) */
  renderBlocks: (blocks: Block[] | undefined) => ReactNode;
}

/** A layout block frames the page: it gets the page title and the page's blocks as children. */
export interface LayoutProps extends BlockProps {
  title: string;
  children: ReactNode;
}
