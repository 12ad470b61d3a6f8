// Rewrites `import { Button, Toast } from 'antd-mobile'` in our sources into one import per component
// ('antd-mobile/es/components/button', ...), as babel-plugin-import did for webpack. Through the barrel, every
// chunk that imports antd-mobile depended on the chunk holding the barrel, and with it on the toast, its mask and
// react-spring: an h5 home loaded them all (about 26 kB gzip) without showing one. The barrel's own side
// effect (antd-mobile's global CSS variables) is imported once by the h5 kit provider.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]antd-mobile['"];?/g;

/** export name -> [module path, imported name], from the barrel's `export { default as X } from './components/x'` lines */
export function barrelExports(barrelSource: string): Map<string, [string, string]> {
  const map = new Map<string, [string, string]>();
  for (const line of barrelSource.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]\.\/([^'"]+)['"]/g)) {
    for (const part of line[1].split(',')) {
      const [imported, exported = imported] = part.trim().split(/\s+as\s+/);
      if (imported) map.set(exported.trim(), [`antd-mobile/es/${line[2]}`, imported.trim()]);
    }
  }
  return map;
}

/** The source with its antd-mobile barrel imports split; names the barrel does not export (types) stay on it. */
export function splitImports(code: string, exports: Map<string, [string, string]>): string {
  return code.replace(IMPORT, (whole, names: string) => {
    const lines: string[] = [];
    const rest: string[] = [];
    for (const spec of names.split(',').map((s) => s.trim()).filter(Boolean)) {
      const [name, local = name] = spec.split(/\s+as\s+/).map((s) => s.trim());
      const found = !name.startsWith('type ') && exports.get(name);
      if (!found) rest.push(spec);
      else if (found[1] === 'default') lines.push(`import ${local} from '${found[0]}';`);
      else lines.push(`import { ${found[1]} as ${local} } from '${found[0]}';`);
    }
    if (lines.length === 0) return whole;
    // left on the barrel: types only, as `import type` (an `import {}` would load the barrel for its side effect)
    if (rest.length > 0 && rest.every((spec) => spec.startsWith('type '))) {
      lines.push(`import type { ${rest.map((spec) => spec.slice(5)).join(', ')} } from 'antd-mobile';`);
    } else if (rest.length > 0) lines.push(`import { ${rest.join(', ')} } from 'antd-mobile';`);
    return lines.join(' ');
  });
}

export function antdMobileImports(): Plugin {
  const require = createRequire(import.meta.url);
  const barrel = join(dirname(require.resolve('antd-mobile/package.json')), 'es', 'index.js');
  const exports = barrelExports(readFileSync(barrel, 'utf8'));
  return {
    name: 'antd-mobile-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !code.includes('antd-mobile')) return null;
      const next = splitImports(code, exports);
      return next === code ? null : { code: next, map: null };
    },
  };
}
