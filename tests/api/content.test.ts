import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { Activity, Banner, Notice, QuestionAnswer } from '@/src/core/entities';
import { ROOT, call, data, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('notices', () => {
  it('notice.search answers newest first, without bodies, and pages', async () => {
    const all = await data<Paged<Notice>>(t.app, 'notice.search', { pageSize: 50 });
    expect(all.total).toBeGreaterThanOrEqual(10);
    for (let i = 1; i < all.list.length; i++) expect(all.list[i - 1].publishDate >= all.list[i].publishDate).toBe(true);
    expect(all.list.every((n) => n.bodyHtml === undefined && n.summary.length > 0)).toBe(true);
    const second = await data<Paged<Notice>>(t.app, 'notice.search', { page: 2, pageSize: 4 });
    expect(second.list.map((n) => n.id)).toEqual(all.list.slice(4, 8).map((n) => n.id));
  });

  it('notice.search filters keyword and category', async () => {
    const byKeyword = await data<Paged<Notice>>(t.app, 'notice.search', { keyword: '校园招聘' });
    expect(byKeyword.total).toBeGreaterThan(0);
    expect(byKeyword.list.every((n) => `${n.title}${n.summary}`.includes('校园招聘'))).toBe(true);
    const policy = await data<Paged<Notice>>(t.app, 'notice.search', { category: '政策解读' });
    expect(policy.list.map((n) => n.title)).toEqual(['高校毕业生就业政策解读']);
    expect((await data<Paged<Notice>>(t.app, 'notice.search', { category: '无此分类' })).total).toBe(0);
  });

  it('notice.view answers the body as stored, a hostile one included (the pages sanitise it)', async () => {
    await t.app.db.updateTable('notices').set({ body_html: '<script>alert(1)</script><p><a href="#" onclick="alert(2)">x</a></p>' }).where('id', '=', 3).execute();
    const notice = await data<Notice>(t.app, 'notice.view', { id: 3 });
    expect(notice.title).toBe('关于2027届校园招聘笔试安排的通知');
    expect(notice.bodyHtml).toContain('<script>');
    expect(notice.bodyHtml).toContain('onclick=');
    const plain = await data<Notice>(t.app, 'notice.view', { id: 1 });
    expect(plain.bodyHtml).toMatch(/<p>.+<\/p>/);
    expect(plain.bodyHtml).toContain('<ul><li>');
    expect(plain.bodyHtml).toContain('<a href=');
    expect(plain.bodyHtml).not.toContain('<script');
  });

  it('notice.view answers NOT_FOUND for unknown ids and ids of another portal, 400 without id', async () => {
    expect((await call(t.app, 'notice.view', { id: 999 })).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '公告不存在' });
    expect((await call(t.app, 'notice.view', { id: 3 }, { 'qx-portal': '1002' })).body.errorCode).toBe('NOT_FOUND');
    const missing = await call(t.app, 'notice.view');
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toBe('缺少必填参数 id');
  });
});

describe('activities', () => {
  it('activity.search answers coming activities first and ended ones last', async () => {
    const list = (await data<Paged<Activity>>(t.app, 'activity.search', { pageSize: 50 })).list;
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.at(-1)?.title).toBe('2026年秋季网络双选会');
    const coming = list.slice(0, -1);
    for (let i = 1; i < coming.length; i++) expect(coming[i - 1].startTime <= coming[i].startTime).toBe(true);
    expect(list.every((a) => a.body === undefined)).toBe(true);
  });

  it('activity.search filters by keyword and pages', async () => {
    const found = await data<Paged<Activity>>(t.app, 'activity.search', { keyword: '宣讲' });
    expect(found.list.map((a) => a.title)).toEqual(['2027届校园招聘空中宣讲会']);
    const page = await data<Paged<Activity>>(t.app, 'activity.search', { page: 2, pageSize: 2 });
    expect(page).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.list).toHaveLength(2);
  });

  it('activity.view answers the body, NOT_FOUND for an unknown id', async () => {
    const list = (await data<Paged<Activity>>(t.app, 'activity.search', {}, { 'qx-portal': '1002' })).list;
    const one = await data<Activity>(t.app, 'activity.view', { id: list[0].id }, { 'qx-portal': '1002' });
    expect(one.title).toBe(list[0].title);
    expect(one.body?.length).toBeGreaterThan(0);
    expect((await call(t.app, 'activity.view', { id: 12345 })).body).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '活动不存在' });
    expect((await call(t.app, 'activity.view', { id: '1.5' })).status).toBe(400);
  });
});

describe('questions and answers', () => {
  it('qa.search answers, filters category and keyword, pages', async () => {
    const all = await data<Paged<QuestionAnswer>>(t.app, 'qa.search', { pageSize: 50 });
    expect(all.total).toBeGreaterThanOrEqual(8);
    const apply = await data<Paged<QuestionAnswer>>(t.app, 'qa.search', { category: '职位申请' });
    expect(apply.list.length).toBe(3);
    expect(apply.list.every((q) => q.category === '职位申请')).toBe(true);
    const pwd = await data<Paged<QuestionAnswer>>(t.app, 'qa.search', { keyword: '密码' });
    expect(pwd.list.map((q) => q.question)).toContain('忘记密码怎么办？');
    const army = await data<Paged<QuestionAnswer>>(t.app, 'qa.search', { category: '退役军人' }, { 'qx-portal': '1002' });
    expect(army.total).toBe(2);
    expect((await call(t.app, 'qa.search', { pageSize: 100 })).status).toBe(400);
  });
});

describe('tidings', () => {
  it('tidings.banner answers banners whose SVG images are served', async () => {
    for (const portal of ['1001', '1002']) {
      const banners = await data<Banner[]>(t.app, 'tidings.banner', {}, { 'qx-portal': portal });
      expect(banners.length).toBeGreaterThanOrEqual(3);
      for (const b of banners) {
        expect(b.image).toMatch(/^\/assets-demo\/.+\.svg$/);
        expect(fs.existsSync(path.join(ROOT, 'public', b.image))).toBe(true);
        const res = await t.app.inject({ method: 'GET', url: b.image });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('image/svg+xml');
        expect(res.body).toContain('width="1200" height="360"');
        expect(res.body).toContain(b.title);
        // the phone's picture: the same art, without a word in it (the page writes title and subtitle over it)
        expect(b.background).toBe(b.image.replace('.svg', '-bg.svg'));
        const art = await t.app.inject({ method: 'GET', url: b.background! });
        expect(art.statusCode).toBe(200);
        expect(art.body).not.toContain('<text');
        expect(art.body).not.toContain(b.title);
      }
    }
  });

  it('tidings.privacy answers the title and HTML of the portal', async () => {
    const privacy = await data<{ title: string; bodyHtml: string }>(t.app, 'tidings.privacy', {}, { 'qx-portal': '1002' });
    expect(privacy.title).toBe('军队人才招聘网隐私声明');
    expect(privacy.bodyHtml).toContain('<ul>');
  });
});
