// The en-US catalogue against zh-CN: every key has an English entry, and no English text is still Chinese
// (catalogues and the inline { "zh-CN", "en-US" } texts of the schemas). Every dictionary value of the
// server and every errorCode it sends has a message key in both.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { terms } from '@/server/db/seed/terms';
import { errorCodeKey } from '@/src/api/error-texts';
import { termKey } from '@/src/i18n/term-text';

const ROOT = join(import.meta.dirname, '../..');
// Han, kana, Hangul, CJK symbols and punctuation, full-width forms
const CJK = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function catalogue(locale: string): Record<string, string> {
  const dir = join(ROOT, 'schemas/locales', locale);
  const merged: Record<string, string> = {};
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    for (const [key, value] of Object.entries(readJson(join(dir, name)) as Record<string, string>)) if (key !== '$schema') merged[key] = value;
  }
  return merged;
}

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => join(e.parentPath, e.name));
}

/** Every inline en-US text of a schema file, with where it is. */
function inlineEnglish(value: unknown, at: string, out: [string, string][]): [string, string][] {
  if (Array.isArray(value)) value.forEach((v, i) => inlineEnglish(v, `${at}/${i}`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'en-US' && typeof v === 'string') out.push([`${at}/en-US`, v]);
      else inlineEnglish(v, `${at}/${k}`, out);
    }
  }
  return out;
}

/** The codes the server answers with: ApiError('CODE', ...) and fail('CODE', ...) in server/ (tests left out). */
function serverErrorCodes(): string[] {
  const codes = new Set<string>();
  for (const file of filesUnder(join(ROOT, 'server'), '.ts').filter((f) => !f.endsWith('.test.ts'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:ApiError|fail)\(\s*'([A-Z][A-Z0-9_]+)'/g)) codes.add(m[1]!);
    for (const m of readFileSync(file, 'utf8').matchAll(/fail\(status === 404 \? '([A-Z_]+)' : '([A-Z_]+)'/g)) codes.add(m[1]!).add(m[2]!);
  }
  return [...codes].sort();
}

const zh = catalogue('zh-CN');
const en = catalogue('en-US');

describe('the en-US catalogue', () => {
  it('has an entry for every zh-CN key', () => {
    expect(Object.keys(zh).filter((key) => !(key in en))).toEqual([]);
  });

  it('has no Chinese (or other CJK) characters in any value but a language\'s own name (language.zh-CN: 中文)', () => {
    const ownName = (key: string) => /^language\.zh(-[A-Z]+)?$/.test(key);
    expect(Object.entries(en).filter(([key, value]) => CJK.test(value) && !ownName(key))).toEqual([]);
  });

  it('spells resume one way: no résumé', () => {
    expect(Object.entries(en).filter(([, value]) => /résumé/i.test(value))).toEqual([]);
  });

  it('and the schemas\' inline en-US texts are English too', () => {
    const found: [string, string][] = [];
    for (const dir of ['sites', 'pages', 'forms', 'routes']) {
      for (const file of filesUnder(join(ROOT, 'schemas', dir), '.json')) inlineEnglish(readJson(file), file.slice(ROOT.length + 1), found);
    }
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter(([, text]) => CJK.test(text) || /résumé/i.test(text))).toEqual([]);
  });
});

describe('dictionary values and server messages have keys', () => {
  it('every term of every dictionary the server has (term.{type}.{code})', () => {
    const keys = Object.entries(terms).flatMap(([type, list]) => list.map(([code]) => termKey(type, code)));
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter((key) => !(key in zh) || !(key in en))).toEqual([]);
    // zh-CN reads the server's own names
    for (const [type, list] of Object.entries(terms)) for (const [code, name] of list) expect(zh[termKey(type, code)]).toBe(name);
  });

  it('every errorCode the server sends (api.error.{CODE})', () => {
    const codes = serverErrorCodes();
    expect(codes).toEqual(expect.arrayContaining(['LOGIN_FAILED', 'NOT_FOUND', 'BAD_REQUEST', 'SERVER_ERROR', 'RESUME_INVALID', 'FILE_QUOTA']));
    expect(codes.filter((code) => !(errorCodeKey(code) in zh) || !(errorCodeKey(code) in en))).toEqual([]);
  });
});
