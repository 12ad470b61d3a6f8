import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { barrelExports, splitImports } from '@/scripts/vite/antd-mobile-imports';

const require = createRequire(import.meta.url);
const barrel = readFileSync(require.resolve('antd-mobile/es/index.js'), 'utf8');
const exports = barrelExports(barrel);

describe('antd-mobile imports split per component (build)', () => {
  it("reads every component of antd-mobile's barrel", () => {
    expect(exports.get('Toast')).toEqual(['antd-mobile/es/components/toast', 'default']);
    expect(exports.get('ActionSheet')).toEqual(['antd-mobile/es/components/action-sheet', 'default']);
    expect(exports.get('setDefaultConfig')).toEqual(['antd-mobile/es/components/config-provider', 'setDefaultConfig']);
    expect(exports.size).toBeGreaterThan(70);
  });

  it('imports each named component from its own module, keeping local names', () => {
    const out = splitImports("import { Button, Toast as T, setDefaultConfig } from 'antd-mobile';\nuse(Button);", exports);
    expect(out).toBe(
      "import Button from 'antd-mobile/es/components/button'; import T from 'antd-mobile/es/components/toast'; " +
        "import { setDefaultConfig as setDefaultConfig } from 'antd-mobile/es/components/config-provider';\nuse(Button);",
    );
  });

  it('leaves types on the barrel as a type-only import, so that the barrel is not loaded for them', () => {
    const out = splitImports("import { Input, type InputProps } from 'antd-mobile';", exports);
    expect(out).toBe("import Input from 'antd-mobile/es/components/input'; import type { InputProps } from 'antd-mobile';");
  });

  it('does not touch type imports, other packages, or names it does not know', () => {
    const code = "import type { ToastShowProps } from 'antd-mobile';\nimport { Button } from 'antd';\nimport { NotAThing } from 'antd-mobile';";
    expect(splitImports(code, exports)).toBe(code);
  });

  it('every module it names exists', () => {
    for (const [path] of exports.values()) expect(() => require.resolve(path)).not.toThrow();
  });
});
