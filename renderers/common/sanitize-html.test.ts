// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('drops script, style, iframe, object, embed and form', () => {
    const out = sanitizeHtml(
      '<p>正文</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><object data="x"></object><embed src="x"><form action="/x"><input name="a"></form>',
    );
    expect(out).toBe('<p>正文</p>');
  });

  it('strips on* handlers', () => {
    const out = sanitizeHtml('<p onclick="alert(1)">a</p><img src="/a.png" alt="图" onerror="alert(2)">');
    expect(out).not.toMatch(/onclick|onerror|alert/);
    expect(out).toContain('<img src="/a.png" alt="图">');
  });

  it('removes javascript: and other schemes, keeps http(s), mailto and relative links with rel', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a>' +
        '<a href="https://example.com" target="_blank">d</a><a href="mailto:hr@example.com">e</a><a href="notice/3" target="_top">f</a>',
    );
    const doc = new DOMParser().parseFromString(out, 'text/html');
    const links = [...doc.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, null, null, 'https://example.com', 'mailto:hr@example.com', 'notice/3']);
    expect(links[3].getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[3].getAttribute('target')).toBe('_blank');
    expect(links[5].hasAttribute('target')).toBe(false);
    expect(out).not.toMatch(/javascript/i);
  });

  it('keeps ordinary rich text', () => {
    const html = '<h3>报名方式</h3><ul><li><strong>网上报名</strong></li></ul><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops inline styles', () => {
    expect(sanitizeHtml('<div style="position:fixed;inset:0">x</div>')).toBe('<div>x</div>');
  });
});
