// The meta-schemas (schemas/meta) and the TypeScript types (src/core/schema-types.ts) describe the same
// files: the same property names, the same required ones. The key lists below are checked against the
// types by the compiler and against the meta-schemas by the test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AccountMenuItem, Block, DataSource, NavItem, PageFile, RouteFile, RouteNode, SiteFile, SitemapPage } from '@/src/core/schema-types';

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** true only when the list holds exactly the keys of T (and no others) */
type Exactly<Keys extends PropertyKey, List extends readonly PropertyKey[]> = [Exclude<Keys, List[number]>, Exclude<List[number], Keys>] extends [never, never]
  ? true
  : false;

function keys<T>() {
  return <const All extends readonly PropertyKey[], const Req extends readonly PropertyKey[]>(
    all: All & (Exactly<keyof T, All> extends true ? unknown : ['keys differ from the type']),
    required: Req & (Exactly<RequiredKeys<T>, Req> extends true ? unknown : ['required keys differ from the type']),
  ) => ({ all: [...all].map(String).sort(), required: [...required].map(String).sort() });
}

type Theme = SiteFile['theme'];
type Sitemap = NonNullable<SiteFile['sitemap']>;

const TYPES = {
  site: keys<SiteFile>()(['$schema', 'template', 'name', 'terminals', 'channelMap', 'theme', 'nav', 'reviewerNav', 'accountMenu', 'reviewerAccountMenu', 'footer', 'recruitTypes', 'languages', 'sitemap'], ['template', 'name', 'terminals', 'channelMap', 'theme', 'nav']),
  theme: keys<Theme>()(['primaryColor', 'headerBackground', 'headerText', 'accentColor', 'radius'], ['primaryColor', 'headerBackground', 'headerText']),
  sitemap: keys<Sitemap>()(['terminal', 'pages'], ['terminal', 'pages']),
  sitemapPage: keys<SitemapPage>()(['of', 'kind', 'path'], ['of', 'path']),
  navItem: keys<NavItem>()(['label', 'to', 'icon', 'role'], ['label', 'to']),
  accountMenuItem: keys<AccountMenuItem>()(['label', 'to', 'kind', 'returns', 'role'], ['label', 'to']),
  routes: keys<RouteFile>()(['$schema', 'template', 'terminal', 'notFound', 'login', 'home', 'routes'], ['template', 'terminal', 'notFound', 'login', 'home', 'routes']),
  route: keys<RouteNode>()(['path', 'page', 'redirect', 'keepQuery', 'params', 'children'], ['path']),
  page: keys<PageFile>()(['$schema', 'id', 'title', 'description', 'layout', 'layoutProps', 'blocks'], ['id', 'title', 'blocks']),
  block: keys<Block>()(['type', 'id', 'props', 'data', 'blocks'], ['type']),
  data: keys<DataSource>()(['endpoint', 'params'], ['endpoint']),
};

type Schema = { properties?: Record<string, Schema>; required?: string[]; $defs?: Record<string, Schema>; additionalProperties?: unknown; minProperties?: number };
const meta = (kind: string): Schema => JSON.parse(readFileSync(join(process.cwd(), 'schemas/meta', `${kind}.schema.json`), 'utf8'));

const SCHEMAS: Record<keyof typeof TYPES, () => Schema> = {
  site: () => meta('site'),
  theme: () => meta('site').properties!.theme,
  sitemap: () => meta('site').properties!.sitemap,
  sitemapPage: () => meta('site').$defs!.sitemapEntry,
  navItem: () => meta('site').$defs!.navItem,
  accountMenuItem: () => meta('site').$defs!.accountMenuItem,
  routes: () => meta('routes'),
  route: () => meta('routes').$defs!.route,
  page: () => meta('page'),
  block: () => meta('page').$defs!.block,
  data: () => meta('page').$defs!.data,
};

describe('meta-schemas and schema-types.ts agree', () => {
  for (const name of Object.keys(TYPES) as (keyof typeof TYPES)[]) {
    it(name, () => {
      const schema = SCHEMAS[name]();
      expect(Object.keys(schema.properties ?? {}).sort()).toEqual(TYPES[name].all);
      expect([...(schema.required ?? [])].sort()).toEqual(TYPES[name].required);
      expect(schema.additionalProperties).toBe(false);
    });
  }

  it('nav has one list per terminal, a locale part is a flat string map', () => {
    const nav = meta('site').properties!.nav;
    expect(Object.keys(nav.properties!).sort()).toEqual(['h5', 'pc']);
    // a template names the terminals it has: a desktop-only one has no h5 list
    expect(nav.required).toBeUndefined();
    expect(nav.minProperties).toBe(1);
    const locale = meta('locale') as Schema & { additionalProperties: { type: string } };
    expect(locale.additionalProperties.type).toBe('string');
  });
});
