import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const self = fileURLToPath(import.meta.url);
const DIRS = ['renderers/h5', 'renderers/army/h5'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(name) && path !== self ? [path] : [];
  });
}

// import/export ... from 'x', import 'x', import('x'), require('x'), CSS @import 'x'
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|@import\s+(?:url\()?\s*)['"]([^'"]+)['"]/g;

const specifiers = (text: string) => [...text.matchAll(SPECIFIER)].map((m) => m[1]);
const desktop = (spec: string) => /^(antd|rc-[^/]+|@rc-component|@ant-design|@formily\/antd)(\/|$)/.test(spec);

/** A project file an import names ('@/x' or './x'), or null for a package. */
function resolveLocal(spec: string, from: string): string | null {
  const base = spec.startsWith('@/') ? join(root, spec.slice(2)) : spec.startsWith('.') ? join(dirname(from), spec) : null;
  if (!base) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
  return found && /\.(tsx?|css)$/.test(found) ? found : null;
}

/** Every import the given files make, following project files (renderers/common, src/...) they pull in. */
function reachable(start: string[]): { file: string; spec: string }[] {
  const seen = new Set<string>();
  const found: { file: string; spec: string }[] = [];
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      found.push({ file, spec });
      const local = resolveLocal(spec, file);
      if (local && !/\.test\.tsx?$|test-utils\.tsx$/.test(local)) queue.push(local);
    }
  }
  return found;
}

describe('the phone renderers carry no desktop kit', () => {
  const files = DIRS.flatMap((dir) => sources(join(root, dir)));

  it('finds the files it checks, and its pattern sees every import form', () => {
    expect(files.length).toBeGreaterThan(20);
    const sample = `import a from 'antd';\nimport 'rc-util/x';\nexport { b } from "antd/es/button";\nconst c = import('@rc-component/trigger');\n@import url('antd/dist/reset.css');`;
    expect(specifiers(sample)).toEqual(['antd', 'rc-util/x', 'antd/es/button', '@rc-component/trigger', 'antd/dist/reset.css']);
    expect(['antd', 'antd/es/x', 'rc-util', '@rc-component/x', '@ant-design/icons'].every(desktop)).toBe(true);
    expect(['antd-mobile', 'antd-mobile-icons', 'antd-mobile/es/locales/zh-CN'].some(desktop)).toBe(false);
  });

  it('no file under renderers/h5 or renderers/army/h5, nor a project file they import, imports antd, rc-* or pc renderers', () => {
    const offenders = reachable(files)
      .filter(({ spec }) => desktop(spec) || /^@\/renderers\/(army\/)?pc\//.test(spec))
      .map(({ file, spec }) => `${relative(root, file)}: ${spec}`);
    expect(offenders).toEqual([]);
  });
});
