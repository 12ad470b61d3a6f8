// Duty and requirement may arrive as rich text (HTML) or plain text. The position page, its server rendering and its
// JobPosting all draw them as plain text, a paragraph per line, escaped by React (renderers/*/position-detail,
// src/core/seo/job-posting.ts); the browser's HTML sanitiser (renderers/common/sanitize-html.ts, DOMPurify) needs a
// DOM the server does not have. So what is stored is the text a reader sees: elements whose content is not text go
// whole (script, style...), the end of a block becomes a line break, every other tag goes, entities are decoded,
// and anything still shaped like a tag after decoding goes too. The stored text can hold no markup at all.
const NOT_TEXT = /<(script|style|iframe|frame|object|embed|template|noscript|textarea|select|svg|math|head|title|xmp|noembed|noframes)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const LINE_BREAK = /<br\b[^>]*>|<\/(?:p|div|li|dt|dd|h[1-6]|tr|ul|ol|dl|table|section|article|header|footer|blockquote|pre)\s*>/gi;
const TAG = /<\/?[a-z][^>]*(?:>|$)|<[!?][^>]*(?:>|$)/gi;
const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,6});/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(ENTITY, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    // control characters and what is no character at all are dropped
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || (code < 0x20 && code !== 0x0a && code !== 0x09) || code === 0x7f) return '';
    return String.fromCodePoint(code);
  });
}

function stripTags(text: string): string {
  return text.replace(COMMENT, '').replace(NOT_TEXT, '').replace(LINE_BREAK, '\n').replace(TAG, '');
}

/** The plain text of rich text: one line per paragraph or item, trimmed, without blank lines. */
export function richTextToPlain(html: string): string {
  let text = stripTags(decode(stripTags(html.replace(/\r\n?/g, '\n'))));
  // decoding cannot leave a tag behind: strip until nothing changes
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = stripTags(text);
  }
  return text
    .split('\n')
    .map((line) => line.replace(/[\t ]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

// Rich text that stays HTML (a notice's body): only these elements, without attributes but a link's address.
const KEPT = new Set(['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const VOID = new Set(['br', 'hr']);
const ANY_TAG = /<(\/?)([a-z][a-z0-9]*)\b([^>]*)>/gi;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SAFE_URL = /^(?:https?:|mailto:|\/|#)/i;
const escapeText = (text: string) => text.replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function keptTag(close: string, name: string, attributes: string): string {
  const tag = name.toLowerCase();
  if (!KEPT.has(tag)) return '';
  if (close) return VOID.has(tag) ? '' : `</${tag}>`;
  if (tag !== 'a') return `<${tag}>`;
  const m = HREF.exec(attributes);
  // control characters and spaces hide a scheme from the check ("java\tscript:"): the address is read without them
  const href = [...decode(m?.[1] ?? m?.[2] ?? m?.[3] ?? '')].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f && c.trim() !== '').join('');
  return SAFE_URL.test(href) ? `<a href="${escapeAttr(href)}" rel="noopener noreferrer">` : '<a>';
}

/**
 * HTML whose markup a reader may keep (paragraphs, headings, lists, emphasis, links, tables) and nothing else:
 * elements that are not text go whole, every other tag goes, attributes go but a link's http(s), mailto or
 * relative address; text keeps no "<" or ">" of its own. The pages sanitise it again when they draw it
 * (renderers/common/sanitize-html.ts): this is what is stored, safe for any reader of the API as well.
 */
export function sanitizeRichHtml(html: string): string {
  let text = html.replace(/\r\n?/g, '\n');
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(COMMENT, '').replace(NOT_TEXT, '');
  }
  let out = '';
  let from = 0;
  for (const m of text.matchAll(ANY_TAG)) {
    out += escapeText(text.slice(from, m.index)) + keptTag(m[1], m[2], m[3]);
    from = m.index + m[0].length;
  }
  return (out + escapeText(text.slice(from))).trim();
}
