import DOMPurify from 'dompurify';

// http(s), mailto, and anything without a scheme (relative paths, #anchors, ?queries).
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'];

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null | undefined;

// A private instance, so that our link hook does not leak into other users of DOMPurify.
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  purifier = typeof window === 'undefined' ? null : DOMPurify(window);
  if (!purifier?.isSupported) return (purifier = null);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    if (node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Clean HTML of notices and other rich text before it meets dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  const p = getPurifier();
  // Without a DOM nothing can be cleaned safely: show the markup as text instead.
  if (!p) return html.replace(/[&<>"']/g, (c) => ESCAPES[c]);
  return p.sanitize(html, {
    FORBID_TAGS,
    // inline styles could lay a fake dialog over the page
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
}
