// Server build only: wraps each dynamic import of our sources as trackModule(import('x'), 'renderers/pc/x/index.tsx'),
// so that a server render knows which source modules it drew; the client build's manifest names their
// stylesheets and chunks under the same keys, so a rendered page links exactly what it drew.
import path from 'node:path';
import type { Plugin } from 'vite';

const DYNAMIC = /\bimport\((['"])([^'"]+)\1\)/g;

export function ssrModuleIds(root: string): Plugin {
  const tracker = path.join(root, 'src/runtime/ssr-track.ts');
  return {
    name: 'portal-ssr-module-ids',
    enforce: 'pre',
    async transform(code, id, options) {
      if (!options?.ssr || id.includes('node_modules') || id === tracker || !id.startsWith(root) || !DYNAMIC.test(code)) return null;
      DYNAMIC.lastIndex = 0;
      const found = [...code.matchAll(DYNAMIC)];
      const ids = await Promise.all(found.map(async (m) => (await this.resolve(m[2], id))?.id));
      let out = '';
      let last = 0;
      found.forEach((m, i) => {
        const resolved = ids[i];
        out += code.slice(last, m.index);
        out += resolved && resolved.startsWith(root) ? `__trackModule(${m[0]}, ${JSON.stringify(path.relative(root, resolved))})` : m[0];
        last = m.index! + m[0].length;
      });
      out += code.slice(last);
      return { code: `import { trackModule as __trackModule } from ${JSON.stringify(tracker)};\n${out}`, map: null };
    },
  };
}
