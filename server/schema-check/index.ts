// The schema checker: every *.json under the schemas folder against its meta-schema (ajv, JSON Schema
// 2020-12), then what JSON Schema cannot prove: pages, redirect targets, links and message keys exist,
// endpoints are in the catalogue, $route params exist on the routes that show a page, resume templates'
// refFieldIds, ids and dictionaries hold (./check-resumes.ts). No React, no renderers: the server runs it
// at start and on every change. Renderer coverage: ./renderer-coverage.ts.
import { posix } from 'node:path';
import type { ResumeTemplate } from '@/src/core/resume-types';
import type { PageFile, RouteFile, SiteFile } from '@/src/core/schema-types';
import { checkLocales, keysByLocale } from './check-locales';
import { checkPages } from './check-pages';
import { checkResumes, RESUME_FOLDER } from './check-resumes';
import { checkRoutes, flattenAll, routeFilesByPage } from './check-routes';
import { checkSites } from './check-sites';
import { compileMeta, createAjv, validateWith, type MetaSchema } from './meta-validate';
import { listJsonFiles, readSource, type SchemaSource } from './read-files';
import type { SchemaKind, SchemaSet } from './schema-set';
import type { SchemaCheckResult, SchemaProblem } from './types';

export type { SchemaCheckResult, SchemaProblem } from './types';

const KIND_BY_FOLDER: Record<string, Exclude<SchemaKind, 'other'>> = {
  meta: 'meta',
  sites: 'site',
  routes: 'routes',
  pages: 'page',
  locales: 'locale',
};

/** Subfolders whose files all have one kind; the rest of their top folder (forms/) goes by "$schema". */
const KIND_BY_SUBFOLDER: Record<string, Exclude<SchemaKind, 'other'>> = { [RESUME_FOLDER]: 'resume-template' };

/** The folder whose kind a file takes, and that kind. */
function folderOf(file: string): { folder: string; kind?: Exclude<SchemaKind, 'other'> } {
  const sub = Object.keys(KIND_BY_SUBFOLDER).find((f) => file.startsWith(`${f}/`));
  if (sub) return { folder: sub, kind: KIND_BY_SUBFOLDER[sub] };
  const top = file.split('/')[0];
  return { folder: top, kind: KIND_BY_FOLDER[top] };
}

/** The kinds the cross-checks read; a file of another meta-schema (forms, later) is checked by ajv only. */
const CROSS_CHECKED = new Set(['site', 'routes', 'page', 'locale', 'resume-template']);

/** How deep a file of each kind sits: pages/x.json is 2, locales/zh-CN/x.json is 3. */
const DEPTH: Record<Exclude<SchemaKind, 'other'>, number> = { meta: 2, site: 2, routes: 2, page: 2, locale: 3, 'resume-template': 3 };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function checkSchemaDir(dir: string): SchemaCheckResult {
  const problems: SchemaProblem[] = [];
  const report = (file: string, pointer: string, message: string) => problems.push({ file, pointer, message });
  const files = listJsonFiles(dir);
  const sources = files.map((file) => readSource(dir, file));
  const set: SchemaSet = {
    present: new Set(files),
    sites: new Map(),
    routes: new Map(),
    pages: new Map(),
    resumes: new Map(),
    locales: new Map(),
    brokenLocales: new Set(),
    report,
  };

  for (const source of sources) {
    if (source.syntaxError) report(source.file, source.syntaxError.pointer, source.syntaxError.message);
  }

  const ajv = createAjv();
  const metas = new Map<string, MetaSchema>();
  for (const source of sources) {
    if (KIND_BY_FOLDER[source.file.split('/')[0]] !== 'meta') continue;
    const name = posix.basename(source.file);
    if (source.value === undefined) {
      // its syntax error is reported; the files it checks say why they cannot be checked
      metas.set(name, { name, schema: {}, error: 'not valid JSON' });
      continue;
    }
    const meta = compileMeta(ajv, name, source.value);
    if (meta.error) report(source.file, '', meta.error);
    metas.set(name, meta);
  }

  const refused: Array<{ source: SchemaSource; kind: SchemaKind }> = [];
  for (const source of sources) {
    const [, locale] = source.file.split('/');
    const folderKind = folderOf(source.file).kind;
    if (folderKind === 'meta') continue;
    const kind = source.value === undefined ? undefined : checkFile(source, folderKind, metas, report);
    if (kind) collect(set, source, kind);
    else {
      // a locale with a refused part is not used to judge other files' keys: it would blame them all
      if (folderKind === 'locale' && locale) set.brokenLocales.add(locale);
      if (folderKind && CROSS_CHECKED.has(folderKind) && isObject(source.value)) refused.push({ source, kind: folderKind });
    }
  }

  crossCheck(set);
  for (const { source, kind } of refused) {
    // a value the meta-schema refused is told once, in its words: a cross-check of it would say it again
    const told = new Set(problems.filter((p) => p.file === source.file).map((p) => p.pointer));
    problems.push(...crossCheckRefused(set, source, kind).filter((p) => !told.has(p.pointer)));
  }

  const bad = new Set(problems.map((p) => p.file));
  const good = new Map<string, unknown>();
  for (const source of sources) if (source.value !== undefined && !bad.has(source.file)) good.set(source.file, source.value);
  const order = new Map(files.map((f, i) => [f, i]));
  problems.sort((a, b) => (order.get(a.file) ?? -1) - (order.get(b.file) ?? -1));
  return { problems, good };
}

