import fs from 'node:fs';
import path from 'node:path';

/** Past this much inlined CSS a page links the rest: the page's HTML should stay a few round trips long. */
const PAGE_BUDGET = 96 * 1024;

/** A stylesheet whose relative url() would resolve against the page, not /assets/, stays linked. */
const RELATIVE_URL = /url\(\s*['"]?(?!data:|\/|https?:)/i;

/**
 * The stylesheets of a rendered page, written into it, so the first paint needs nothing but the HTML: on a phone's connection each linked
 * sheet held the first paint for a round trip, a dozen of them over six connections. Each inlined sheet keeps
 * a disabled link of its address, which the browser does not fetch and Vite's loader takes for loaded, so the
 * chunks that import it do not fetch it again when the page comes alive.
 */
export function cssInliner(staticDir: string) {
  const cache = new Map<string, string | null>();
  const read = (href: string): string | null => {
    if (cache.has(href)) return cache.get(href)!;
    const file = path.join(staticDir, href);
    const inside = file.startsWith(path.join(staticDir, 'assets') + path.sep) && href.endsWith('.css');
    const text = inside && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    const usable = text !== null && !RELATIVE_URL.test(text) ? text.replace(/<\/style/gi, '<\\/style') : null;
    cache.set(href, usable);
    return usable;
  };
  return (hrefs: string[]): string[] => {
    let spent = 0;
    return hrefs.map((href) => {
      const text = read(href);
      if (text === null || spent + text.length > PAGE_BUDGET) return `<link rel="stylesheet" crossorigin href="${href}">`;
      spent += text.length;
      return `<style>${text}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
    });
  };
}

export type CssInliner = ReturnType<typeof cssInliner>;

const LINKED = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** The template's own stylesheet links (the entry's CSS) written in the same way. */
export function inlineLinked(html: string, inline: CssInliner): string {
  return html.replace(LINKED, (_, href: string) => inline([href])[0]);
}
