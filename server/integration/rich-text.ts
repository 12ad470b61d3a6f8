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
