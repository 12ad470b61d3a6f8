import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headTags, pickHead } from '@/src/app/server/server-head';
import { assetsOf } from '@/server/ssr/page-assets';
import { readTemplate } from '@/server/ssr/page-template';
import { stateJson } from '@/server/ssr/ssr-pages';

describe('the links of a rendered page', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_form.js': { file: 'assets/form.js', css: ['assets/form.css'], imports: ['_react.js'] },
    'renderers/pc/kit.ts': { file: 'assets/kit.js', css: ['assets/kit.css'] },
    'renderers/pc/position-detail/index.tsx': { file: 'assets/position-detail.js', css: ['assets/position-detail.css'], imports: ['_form.js'] },
  };

  it('names the stylesheets and scripts of the drawn modules and what they import, not what the entry loads', () => {
    expect(assetsOf(manifest, ['renderers/pc/kit.ts', 'renderers/pc/position-detail/index.tsx'])).toEqual({
      css: ['/assets/kit.css', '/assets/form.css', '/assets/position-detail.css'],
      js: ['/assets/kit.js', '/assets/form.js', '/assets/position-detail.js'],
    });
  });

  it('skips a module the client build does not know', () => {
    expect(assetsOf(manifest, ['renderers/pc/nothing.tsx'])).toEqual({ css: [], js: [] });
  });
});

describe('the head of a rendered page', () => {
  const head = { title: 'Java <开发>', siteName: '人才招聘网', description: 'a "quoted" & short text', canonical: 'http://x/site/1/p', type: 'website' };

  it('writes the title with the site name, the description and Open Graph, escaped', () => {
    const html = headTags(head, 'http://x/asked');
    expect(html).toContain('<title>Java &lt;开发&gt; - 人才招聘网</title>');
    expect(html).toContain('<meta name="description" content="a &quot;quoted&quot; &amp; short text" />');
    expect(html).toContain('<link rel="canonical" href="http://x/site/1/p" />');
    expect(html).toContain('<meta property="og:url" content="http://x/site/1/p" />');
  });

  it('takes the highest rank, then the latest, as the browser does', () => {
    const page = { head: { title: 'page', siteName: 's' }, rank: 0 };
    const detail = { head: { title: 'detail', siteName: 's' }, rank: 1 };
    expect(pickHead([page, detail, { head: { title: 'later page', siteName: 's' }, rank: 0 }])?.title).toBe('detail');
    expect(pickHead([page, { head: { title: 'later', siteName: 's' }, rank: 0 }])?.title).toBe('later');
  });

  it('keeps a state script from being closed by its data', () => {
    const text = stateJson({ title: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});

describe('the page template', () => {
  it('cuts the built index.html where a rendered page adds its parts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'template-'));
    const file = join(dir, 'index.html');
    writeFileSync(
      file,
      '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="d" /><title>T</title><script type="module" src="/a.js"></script></head><body><div id="root"></div><noscript>n</noscript></body></html>',
    );
    const template = readTemplate(file)!;
    expect(template.headStart).toBe('<!doctype html><html><head><meta charset="UTF-8" /><script type="module" src="/a.js"></script>');
    expect(template.defaultHead).toBe('<title>T</title><meta name="description" content="d" />');
    expect(template.bodyStart).toBe('</head><body><div id="root">');
    expect(template.bodyEnd).toBe('<noscript>n</noscript></body></html>');
    expect(template.renderedBodyEnd).toBe('</body></html>');
  });
});
