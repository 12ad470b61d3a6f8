// Formily (about 38 kB gzip) loads only with the blocks that draw a resume form: a page without a form,
// the resume overview or the login included, must not pull it in through a static import.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { h5Entries } from './index';

const root = fileURLToPath(new URL('../..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));

// static imports and re-exports only: import('x') is a separate chunk, loaded when it runs
const STATIC = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

function resolveLocal(spec: string, from: string): string | null {
  const base = spec.startsWith('@/') ? join(root, spec.slice(2)) : spec.startsWith('.') ? join(dirname(from), spec) : null;
  if (!base) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((p) => existsSync(p) && statSync(p).isFile());
  return found && /\.tsx?$/.test(found) ? found : null;
}

/** The packages a module reaches through static imports, following project files. */
function staticPackages(start: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC)) {
      const spec = m[1] ?? m[2];
      const local = resolveLocal(spec, file);
      if (local) queue.push(local);
      else if (!spec.startsWith('.') && !spec.startsWith('@/')) packages.add(spec);
    }
  }
  return packages;
}

const folderOf = (type: string) => resolveLocal(`./${type}`, join(here, 'index.ts')) as string;
const usesFormily = (type: string) => [...staticPackages(folderOf(type))].some((p) => p.startsWith('@formily/'));

describe('Formily loads only with the resume form blocks', () => {
  it('the pattern sees what it must', () => {
    expect([...staticPackages(join(here, 'resume-part', 'index.tsx'))].some((p) => p.startsWith('@formily/'))).toBe(true);
  });

  it('resume-view and review-detail (a reviewer reading a resume) draw the form; every other block carries no Formily', () => {
    const drawing = h5Entries.map((e) => e.type).filter(usesFormily);
    expect(drawing).toEqual(['resume-view', 'review-detail']);
  });
});
