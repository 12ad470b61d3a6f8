import type { NavItem, SiteFile, Terminal } from '@/src/core/schema-types';
import { contrastRatio, TEXT_CONTRAST_MIN } from '@/src/core/contrast';
import { checkKeysExist } from './check-locales';
import { checkSiteLists } from './check-site-lists';
import { joinPointer } from './json-pointer';
import { findRoute, relativeLinkPath, type FlatRoute } from './route-paths';
import { routeFileOf, type SchemaSet } from './schema-set';
import { collectKeys } from './text-refs';

const TERMINALS: Terminal[] = ['pc', 'h5'];

export function checkSites(set: SchemaSet, flat: Map<string, FlatRoute[]>, keys: Map<string, Set<string>>): void {
  for (const [template, { file, value }] of set.sites) {
    if (file !== `sites/${template}.json`) set.report(file, '/template', `template "${template}" belongs in sites/${template}.json`);
    value.terminals.forEach((terminal, i) => {
      const routeFile = routeFileOf(template, terminal);
      if (!set.present.has(routeFile)) set.report(file, `/terminals/${i}`, `terminal "${terminal}" has no route file ${routeFile}`);
      if (!value.nav?.[terminal]) set.report(file, '/nav', `terminal "${terminal}" has no nav (its ${terminal === 'pc' ? 'header menu' : 'tab bar'})`);
    });
    for (const [channel, terminal] of Object.entries(value.channelMap)) {
      if (!value.terminals.includes(terminal)) {
        set.report(file, joinPointer('/channelMap', channel), `"${terminal}" is not one of this site's terminals (${value.terminals.join(', ')})`);
      }
    }
    checkKeysExist(set, keys, file, [...collectKeys(value.name, '/name'), ...collectKeys(value.footer, '/footer')]);
    checkHeaderContrast(set, file, value.theme);
    checkSiteLists(set, keys, file, value);

    checkNav(set, flat, keys, file, template, value.terminals, '/nav', value.nav);
    if (value.reviewerNav) checkNav(set, flat, keys, file, template, value.terminals, '/reviewerNav', value.reviewerNav);
    if (value.accountMenu) checkNav(set, flat, keys, file, template, value.terminals, '/accountMenu', value.accountMenu);
    if (value.reviewerAccountMenu) checkNav(set, flat, keys, file, template, value.terminals, '/reviewerAccountMenu', value.reviewerAccountMenu);
    if (value.sitemap) checkSitemap(set, flat, file, template, value.terminals, value.sitemap);
  }
}

/** The header's text must be readable on its background: 4.5:1 (WCAG 1.4.3), as every other text of the portal. */
function checkHeaderContrast(set: SchemaSet, file: string, theme: SiteFile['theme']): void {
  const ratio = contrastRatio(theme.headerText, theme.headerBackground);
  if (ratio === null || ratio >= TEXT_CONTRAST_MIN) return;
  set.report(file, '/theme/headerText', `${theme.headerText} on ${theme.headerBackground} has a contrast of ${ratio.toFixed(2)}:1; the header's text needs at least ${TEXT_CONTRAST_MIN}:1`);
}

/** The sitemap's pages lead to routes of its terminal, which the site has. */
function checkSitemap(set: SchemaSet, flat: Map<string, FlatRoute[]>, file: string, template: string, terminals: Terminal[], sitemap: NonNullable<SiteFile['sitemap']>): void {
  if (!terminals.includes(sitemap.terminal)) {
    set.report(file, '/sitemap/terminal', `"${sitemap.terminal}" is not one of this site's terminals (${terminals.join(', ')})`);
    return;
  }
  const routeFile = routeFileOf(template, sitemap.terminal);
  const routes = flat.get(routeFile);
  if (!routes) return;
  sitemap.pages.forEach((page, i) => {
    const path = relativeLinkPath(page.path);
    if (path !== undefined && !findRoute(routes, path)) set.report(file, `/sitemap/pages/${i}/path`, `"${page.path}" matches no route of ${routeFile}`);
  });
}

/** A nav or an account menu (the site's, or the reviewers'): labels that exist, terminals the site has, links to routes of that terminal. */
function checkNav(
  set: SchemaSet,
  flat: Map<string, FlatRoute[]>,
  keys: Map<string, Set<string>>,
  file: string,
  template: string,
  terminals: Terminal[],
  at: string,
  nav: Partial<Record<Terminal, Pick<NavItem, 'label' | 'to'>[]>>,
): void {
  for (const terminal of TERMINALS) {
    const items = nav[terminal] ?? [];
    checkKeysExist(set, keys, file, items.flatMap((item, i) => collectKeys(item.label, `${at}/${terminal}/${i}/label`)));
    if (items.length === 0) continue;
    if (!terminals.includes(terminal)) {
      set.report(file, `${at}/${terminal}`, `"${terminal}" is not one of this site's terminals, so its nav is never shown`);
      continue;
    }
    const routeFile = routeFileOf(template, terminal);
    const routes = flat.get(routeFile);
    if (!routes) continue; // missing or invalid: reported on its own
    items.forEach((item, i) => {
      const path = relativeLinkPath(item.to);
      if (path !== undefined && !findRoute(routes, path)) {
        set.report(file, `${at}/${terminal}/${i}/to`, `"${item.to}" matches no route of ${routeFile}`);
      }
    });
  }
}
