import { useEffect } from 'react';
import { useServerRender } from './server-render';

/** What a page tells search engines and link previews about itself: title, description, canonical address and Open Graph. */
export interface PageHead {
  /** the page's own title; the document title adds the site name */
  title: string;
  siteName: string;
  description?: string;
  /** an absolute address: the page search engines should list for this content */
  canonical?: string;
  /** Open Graph type: 'website' for a page, 'article' for a notice, ... */
  type?: string;
}

// Heads asked for by what is drawn: the page (rank 0) and a detail block with its data (rank 1). The highest
// rank, then the latest, is written; a block's effect runs before its page's, so the rank decides, not the order.
const asked: Array<{ head: PageHead; rank: number; serial: number }> = [];
let serial = 0;

function meta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) return el?.remove();
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attribute, key);
    document.head.append(el);
  }
  el.content = content;
}

function canonicalLink(href: string | undefined) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) return el?.remove();
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.append(el);
  }
  el.href = href;
}

function write() {
  const top = [...asked].sort((a, b) => b.rank - a.rank || b.serial - a.serial)[0]?.head;
  if (!top) return;
  document.title = top.title ? `${top.title} - ${top.siteName}` : top.siteName;
  meta('name', 'description', top.description);
  canonicalLink(top.canonical);
  meta('property', 'og:title', top.title || top.siteName);
  meta('property', 'og:site_name', top.siteName);
  meta('property', 'og:description', top.description);
  meta('property', 'og:url', top.canonical ?? location.href);
  meta('property', 'og:type', top.type ?? 'website');
}

/** Writes the page's title, description, canonical address and Open Graph tags while the caller is drawn. */
export function usePageHead(head: PageHead | null, rank = 0) {
  // on the server the head is collected while the page renders, and written into the first answer
  if (import.meta.env.SSR) return collectHead(head, rank);
  const key = head && JSON.stringify(head);
  useEffect(() => {
    if (!head) return;
    const entry = { head, rank, serial: ++serial };
    asked.push(entry);
    write();
    return () => {
      asked.splice(asked.indexOf(entry), 1);
      write();
    };
  }, [key, rank]); // eslint-disable-line react-hooks/exhaustive-deps
}

function collectHead(head: PageHead | null, rank: number) {
  const render = useServerRender(); // eslint-disable-line react-hooks/rules-of-hooks
  if (render && head) render.heads.push({ head, rank });
  // a detail block still without its data: its title and description are the page's, so they are waited for
  if (render && !head && rank > 0) render.headPending = true;
}

/** The address of the page drawn: the request's on the server, the browser's location otherwise. */
export function usePageAddress(): { origin: string; pathname: string } {
  const render = useServerRender();
  if (render) {
    const url = new URL(render.href);
    return { origin: url.origin, pathname: url.pathname };
  }
  return typeof location === 'undefined' ? { origin: '', pathname: '' } : location;
}

/** A text cut for a meta description: one line, at most `max` characters. */
export function summaryOf(text: string | null | undefined, max = 120): string | undefined {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