/** What JSON Schema cannot prove, for the files of the set. */
function crossCheck(set: SchemaSet): void {
  const flat = flattenAll(set);
  const keys = keysByLocale(set);
  checkLocales(set);
  checkRoutes(set, flat);
  checkSites(set, flat, keys);
  checkPages(set, flat, routeFilesByPage(set, flat), keys);
  checkResumes(set, keys);
}

/**
 * What follows from a site's terminals: when its structure is refused (a terminal "tv"), these only repeat that
 * problem in other words (no route file, no nav, channels and menus of a terminal it lacks).
 */
const FOLLOWS_FROM_TERMINALS = /not one of this site's terminals|has no route file|has no nav/;

/**
 * A file its meta-schema refused is cross-checked too, beside the good files, so that one round names all its
 * problems (a wrong layout and a missing message key together). Only its own problems count, less those that
 * follow from its terminals; a shape the checks cannot read ends its check (its structural problems say why).
 */
function crossCheckRefused(set: SchemaSet, source: SchemaSource, kind: SchemaKind): SchemaProblem[] {
  const found: SchemaProblem[] = [];
  const trial: SchemaSet = {
    ...set,
    sites: new Map(set.sites),
    routes: new Map(set.routes),
    pages: new Map(set.pages),
    resumes: new Map(set.resumes),
    locales: new Map([...set.locales].map(([locale, parts]) => [locale, new Map(parts)])),
    brokenLocales: new Set(set.brokenLocales),
    report: (file, pointer, message) => {
      if (file === source.file && !FOLLOWS_FROM_TERMINALS.test(message)) found.push({ file, pointer, message });
    },
  };
  try {
    collect(trial, source, kind);
    crossCheck(trial);
  } catch {
    // what was found before the shape broke the check is kept
  }
  return found;
}

/** Validates one parsed file against its meta-schema; its kind when it passed, else undefined. */
function checkFile(
  source: SchemaSource,
  folderKind: Exclude<SchemaKind, 'other'> | undefined,
  metas: Map<string, MetaSchema>,
  report: (file: string, pointer: string, message: string) => void,
): SchemaKind | undefined {
  const { file, value } = source;
  const declared = isObject(value) && typeof value.$schema === 'string' ? value.$schema : undefined;
  const declaredName = declared ? posix.basename(declared) : undefined;
  const metaName = folderKind ? `${folderKind}.schema.json` : declaredName;
  if (!metaName) {
    report(file, '', 'no meta-schema applies: put the file in sites/, routes/, pages/, locales/{locale}/ or forms/resume/, or name one in "$schema"');
    return undefined;
  }
  let ok = true;
  if (declared) {
    if (declaredName !== metaName) {
      report(file, '/$schema', `names ${declaredName}, but files in ${folderOf(file).folder}/ are checked against meta/${metaName}`);
      ok = false;
    } else {
      const resolved = posix.normalize(posix.join(posix.dirname(file), declared));
      if (resolved !== `meta/${metaName}`) {
        const right = posix.relative(posix.dirname(file), `meta/${metaName}`);
        report(file, '/$schema', `"${declared}" does not lead to meta/${metaName} from here: write "${right}"`);
        ok = false;
      }
    }
  }
  if (folderKind && file.split('/').length !== DEPTH[folderKind]) {
    const where = folderKind === 'locale' ? 'locales/{locale}/' : `${folderOf(file).folder}/`;
    report(file, '', `misplaced: files of this kind sit directly in ${where}`);
    ok = false;
  }
  const meta = metas.get(metaName);
  if (!meta) {
    report(file, '', `meta-schema meta/${metaName} does not exist`);
    return undefined;
  }
  const errors = validateWith(meta, value);
  for (const e of errors) report(file, e.pointer, e.message);
  if (errors.length > 0 || !ok) return undefined;
  const kind = metaName.replace(/\.schema\.json$/, '');
  return CROSS_CHECKED.has(kind) ? (kind as SchemaKind) : 'other';
}

function collect(set: SchemaSet, source: SchemaSource, kind: SchemaKind): void {
  const { file } = source;
  if (kind === 'site') {
    const value = source.value as SiteFile;
    const earlier = set.sites.get(value.template);
    if (earlier) set.report(file, '/template', `template "${value.template}" is already defined by ${earlier.file}`);
    else set.sites.set(value.template, { file, value });
  } else if (kind === 'routes') {
    set.routes.set(file, { file, value: source.value as RouteFile });
  } else if (kind === 'page') {
    const value = source.value as PageFile;
    const earlier = set.pages.get(value.id);
    if (earlier) set.report(file, '/id', `page id "${value.id}" is already used by ${earlier.file}`);
    else set.pages.set(value.id, { file, value });
  } else if (kind === 'resume-template') {
    set.resumes.set(file, { file, value: source.value as ResumeTemplate });
  } else if (kind === 'locale') {
    const [, locale, part] = file.split('/');
    const parts = set.locales.get(locale) ?? new Map();
    parts.set(part, { file, value: source.value as Record<string, unknown> });
    set.locales.set(locale, parts);
  }
}
