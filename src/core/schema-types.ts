// Types of the schema files under schemas/. The meta-schemas in schemas/meta are the source of truth;
// tests/unit/schema-types.test.ts checks that every sample file satisfies both.
import type { CensorRole } from './envelope';

export type Template = 'default' | 'army' | (string & {});
export type Terminal = 'pc' | 'h5';

/** A text in a schema: a message key of schemas/locales, or a literal per locale (zh-CN is the fallback). */
export type Text = string | { 'zh-CN': string; 'en-US'?: string; [locale: string]: string | undefined };

export interface NavItem {
  label: Text;
  /** path relative to the variant base, e.g. "home" or "notice"; or an absolute same-origin path */
  to: string;
  icon?: string;
  /** only for a censor account holding this role */
  role?: CensorRole;
}

/** An entry of the account menu: the pc header's name menu, the h5 "mine" page. */
export interface AccountMenuItem {
  label: Text;
  /** where it leads, as NavItem.to; for "logout" the page shown after logging out */
  to: string;
  /** "unread": shows the unread notifications count; "logout": logs out, then goes to `to` */
  kind?: 'unread' | 'logout';
  /** the entry carries the page it is chosen on as ?redirect=, for a page that goes back once done (changepass) */
  returns?: boolean;
  /** only for a censor account holding this role */
  role?: CensorRole;
}

export interface SiteFile {
  $schema?: string;
  template: Template;
  name: Text;
  terminals: Terminal[];
  channelMap: Record<string, Terminal>;
  theme: { primaryColor: string; headerBackground: string; headerText: string; accentColor?: string; radius?: number };
  /** navigation per terminal the site has: header menu on pc, tab bar on h5 */
  nav: Partial<Record<Terminal, NavItem[]>>;
  /** what a signed-in reviewer sees instead of nav (a saved user of the censor domain); nav when not given */
  reviewerNav?: Partial<Record<Terminal, NavItem[]>>;
  /** the signed-in candidate's account menu per terminal */
  accountMenu?: Partial<Record<Terminal, AccountMenuItem[]>>;
  /** a signed-in reviewer's account menu per terminal; accountMenu is never shown to a reviewer */
  reviewerAccountMenu?: Partial<Record<Terminal, AccountMenuItem[]>>;
  footer?: Text;
  /** the recruitment types the stat strips and type tabs show, in order (a block's own list wins); the spec's four when absent */
  recruitTypes?: string[];
  /** the locales the language switch offers, in order; not drawn with one; zh-CN and en-US when absent */
  languages?: string[];
  /** what /sitemap.xml lists for a portal of this template: detail pages of one terminal */
  sitemap?: { terminal: Terminal; pages: SitemapPage[] };
}

/** One kind of detail page in the sitemap: its rows, and its path with {id} where a row's id goes. */
export interface SitemapPage {
  of: 'positions' | 'notices' | 'activities';
  /** activities of this kind only */
  kind?: 'activity' | 'campusFair' | 'socialFair';
  path: string;
}

export interface RouteNode {
  /** react-router path relative to the parent, e.g. "home", "notice/:id", "layout" */
  path: string;
  /** id of schemas/pages/{page}.json */
  page?: string;
  /** relative target; ":name" segments are filled from the matched params */
  redirect?: string;
  /** keep the query string when redirecting */
  keepQuery?: boolean;
  /** regular expressions the :params must match in whole; otherwise the path is a 404 */
  params?: Record<string, string>;
  children?: RouteNode[];
}

export interface RouteFile {
  $schema?: string;
  template: Template;
  terminal: Terminal;
  /** page id of the 404 page of this variant */
  notFound: string;
  /** the login page path relative to the variant base (h5: "layout/login") */
  login: string;
  /** the home page path relative to the variant base */
  home: string;
  routes: RouteNode[];
}

/**
 * A value of a block's data params: a literal, or a reference string:
 * "$route.id", "$query.tab", "$site.portalId", "$session.userId". "$query.page|1" gives a default.
 */
export type ParamValue = string | number | boolean | null;

export interface DataSource {
  /** a name in src/core/endpoints.ts */
  endpoint: string;
  params?: Record<string, ParamValue>;
}

export interface Block {
  type: string;
  id?: string;
  props?: Record<string, unknown>;
  data?: DataSource;
  /** child blocks, for container blocks (section, grid, tabs) */
  blocks?: Block[];
}

export interface PageFile {
  $schema?: string;
  id: string;
  title: Text;
  /** the meta description search engines and link previews show; pageDescription.default without it */
  description?: Text;
  /** the layout block type that frames the page: "layout-portal" (header, nav, footer), "layout-bare" */
  layout?: string;
  /** props of the layout block: layout-bare takes bar (the compact bar of a new-tab page) and backParam */
  layoutProps?: Record<string, unknown>;
  blocks: Block[];
}

export type LocaleFile = Record<string, string>;
