import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssInliner, inlineLinked } from '@/server/ssr/inline-css';

function staticDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'inline-css-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), text);
  return dir;
}

describe("a rendered page's stylesheets written into it", () => {
  const dir = staticDir({
    'a.css': '.a{color:red}',
    'b.css': '.b{background:url(/assets/b.png)}',
    'relative.css': '.r{background:url(./r.png)}',
    'closing.css': '.c::after{content:"</style><script>alert(1)</script>"}',
    'big.css': `.big{content:"${'x'.repeat(100 * 1024)}"}`,
  });
  const inline = cssInliner(dir);

  it('inlines each sheet in order, with a disabled link of its address for the chunk loader', () => {
    expect(inline(['/assets/a.css', '/assets/b.css'])).toEqual([
      '<style>.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled>',
      '<style>.b{background:url(/assets/b.png)}</style><link rel="stylesheet" crossorigin href="/assets/b.css" disabled>',
    ]);
  });

  it('links a sheet whose relative url() would resolve against the page, one it cannot find, and what is past the budget', () => {
    const [relative, missing, big] = inline(['/assets/relative.css', '/assets/nothing.css', '/assets/big.css']);
    expect(relative).toBe('<link rel="stylesheet" crossorigin href="/assets/relative.css">');
    expect(missing).toBe('<link rel="stylesheet" crossorigin href="/assets/nothing.css">');
    expect(big).toBe('<link rel="stylesheet" crossorigin href="/assets/big.css">');
  });

  it('reads nothing outside the assets folder', () => {
    writeFileSync(join(dir, 'secret.css'), '.s{}');
    expect(inline(['/assets/../secret.css'])).toEqual(['<link rel="stylesheet" crossorigin href="/assets/../secret.css">']);
  });

  it('cannot be closed early by its text', () => {
    const [html] = inline(['/assets/closing.css']);
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(html.endsWith('</style><link rel="stylesheet" crossorigin href="/assets/closing.css" disabled>')).toBe(true);
  });

  it("writes the template's own links the same way", () => {
    expect(inlineLinked('<head><link rel="stylesheet" crossorigin href="/assets/a.css"></head>', inline)).toBe(
      '<head><style>.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled></head>',
    );
  });
});
