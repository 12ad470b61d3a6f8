// npm run template:new (a template from JSON alone): a template made by the command passes the schema check, has its own name
// and colour and the $schema of each file; a taken or malformed name, or a missing source, is refused.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSchemaDir } from '@/server/schema-check';
import { colourOf, newTemplate } from '@/scripts/template-new';

let dir: string;
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'template-new-')), 'schemas');
  cpSync(join(import.meta.dirname, '..', '..', 'schemas'), dir, { recursive: true });
});
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;

describe('template:new', () => {
  it('writes a site file and a route file per terminal that pass the check, under the new name', () => {
    const made = newTemplate(dir, 'navy', 'army');
    expect(made).toEqual({ files: ['sites/navy.json', 'routes/navy.pc.json', 'routes/navy.h5.json'], problems: [] });
    expect(checkSchemaDir(dir).problems).toEqual([]);
    const site = read('sites/navy.json');
    expect(site).toMatchObject({ $schema: '../meta/site.schema.json', template: 'navy' });
    expect((site.name as Record<string, string>)['en-US']).toMatch(/\(navy\)$/);
    expect((site.theme as { primaryColor: string }).primaryColor).toBe(colourOf('navy'));
    expect((site.theme as { primaryColor: string }).primaryColor).not.toBe((read('sites/army.json').theme as { primaryColor: string }).primaryColor);
    expect(read('routes/navy.h5.json')).toMatchObject({ $schema: '../meta/routes.schema.json', template: 'navy', terminal: 'h5' });
  });

  it('gives each name a colour white text reads on (WCAG AA)', () => {
    for (const name of ['navy', 'city-jobs', 'a', 'harbour2']) {
      const hex = colourOf(name);
      const channel = (i: number) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const lum = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
      expect(1.05 / (lum + 0.05), `${name}: ${hex}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('refuses a taken name, a malformed one and a missing source, writing nothing', () => {
    expect(() => newTemplate(dir, 'army')).toThrow('sites/army.json exists already');
    expect(() => newTemplate(dir, 'Navy')).toThrow('is not a template name');
    expect(() => newTemplate(dir, 'navy', 'nope')).toThrow('no template "nope"');
    expect(existsSync(join(dir, 'sites', 'navy.json'))).toBe(false);
  });

  it('leaves nothing behind when the copy does not pass the check, and names file and pointer', () => {
    const routes = read('routes/army.pc.json');
    writeFileSync(join(dir, 'routes', 'army.pc.json'), JSON.stringify({ ...routes, home: 'no-such-route' }));
    const made = newTemplate(dir, 'navy', 'army');
    expect(made.problems.length).toBeGreaterThan(0);
    expect(made.problems[0]).toMatchObject({ file: 'routes/navy.pc.json', pointer: '/home' });
    for (const file of made.files) expect(existsSync(join(dir, file)), file).toBe(false);
  });
});
