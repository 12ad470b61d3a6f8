// A site's header text must be readable on its background (4.5:1, WCAG 1.4.3): a theme below is refused at
// /theme/headerText with the ratio it has; the portal's own themes pass.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemaDir } from '@/server/schema-check';
import { contrastRatio } from '@/src/core/contrast';
import { useSchemaCopies } from './schema-copies';

const { copySchemas } = useSchemaCopies();

function withHeader(dir: string, headerText: string, headerBackground: string): void {
  const file = join(dir, 'sites', 'default.json');
  const site = JSON.parse(readFileSync(file, 'utf8')) as { theme: Record<string, string> };
  Object.assign(site.theme, { headerText, headerBackground });
  writeFileSync(file, JSON.stringify(site, null, 2));
}

describe('the header colours of a site', () => {
  it('are measured as WCAG measures them', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#1f2328', '#ffffffcc')).toBeCloseTo(contrastRatio('#1f2328', '#ffffff')!, 5);
    expect(contrastRatio('red', '#ffffff')).toBeNull();
  });

  it('refuse light grey text on white, with the ratio it has', () => {
    const dir = copySchemas();
    withHeader(dir, '#aaaaaa', '#ffffff');
    expect(checkSchemaDir(dir).problems).toEqual([
      { file: 'sites/default.json', pointer: '/theme/headerText', message: "#aaaaaa on #ffffff has a contrast of 2.32:1; the header's text needs at least 4.5:1" },
    ]);
  });

  it('pass at 4.5:1 and above', () => {
    const dir = copySchemas();
    withHeader(dir, '#767676', '#ffffff');
    expect(checkSchemaDir(dir).problems).toEqual([]);
  });
});
