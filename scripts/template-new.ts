// npm run template:new -- NAME [--from TEMPLATE] [--dir schemas]: a new template as JSON, no React code, from
// end to end. Copies the source template's site file and route files under the new name, with their $schema set,
// the name marked and a colour of its own; checks the folder as schemas:check does; prints what to edit next.
// Refuses a name that is taken or malformed, and leaves nothing behind when the copy does not pass the check.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkSchemaDir } from '@/server/schema-check';
import type { SchemaProblem } from '@/server/schema-check/types';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const TERMINALS = ['pc', 'h5'] as const;

export interface NewTemplate {
  files: string[];
  problems: SchemaProblem[];
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function hslHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)))).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** A colour of the template's own (a hue from its name), dark enough for white text on it (WCAG AA, 4.5:1). */
export function colourOf(name: string): string {
  const hue = [...name].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 360, 7);
  for (let l = 0.42; ; l -= 0.02) {
    const hex = hslHex(hue, 0.65, l);
    if (1.05 / (luminance(hex) + 0.05) >= 4.5) return hex;
  }
}

function marked(name: unknown, template: string): unknown {
  if (!name || typeof name !== 'object') return name;
  return Object.fromEntries(Object.entries(name as Record<string, string>).map(([locale, text]) => [locale, `${text} (${template})`]));
}

/** Writes sites/NAME.json and routes/NAME.{terminal}.json from the source template; checks the folder. */
export function newTemplate(dir: string, name: string, from = 'default'): NewTemplate {
  if (!NAME.test(name)) throw new Error(`"${name}" is not a template name: lower-case letters and digits, words joined by "-" (navy, city-jobs)`);
  const siteOf = (t: string) => join(dir, 'sites', `${t}.json`);
  if (existsSync(siteOf(name))) throw new Error(`sites/${name}.json exists already: pick another name`);
  if (!existsSync(siteOf(from))) throw new Error(`no template "${from}" to copy (sites/${from}.json is missing)`);
  const site = readJson(siteOf(from));
  const colour = colourOf(name);
  const theme = { ...(site.theme as Record<string, unknown>), primaryColor: colour, accentColor: colour };
  const written: Array<[string, unknown]> = [[`sites/${name}.json`, { ...site, $schema: '../meta/site.schema.json', template: name, name: marked(site.name, name), theme }]];
  for (const terminal of TERMINALS) {
    const source = join(dir, 'routes', `${from}.${terminal}.json`);
    if (!existsSync(source)) continue;
    written.push([`routes/${name}.${terminal}.json`, { ...readJson(source), $schema: '../meta/routes.schema.json', template: name, terminal }]);
  }
  for (const [file, value] of written) writeFileSync(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  const files = written.map(([file]) => file);
  const problems = checkSchemaDir(dir).problems.filter((p) => files.includes(p.file));
  if (problems.length) for (const file of files) rmSync(join(dir, file));
  return { files, problems };
}

function nextSteps(dir: string, name: string, from: string, files: string[]): string {
  const homes = files
    .filter((f) => f.startsWith('routes/'))
    .map((f) => {
      const { terminal, home } = readJson(join(dir, f)) as { terminal: string; home: string };
      return `/site/1/1001/portal/${terminal}/${name}/${terminal}/${home}`;
    });
  return [
    `Template "${name}" made from "${from}":`,
    ...files.map((f) => `  schemas/${f}`),
    '',
    'Next:',
    `  1. schemas/sites/${name}.json: the name, theme (colours, radius), nav and menus, channelMap.`,
    `  2. Its pages are ${from}'s (the route files name them). To change one, copy schemas/pages/<page>.json to a new`,
    `     name and point the route at it in schemas/routes/${name}.<terminal>.json.`,
    '  3. npm run schemas:check (the running server re-checks edited files and keeps the last good copy).',
    `  4. Open its homes: ${homes.join(' and ')}`,
  ].join('\n');
}

function main(argv: string[]): number {
  const name = argv.find((a, i) => !a.startsWith('--') && !['--from', '--dir'].includes(argv[i - 1] ?? ''));
  const option = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
  const from = option('--from') ?? 'default';
  if (!name) {
    console.error('usage: npm run template:new -- NAME [--from TEMPLATE] [--dir schemas]');
    return 2;
  }
  try {
    const dir = resolve(option('--dir') ?? 'schemas');
    const { files, problems } = newTemplate(dir, name, from);
    if (problems.length) {
      for (const p of problems) console.error(`${p.file} ${p.pointer} ${p.message}`);
      console.error(`"${name}" was not written: the copy does not pass the check`);
      return 1;
    }
    console.log(nextSteps(dir, name, from, files));
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = main(process.argv.slice(2));
