import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SCHEMAS_DIR, copyDir, startApp, tempDir, type TestApp } from './helpers';

const schemas = tempDir('portal-schemas-');
copyDir(SCHEMAS_DIR, schemas);
const LOCALE_FILE = 'locales/zh-CN/blocks.json';
const broken = path.join(schemas, 'locales', 'zh-CN', 'broken.json');
fs.writeFileSync(broken, '{ "block.oops": ');

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ schemasDir: schemas, watchSchemas: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(schemas, { recursive: true, force: true });
});

async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a schema file with problems', () => {
  it('is not served when it never passed', async () => {
    expect((await get('/schemas/locales/zh-CN/broken.json')).statusCode).toBe(404);
    expect((await get('/schemas/locales/zh-CN.json')).json()['block.oops']).toBeUndefined();
  });

  it('is refused with its file and pointer logged, while the last good copy keeps serving', async () => {
    const good = await get(`/schemas/${LOCALE_FILE}`);
    expect(good.statusCode).toBe(200);
    const goodLocale = await get('/schemas/locales/zh-CN.json');
    const errors = vi.spyOn(t.app.log, 'error');
    const file = path.join(schemas, LOCALE_FILE);
    const original = fs.readFileSync(file, 'utf8');

    // valid JSON that breaks the locale meta-schema (texts are strings) at a known pointer
    fs.writeFileSync(file, original.replace('"block.loading": "加载中…"', '"block.loading": 42'));
    const prefix = `schema refused: ${LOCALE_FILE} /block.loading `;
    await until(() => errors.mock.calls.some(([line]) => String(line).startsWith(prefix)));
    const line = errors.mock.calls.map(([l]) => String(l)).find((l) => l.startsWith(prefix))!;
    expect(line.length).toBeGreaterThan(prefix.length);
    const still = await get(`/schemas/${LOCALE_FILE}`);
    expect(still.statusCode).toBe(200);
    expect(still.body).toBe(good.body);
    expect(still.headers.etag).toBe(good.headers.etag);
    expect((await get('/schemas/locales/zh-CN.json')).body).toBe(goodLocale.body);

    // fixed again: the new text is served under a new ETag
    fs.writeFileSync(file, original.replace('"block.loading": "加载中…"', '"block.loading": "正在加载"'));
    await until(async () => (await get(`/schemas/${LOCALE_FILE}`)).json()['block.loading'] === '正在加载');
    const fresh = await get(`/schemas/${LOCALE_FILE}`);
    expect(fresh.headers.etag).not.toBe(good.headers.etag);
    expect((await get('/schemas/locales/zh-CN.json')).json()['block.loading']).toBe('正在加载');
    errors.mockRestore();
  });

  it('stops being served once deleted', async () => {
    // the same key in every locale, as the checker wants
    const extras = [['zh-CN', '你好'], ['en-US', 'Hello']].map(([locale, text]) => {
      const file = path.join(schemas, 'locales', locale, 'extra.json');
      fs.writeFileSync(file, JSON.stringify({ $schema: '../../meta/locale.schema.json', 'extra.hello': text }));
      return file;
    });
    await until(async () => (await get('/schemas/locales/zh-CN.json')).json()['extra.hello'] === '你好');
    expect((await get('/schemas/locales/en-US.json')).json()['extra.hello']).toBe('Hello');
    for (const file of extras) fs.rmSync(file);
    await until(async () => (await get('/schemas/locales/zh-CN/extra.json')).statusCode === 404);
    expect((await get('/schemas/locales/zh-CN.json')).json()['extra.hello']).toBeUndefined();
  });
});

describe('a page that names a block no renderer draws', () => {
  it('is refused with file and pointer while the last good copy serves, and accepted again once fixed', async () => {
    // the renderer entries a server takes from its server build (rendererEntries): here the sets schemas:check loads
    const { commonEntries } = await import('@/renderers/common/index');
    const { pcEntries } = await import('@/renderers/pc/index');
    const { h5Entries } = await import('@/renderers/h5/index');
    const { armyPcEntries } = await import('@/renderers/army/pc/index');
    const { armyH5Entries } = await import('@/renderers/army/h5/index');
    const plain = (entries: Array<{ type: string; template?: string; terminal?: string }>) => entries.map(({ type, template, terminal }) => ({ type, template, terminal }));
    const errors = vi.spyOn(t.app.log, 'error');
    const infos = vi.spyOn(t.app.log, 'info');
    t.app.schemaStore.checkCoverage({ pc: plain([...commonEntries, ...pcEntries, ...armyPcEntries]), h5: plain([...commonEntries, ...h5Entries, ...armyH5Entries]) });
    expect(errors.mock.calls.filter(([line]) => String(line).includes('no renderer for')), 'every demo page has its renderers').toEqual([]);

    const PAGE = 'pages/campus-home.json';
    const file = path.join(schemas, PAGE);
    const original = fs.readFileSync(file, 'utf8');
    const good = await get(`/schemas/${PAGE}`);
    const pointer = (JSON.parse(original) as { blocks: Array<{ type: string }> }).blocks.findIndex((block) => block.type === 'banner');
    expect(pointer, 'the page shows a banner').toBeGreaterThanOrEqual(0);
    // saved as editors save: a new file renamed over the old one
    fs.writeFileSync(`${file}.tmp`, original.replace('"type": "banner"', '"type": "banner-xyz"'));
    fs.renameSync(`${file}.tmp`, file);
    const prefix = `schema refused: ${PAGE} /blocks/${pointer}/type no renderer for "banner-xyz"`;
    await until(() => errors.mock.calls.some(([line]) => String(line).startsWith(prefix)));
    expect((await get(`/schemas/${PAGE}`)).body, 'the last good copy').toBe(good.body);

    // the same file written in place after that atomic save is still heard
    fs.writeFileSync(file, original);
    await until(() => infos.mock.calls.some(([line]) => line === `schema accepted again: ${PAGE}`));
    errors.mockRestore();
    infos.mockRestore();
  });
});
