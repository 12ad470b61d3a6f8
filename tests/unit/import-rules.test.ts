import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { specifiers, type Edge } from '@/scripts/import-graph';
import { folderCycles, layerOf, violations, type ImportMap } from '@/scripts/import-rules';

const map = JSON.parse(readFileSync(new URL('../../import-map.json', import.meta.url), 'utf8')) as ImportMap;
const file = (from: string, to: string): Edge => ({ from, spec: to, to: { file: to } });
const pkg = (from: string, name: string): Edge => ({ from, spec: name, to: { pkg: name } });

describe('the import map', () => {
  it('reads the specifiers of imports, re-exports, side effects and import(), not those in comments', () => {
    const code = [
      "import type { A } from '@/src/core/a';",
      "import {\n  b,\n  c,\n} from './b';",
      "export * from '../c';",
      "import './side.css';",
      "const lazy = () => import('./lazy');",
      "// import { x } from './commented';",
      "/* import { y } from './block'; */",
    ].join('\n');
    expect(specifiers(code).sort()).toEqual(['../c', './b', './lazy', './side.css', '@/src/core/a']);
  });

  it('puts a file in the layer of its longest path', () => {
    expect(layerOf(map, 'src/app/main.tsx')).toBe('app');
    expect(layerOf(map, 'src/i18n/translate.ts')).toBe('runtime');
    expect(layerOf(map, 'src/core/format.ts')).toBe('core');
    expect(layerOf(map, 'renderers/army/pc/index.ts')).toBe('renderers');
  });

  it('lets imports run down the layers, not up, and lets tests import anything', () => {
    const edges = [
      file('src/app/main.tsx', 'renderers/pc/kit.ts'),
      file('renderers/pc/kit.ts', 'src/runtime/page.tsx'),
      file('src/runtime/page.tsx', 'src/core/format.ts'),
      file('server/ssr/ssr-pages.ts', 'src/core/format.ts'),
      file('src/runtime/page.tsx', 'renderers/pc/kit.ts'),
      file('server/ssr/ssr-pages.ts', 'src/i18n/locale.ts'),
      file('renderers/pc/fixtures.ts', 'schemas/locales/zh-CN/blocks.json'),
      file('renderers/pc/kit.test.tsx', 'schemas/locales/zh-CN/blocks.json'),
      file('tests/unit/x.test.ts', 'src/app/main.tsx'),
    ];
    expect(violations(map, edges).map((v) => v.rule)).toEqual([
      'runtime may not import renderers',
      'server may not import runtime',
      'renderers may not import schemas',
    ]);
  });

  it('keeps each terminal to its kit, React out of src/core and army out of the terminal kits', () => {
    const edges = [
      pkg('renderers/pc/banner/index.tsx', 'antd-mobile'),
      pkg('renderers/h5/banner/index.tsx', '@ant-design/icons'),
      pkg('renderers/army/h5/layout-portal/index.tsx', 'antd'),
      pkg('src/core/format.ts', 'react'),
      pkg('renderers/pc/banner/index.tsx', 'antd'),
      file('renderers/pc/kit.ts', 'renderers/army/pc/index.ts'),
      file('renderers/army/pc/layout-portal/index.tsx', 'renderers/pc/layout-portal/parts.tsx'),
    ];
    expect(violations(map, edges).map((v) => v.rule)).toEqual([
      'pc-no-antd-mobile',
      'h5-no-antd',
      'h5-no-antd',
      'core-no-ui-or-server',
      'kits-no-army',
    ]);
  });

  it('finds server folders that import each other, directly or round a loop', () => {
    const edges = [
      file('server/auth/login.ts', 'server/accounts/throttle.ts'),
      file('server/accounts/own-password.ts', 'server/auth/password.ts'),
      file('server/files/a.ts', 'server/db/database.ts'),
      file('server/db/queries/x.ts', 'server/seo/y.ts'),
      file('server/seo/y.ts', 'server/files/z.ts'),
      file('server/app.ts', 'server/auth/login.ts'),
      file('server/auth/login.test.ts', 'server/app.ts'),
    ];
    const cycles = folderCycles(map, edges);
    expect(cycles.map((c) => c.folders)).toEqual([
      ['server/accounts', 'server/auth'],
      ['server/db', 'server/files', 'server/seo'],
    ]);
    expect(cycles[0].pairs).toEqual([
      {
        folders: ['server/accounts', 'server/auth'],
        edges: ['server/accounts/own-password.ts -> server/auth/password.ts', 'server/auth/login.ts -> server/accounts/throttle.ts'],
      },
    ]);
    expect(cycles[1].pairs).toEqual([]);
  });
});
