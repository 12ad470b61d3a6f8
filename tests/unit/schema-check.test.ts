import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemaDir } from '@/server/schema-check';
import { listJsonFiles } from '@/server/schema-check/read-files';
import { checkRendererCoverage, type CoverageEntry } from '@/server/schema-check/renderer-coverage';
import type { SchemaProblem } from '@/server/schema-check/types';
import { SCHEMAS, useSchemaCopies } from './schema-copies';

const { copySchemas } = useSchemaCopies();

const readJson = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const writeJson = (dir: string, file: string, value: unknown) => writeFileSync(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
function edit(dir: string, file: string, change: (value: any) => void): void {
  const value = readJson(dir, file);
  change(value);
  writeJson(dir, file, value);
}

const show = (problems: SchemaProblem[]) => problems.map((p) => `${p.file} ${p.pointer} ${p.message}`).join('\n');

describe('the real schemas', () => {
  it('pass the meta-schemas and every cross-check', () => {
    const result = checkSchemaDir(SCHEMAS);
    expect(show(result.problems)).toBe('');
    expect([...result.good.keys()].sort()).toEqual(listJsonFiles(SCHEMAS));
  });

  it('list every route the spec lists in the four route files', () => {
    const paths = (file: string) => {
      const out: string[] = [];
      const walk = (nodes: { path: string; children?: any[] }[], prefix: string) => {
        for (const n of nodes) {
          const full = [prefix, n.path].filter(Boolean).join('/');
          out.push(full);
          if (n.children) walk(n.children, full);
        }
      };
      walk(readJson(SCHEMAS, file).routes, '');
      return out;
    };
    const defaultPc = paths('routes/default.pc.json');
    for (const p of ['home', 'index', 'home2', 'schoolrecruitmenthome', 'schoolrecruitment/list', 'schoolrecruitment/detail', 'chat', 'userfeedback', 'censorlogin', 'notice', ':token', 'projectNotice3306', 'notice/:id', 'notice/:id/:src', 'questionandanswer', 'recruitment/:id', 'recruitment/:id/:unitId', 'recruitmentc/:id/:unitId', 'recruitmentlist/:id/:parentId', 'recruitmentlist/:src', 'recruitmentview/:id', 'recruitmentview/:id/:src', 'recruitmentview/:id/:src/:backUrl', 'usercenter', 'resumeedit/:useId', 'resumeedit/:id/:src', 'apply/delivery/:id/:src', 'recruitmentflow', 'user', 'user/:activeKey', 'ImproveResume', 'completeResume/:deliveryId']) {
      expect(defaultPc).toContain(p);
    }
    const defaultH5 = paths('routes/default.h5.json');
    for (const p of ['campus/list', 'campus/fair/:id', 'layout/index', 'layout/home', 'layout/home2', 'layout/userfeedback', 'layout/login', 'layout/censorlogin', 'layout/regist', 'layout/changepass', 'layout/forgetpassword', 'layout/notice', 'layout/projectNotice3306', 'layout/notice/:id', 'layout/notice/:id/:src', 'layout/recruitment/:id', 'layout/recruitUnitList', 'layout/recruitment/:id/:unitId', 'layout/recruitment/campus/:unitId', 'layout/recruitment/social/:unitId', 'layout/recruitment/special/:unitId', 'layout/recruitment/trainee/:unitId', 'layout/recruitmentlist/:id/:parentId', 'layout/recruitmentlist/:src', 'layout/recruitmentview/:id', 'layout/recruitmentview/:id/:src', 'layout/resumeview', 'layout/usercenter', 'layout/resumeedit/:useId', 'layout/resumeedit/:id/:src', 'layout/apply/delivery/:applyId', 'layout/recruitmentflow', 'layout/user', 'layout/user/:activeKey', 'layout/collect', 'layout/accountSettings', 'layout/updatePasswd', 'layout/updateEmail', 'layout/updatePhone', 'layout/ImproveResume', 'layout/search', 'layout/resumeeditpart/:partId', 'layout/completeResume/:deliveryId']) {
      expect(defaultH5).toContain(p);
    }
    const armyPc = paths('routes/army.pc.json');
    for (const p of ['home2', 'censorlogin', 'regist', 'changepass', 'forgetpassword', 'home', 'home3', 'notice', 'notice/:id', 'notice/:id/:src', 'applyActivity', 'applyActivity/:id/applyActivity', 'apply/:id/:src', 'questionandanswer', 'recruitment/:id', 'recruitment/:id/:unitId', 'recruitmentlist/:id/:parentId', 'recruitmentlist/:src', 'recruitmentview/:id', 'recruitmentview/:id/:src', 'recruitmentview/:id/:src/:backUrl', 'resumeview', 'usercenter', 'resumeedit/:useId', 'resumeedit/:id/:src', 'activityresumeedit/:id/:src/applyActivity', 'apply/delivery/:applyId', 'recruitmentflow', 'user', 'user/:activeKey', 'ImproveResume', 'unitInfo/:unitId', 'searchPosition/:searchType']) {
      expect(armyPc).toContain(p);
    }
    const armyH5 = paths('routes/army.h5.json');
    for (const p of ['careerway/all', 'careerway/social', 'careerway/campus', 'careerway/postDoctor', 'campus/list', 'campus/fair/:id', 'social/fair/:id', 'veterans/list', 'veterans/veterans', 'layout/home', 'layout/home2', 'layout/home3', 'layout/frontpage', 'layout/frontpagedetail', 'layout/login', 'layout/censorlogin', 'layout/regist', 'layout/changepass', 'layout/forgetpassword', 'layout/notice', 'layout/notice/:id', 'layout/notice/:id/:src', 'layout/recruitment/:id/:unitId', 'layout/recruitmentHome', 'layout/recruitmentlist/:id/:parentId', 'layout/recruitmentlist/:src', 'layout/recruitmentview/:id', 'layout/recruitmentview/:id/:src', 'layout/companyview', 'layout/resumeview', 'layout/usercenter', 'layout/resumeedit/:useId', 'layout/resumeedit/:id/:src', 'layout/apply/delivery/:applyId', 'layout/recruitmentflow', 'layout/user', 'layout/user/:activeKey', 'layout/collect', 'layout/accountSettings', 'layout/updatePasswd', 'layout/updateEmail', 'layout/updatePhone', 'layout/CCTVactitivies', 'layout/applyActivity/:id/applyActivity', 'layout/activityresumeedit/:id/:src/applyActivity', 'layout/ImproveResume', 'layout/search', 'layout/resumeeditpart/:partId', 'layout/completeResume/:deliveryId']) {
      expect(armyH5).toContain(p);
    }
  });
});

describe('a broken copy', () => {
  it('(a) broken JSON: the file, the member being read and the line', () => {
    const dir = copySchemas();
    const file = join(dir, 'pages/notice-list.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"title": "page.notices",', '"title": "page.notices"'));
    const { problems, good } = checkSchemaDir(dir);
    expect(problems).toEqual([
      {
        file: 'pages/notice-list.json',
        pointer: '/title',
        message: expect.stringMatching(/^invalid JSON at line 5, column 3: Expected ',' or '}' after property value/),
      },
    ]);
    expect(good.has('pages/notice-list.json')).toBe(false);
    // routes that show the page still pass: the last good copy of the page keeps serving
    expect(good.has('routes/default.pc.json')).toBe(true);
  });

  it('(a) a file cut short', () => {
    const dir = copySchemas();
    writeFileSync(join(dir, 'pages/qa.json'), '{\n  "id": "qa",\n  "blocks": [\n');
    const { problems } = checkSchemaDir(dir);
    expect(problems).toEqual([
      { file: 'pages/qa.json', pointer: '/blocks/0', message: expect.stringMatching(/^invalid JSON at line 4, column 1: Unexpected end of JSON input/) },
    ]);
  });

  it('(b) a typo in a property name: the pointer of the property and a suggestion', () => {
    const dir = copySchemas();
    edit(dir, 'pages/home-default.json', (page) => {
      const list = page.blocks[3].blocks[0];
      list.props.pagesize = list.props.pageSize;
      delete list.props.pageSize;
      page.titel = page.title;
    });
    edit(dir, 'routes/army.h5.json', (routes) => {
      routes.routes[0].redirct = routes.routes[0].redirect;
    });
    const { problems, good } = checkSchemaDir(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        { file: 'pages/home-default.json', pointer: '/titel', message: 'unknown property "titel": did you mean "title"?' },
        {
          file: 'pages/home-default.json',
          pointer: '/blocks/3/blocks/0/props/pagesize',
          message: 'unknown property "pagesize": did you mean "pageSize"?',
        },
        { file: 'routes/army.h5.json', pointer: '/routes/0/redirct', message: 'unknown property "redirct": did you mean "redirect"?' },
      ]),
    );
    expect(problems).toHaveLength(3);
    expect(good.has('pages/home-default.json')).toBe(false);
    expect(good.has('routes/army.h5.json')).toBe(false);
  });

  it('(b) a wrong value: one message an operator can act on', () => {
    const dir = copySchemas();
    edit(dir, 'pages/qa.json', (page) => {
      page.title = { zh_CN: '常见问题' };
      page.blocks[0].type = 'QaList';
    });
    edit(dir, 'sites/army.json', (site) => {
      site.theme.primaryColor = 'olive';
      site.terminals = ['pc', 'tv'];
    });
    edit(dir, 'routes/default.pc.json', (routes) => {
      routes.routes.push({ path: '/jobs', keepQuery: true });
    });
    const index = readJson(dir, 'routes/default.pc.json').routes.length - 1;
    const { problems } = checkSchemaDir(dir);
    expect(problems).toEqual([
      {
        file: 'pages/qa.json',
        pointer: '/title',
        message: 'must be a message key (such as "page.home") or an object of texts per locale with at least "zh-CN"',
      },
      { file: 'pages/qa.json', pointer: '/blocks/0/type', message: 'must be a block type in kebab-case, such as "position-list"' },
      {
        file: 'routes/default.pc.json',
        pointer: `/routes/${index}`,
        message: 'a route needs "page" or "redirect" (not both) or "children"; "keepQuery" goes only with "redirect"',
      },
      {
        file: 'routes/default.pc.json',
        pointer: `/routes/${index}/path`,
        message: expect.stringMatching(/^must be "" or segments separated by "\/" without a leading "\/"/),
      },
      { file: 'sites/army.json', pointer: '/terminals/1', message: 'must be one of "pc", "h5"' },
      { file: 'sites/army.json', pointer: '/theme/primaryColor', message: 'must be a hex colour such as "#1f6feb"' },
    ]);
  });

  it('(c) a route to a page that does not exist', () => {
    const dir = copySchemas();
    edit(dir, 'routes/default.pc.json', (routes) => {
      const home = routes.routes.find((r: { path: string }) => r.path === 'home');
      home.page = 'home-defualt';
    });
    const pointer = `/routes/${readJson(dir, 'routes/default.pc.json').routes.findIndex((r: { path: string }) => r.path === 'home')}/page`;
    const { problems, good } = checkSchemaDir(dir);
    expect(problems).toEqual([
      { file: 'routes/default.pc.json', pointer, message: 'page "home-defualt" does not exist (schemas/pages/home-defualt.json)' },
    ]);
    expect(good.has('routes/default.pc.json')).toBe(false);
    expect(good.has('routes/default.h5.json')).toBe(true);
  });

  it('(d) a key missing in one locale: the locale file and every text that uses it', () => {
    const dir = copySchemas();
    edit(dir, 'locales/en-US/pages.json', (messages) => {
      delete messages['page.qa'];
    });
    const { problems, good } = checkSchemaDir(dir);
    expect(problems).toEqual([
      { file: 'locales/en-US/pages.json', pointer: '', message: 'missing key "page.qa" (locales/zh-CN/pages.json has it)' },
      { file: 'pages/qa.json', pointer: '/title', message: 'message key "page.qa" is missing in locale en-US (schemas/locales/en-US/)' },
    ]);
    expect(good.has('locales/zh-CN/pages.json')).toBe(true);
  });

  it('(d) a nav label key that no locale has', () => {
    const dir = copySchemas();
    edit(dir, 'sites/default.json', (site) => {
      site.nav.pc[1].label = 'nav.socail';
    });
    const { problems } = checkSchemaDir(dir);
    expect(problems.map((p) => [p.file, p.pointer, p.message])).toEqual([
      ['sites/default.json', '/nav/pc/1/label', 'message key "nav.socail" is missing in locale en-US (schemas/locales/en-US/)'],
      ['sites/default.json', '/nav/pc/1/label', 'message key "nav.socail" is missing in locale zh-CN (schemas/locales/zh-CN/)'],
    ]);
  });

  it('(e) an endpoint that is not in the catalogue', () => {
    const dir = copySchemas();
    edit(dir, 'pages/qa.json', (page) => {
      page.blocks[0].data.endpoint = 'qa.serch';
    });
    const { problems, good } = checkSchemaDir(dir);
    expect(problems).toEqual([
      {
        file: 'pages/qa.json',
        pointer: '/blocks/0/data/endpoint',
        message: 'unknown endpoint "qa.serch": not in src/core/endpoints.ts; did you mean "qa.search"?',
      },
    ]);
    expect(good.has('pages/qa.json')).toBe(false);
  });

  it('an endpoint of the catalogue that the block type does not take its data from', () => {
    const dir = copySchemas();
    edit(dir, 'pages/qa.json', (page) => {
      page.blocks[0].data.endpoint = 'notice.search';
    });
    expect(checkSchemaDir(dir).problems).toEqual([
      { file: 'pages/qa.json', pointer: '/blocks/0/data/endpoint', message: '"qa-list" takes its data from "qa.search" (src/core/blocks/contracts/qa-list.ts)' },
    ]);
  });

  it('a path param the endpoint needs, and malformed references', () => {
    const dir = copySchemas();
    edit(dir, 'pages/position-detail.json', (page) => {
      page.blocks[0].data.params = { id: '$route.id', from: '$qeury.src', portal: '$site.portal' };
    });
    const { problems } = checkSchemaDir(dir);
    expect(problems).toEqual([
      {
        file: 'pages/position-detail.json',
        pointer: '/blocks/0/data/params',
        message: 'endpoint "careers.view" needs param "recruitmentId" for its path /portal/rest/careers/view/{recruitmentId}',
      },
      { file: 'pages/position-detail.json', pointer: '/blocks/0/data/params/from', message: '"$qeury.src": the scope must be $route, $query or $site' },
      {
        file: 'pages/position-detail.json',
        pointer: '/blocks/0/data/params/portal',
        message: '"$site.portal": $site has portalType, portalId, domain, channel, template, terminal',
      },
    ]);
  });

  it('a $route name that a route showing the page does not have', () => {
    const dir = copySchemas();
    edit(dir, 'routes/army.pc.json', (routes) => {
      routes.routes.push({ path: 'jobs/:recruitmentId', page: 'position-detail' });
    });
    const index = readJson(dir, 'routes/army.pc.json').routes.length - 1;
    const { problems } = checkSchemaDir(dir);
    expect(problems).toEqual([
      {
        file: 'routes/army.pc.json',
        pointer: `/routes/${index}/page`,
        message:
          'page "position-detail" reads $route.id (pages/position-detail.json /blocks/0/data/params/recruitmentId) but path "jobs/:recruitmentId" has no :id',
      },
    ]);
  });

  it('a $route name with a fallback after it may be absent; an endpoint name in props is not a message key', () => {
    const dir = copySchemas();
    // user-account reads "$route.activeKey|resume" and is shown by "user" (no :activeKey) as well as "user/:activeKey";
    // its forms name their calls ("userinfo.changePasswd") in props
    expect(readJson(dir, 'pages/user-account.json').blocks[0].props.activeKey).toBe('$route.activeKey|resume');
    expect(checkSchemaDir(dir).problems).toEqual([]);
    edit(dir, 'pages/user-account.json', (page) => {
      page.blocks[0].props.activeKey = '$route.activeKey';
      page.blocks[0].blocks.find((b: { id?: string }) => b.id === 'account').blocks[0].props.submit.text = 'user.noSuchText';
    });
    const messages = checkSchemaDir(dir).problems.map((p) => p.message);
    expect(messages).toContain('message key "user.noSuchText" is missing in locale zh-CN (schemas/locales/zh-CN/)');
    expect(messages.filter((m) => m.includes('userinfo.'))).toEqual([]);
    expect(messages.filter((m) => m.includes('has no :activeKey'))).toHaveLength(4);
  });

  it('redirects, home, nav and page links that lead nowhere', () => {
    const dir = copySchemas();
    edit(dir, 'routes/army.h5.json', (routes) => {
      routes.routes.push({ path: 'veterans', redirect: 'layout/veterans/list' });
      routes.home = 'home';
    });
    edit(dir, 'sites/default.json', (site) => {
      site.nav.h5[0].to = 'home';
    });
    edit(dir, 'pages/home-default-h5.json', (page) => {
      page.blocks[3].props.more = 'recruitment/all/searchAll';
    });
    const index = readJson(dir, 'routes/army.h5.json').routes.length - 1;
    const { problems } = checkSchemaDir(dir);
    expect(problems).toEqual([
      {
        file: 'pages/home-default-h5.json',
        pointer: '/blocks/3/props/more',
        message: '"recruitment/all/searchAll" matches no route of routes/default.h5.json, which shows this page',
      },
      {
        file: 'routes/army.h5.json',
        pointer: `/routes/${index}/redirect`,
        message: 'redirect target "layout/veterans/list" matches no route of this file (targets are relative to the variant base)',
      },
      { file: 'routes/army.h5.json', pointer: '/home', message: '"home" matches no route of this file' },
      { file: 'sites/default.json', pointer: '/nav/h5/0/to', message: '"home" matches no route of routes/default.h5.json' },
    ]);
  });

  it('a "$schema" that does not lead to the meta-schema, and a key only en-US has', () => {
    const dir = copySchemas();
    edit(dir, 'pages/qa.json', (page) => {
      page.$schema = '../../meta/page.schema.json';
    });
    edit(dir, 'locales/en-US/pages.json', (messages) => {
      messages['page.extra'] = 'Extra';
    });
    const { problems } = checkSchemaDir(dir);
    expect(problems).toEqual([
      { file: 'locales/en-US/pages.json', pointer: '/page.extra', message: 'key "page.extra" is not in locales/zh-CN/pages.json; add it there first' },
      { file: 'pages/qa.json', pointer: '/$schema', message: '"../../meta/page.schema.json" does not lead to meta/page.schema.json from here: write "../meta/page.schema.json"' },
    ]);
  });
  it('a broken meta-schema: its files are refused, not passed unchecked', () => {
    const dir = copySchemas();
    writeFileSync(join(dir, 'meta/site.schema.json'), '{ "type": "object", ');
    const { problems, good } = checkSchemaDir(dir);
    expect(problems.map((p) => [p.file, p.pointer, p.message])).toEqual([
      ['meta/site.schema.json', '', expect.stringMatching(/^invalid JSON at line 1/)],
      ['sites/army.json', '', 'meta/site.schema.json is broken, so this file cannot be checked'],
      ['sites/default.json', '', 'meta/site.schema.json is broken, so this file cannot be checked'],
    ]);
    expect(good.has('pages/home-army.json')).toBe(true);
  });
});

/** Sets a member at a JSON pointer ("/blocks/0/props/links/1/to"), making the objects on the way. */
function setAt(value: any, pointer: string, member: unknown): void {
  const tokens = pointer.split('/').slice(1);
  const last = tokens.pop()!;
  const parent = tokens.reduce((node, token) => (node[token] ??= {}), value);
  parent[last] = member;
}

const noRoute = (link: string, routes: string, underLayout?: string) =>
  `"${link}"${underLayout ? ` (on pages under layout/: "${underLayout}")` : ''} matches no route of routes/${routes}.json, which shows this page`;
const neverDrawn = (link: string, routes: string[]) =>
  `"${link}" matches no route of ${routes.map((r) => `routes/${r}.json`).join(', ')}, which show this page, so it is never drawn`;

interface LinkCase {
  name: string;
  page: string;
  /** where the link goes in the page file */
  at: string;
  bad: string;
  /** what the check says of the bad link, in order */
  reports: string[];
  /** links that lead somewhere on every variant that draws them: nothing reported */
  good: string[];
}

const LINK_CASES: LinkCase[] = [
  {
    name: 'review-list detailPath: pc only (the h5 list draws no links)',
    page: 'review-workspace',
    at: '/blocks/0/props/detailPath',
    bad: 'reviews/{id}',
    reports: [noRoute('reviews/{id}', 'army.pc'), noRoute('reviews/{id}', 'default.pc')],
    good: ['review/{id}'],
  },
  {
    name: 'review-detail listPath',
    page: 'review-detail',
    at: '/blocks/0/props/listPath',
    bad: 'reviews',
    reports: [noRoute('reviews', 'army.pc'), noRoute('reviews', 'default.pc')],
    good: ['review', '/review'],
  },
  {
    name: 'activity-detail unitPath: a variant path gains layout/ on pages under layout/',
    page: 'activity-detail',
    at: '/blocks/0/props/unitPath',
    bad: 'units/{id}',
    reports: [noRoute('units/{id}', 'army.h5', 'layout/units/{id}'), noRoute('units/{id}', 'army.pc')],
    good: ['recruitment/all/{id}'],
  },
  {
    name: 'activity-detail unitPath on a fair page outside layout/: no layout/ is added',
    page: 'campus-fair',
    at: '/blocks/0/props/unitPath',
    bad: 'recruitment/all/{id}',
    reports: [noRoute('recruitment/all/{id}', 'army.h5'), noRoute('recruitment/all/{id}', 'default.h5')],
    good: ['layout/recruitment/all/{id}'],
  },
  {
    name: 'activity-detail signUpPath: drawn only where the variant has it, so only a path no variant has is reported',
    page: 'campus-fair',
    at: '/blocks/0/props/signUpPath',
    bad: 'layout/activityresumedit/{id}/{kind}/applyActivity',
    reports: [neverDrawn('layout/activityresumedit/{id}/{kind}/applyActivity', ['army.h5', 'default.h5'])],
    // default h5 has no sign-up page: the button is not drawn there
    good: ['layout/activityresumeedit/{id}/{kind}/applyActivity'],
  },
  {
    name: 'login-form links: an array element',
    page: 'login',
    at: '/blocks/0/props/links/1/to',
    bad: 'forgetpasswd',
    reports: [neverDrawn('forgetpasswd', ['army.h5', 'army.pc', 'default.h5', 'default.pc'])],
    // default pc has no regist: the link is not drawn there
    good: ['forgetpassword', 'regist'],
  },
  {
    name: 'login-form navigate',
    page: 'censor-login',
    at: '/blocks/0/props/navigate',
    bad: 'reviews',
    reports: [
      noRoute('reviews', 'army.h5', 'layout/reviews'),
      noRoute('reviews', 'army.pc'),
      noRoute('reviews', 'default.h5', 'layout/reviews'),
      noRoute('reviews', 'default.pc'),
    ],
    good: ['review', 'usercenter?tab=resume'],
  },
  {
    name: 'action-form success.navigate',
    page: 'forget-password',
    at: '/blocks/0/blocks/1/props/success/navigate',
    bad: 'signin',
    reports: [
      noRoute('signin', 'army.h5', 'layout/signin'),
      noRoute('signin', 'army.pc'),
      noRoute('signin', 'default.h5', 'layout/signin'),
      noRoute('signin', 'default.pc'),
    ],
    good: ['login', 'user/account'],
  },
  {
    name: 'action-form links: an array element',
    page: 'register',
    at: '/blocks/0/blocks/0/props/links/0/to',
    bad: 'logn',
    reports: [neverDrawn('logn', ['army.h5', 'army.pc', 'default.h5', 'default.pc'])],
    good: ['login', 'forgetpassword'],
  },
  {
    name: 'tabs path: a path is checked, a query alone is not',
    page: 'user-account',
    at: '/blocks/0/props/path',
    bad: 'users/{key}',
    reports: [
      noRoute('users/{key}', 'army.h5', 'layout/users/{key}'),
      noRoute('users/{key}', 'army.pc'),
      noRoute('users/{key}', 'default.h5', 'layout/users/{key}'),
      noRoute('users/{key}', 'default.pc'),
    ],
    good: ['user/{key}', '?tab={key}', '?by={key}#top'],
  },
  {
    name: 'account-settings rows: an array element drawn only where the variant has it',
    page: 'user-account',
    at: '/blocks/0/blocks/3/props/rows/2/to',
    bad: 'updatePhon',
    reports: [neverDrawn('updatePhon', ['army.h5', 'army.pc', 'default.h5', 'default.pc'])],
    // pc has no updatePhone page: the row opens its form there
    good: ['updatePhone'],
  },
  {
    name: 'delivery-list feedbackPath',
    page: 'user-center',
    at: '/blocks/0/props/feedbackPath',
    bad: 'recruitmentflows?deliveryId={id}#feedback',
    reports: [noRoute('recruitmentflows?deliveryId={id}#feedback', 'army.pc'), noRoute('recruitmentflows?deliveryId={id}#feedback', 'default.pc')],
    good: ['recruitmentflow?deliveryId={id}#feedback', 'recruitmentflow'],
  },
  {
    name: 'delivery-list flowPath written as is on h5: it gains no layout/',
    page: 'user-account',
    at: '/blocks/0/blocks/1/props/flowPath',
    bad: 'recruitmentflow?deliveryId={id}',
    reports: [noRoute('recruitmentflow?deliveryId={id}', 'army.h5'), noRoute('recruitmentflow?deliveryId={id}', 'default.h5')],
    good: ['/recruitmentflow?deliveryId={id}'],
  },
  {
    name: 'apply-wizard completePath: a variant path, drawn only where the variant has it (else ImproveResume)',
    page: 'apply-delivery',
    at: '/blocks/0/props/completePath',
    bad: 'completeResum/{deliveryId}',
    reports: [neverDrawn('completeResum/{deliveryId}', ['army.h5', 'army.pc', 'default.h5', 'default.pc'])],
    // army pc has no completeResume: ImproveResume there
    good: ['completeResume/{deliveryId}', 'layout/completeResume/{deliveryId}'],
  },
  {
    name: 'collect-list browsePath',
    page: 'collect',
    at: '/blocks/0/props/browsePath',
    bad: 'recruitment/all',
    reports: [noRoute('recruitment/all', 'army.h5'), noRoute('recruitment/all', 'default.h5')],
    good: ['layout/recruitment/all/searchAll'],
  },
  {
    name: 'feedback-form listPath',
    page: 'user-feedback',
    at: '/blocks/0/props/listPath',
    bad: 'usercentre',
    reports: [noRoute('usercentre', 'default.h5'), noRoute('usercentre', 'default.pc')],
    good: ['/usercenter'],
  },
];

describe('links in the props of every block type', () => {
  it.each(LINK_CASES)('$name', ({ page, at, bad, reports, good }) => {
    const dir = copySchemas();
    const file = `pages/${page}.json`;
    const linkProblems = (link: string) => {
      edit(dir, file, (value) => setAt(value, at, link));
      return checkSchemaDir(dir).problems;
    };
    expect(linkProblems(bad)).toEqual(reports.map((message) => ({ file, pointer: at, message })));
    for (const link of good) expect(linkProblems(link), link).toEqual([]);
  });
});

describe('renderer coverage', () => {
  const types = ['layout-portal', 'layout-bare', 'section', 'banner', 'search-bar', 'stat-strip', 'recruit-type-tabs', 'position-filters', 'position-list', 'position-detail', 'unit-list', 'unit-profile', 'notice-list', 'notice-detail', 'activity-list', 'qa-list', 'message', 'login-form', 'resume-editor', 'resume-view', 'action-form', 'tabs', 'account-settings', 'account-menu', 'collect-list', 'apply-wizard', 'delivery-list', 'delivery-flow', 'notification-list', 'feedback-form', 'activity-detail', 'review-list', 'review-detail', 'record-table', 'record-form', 'record-actions', 'record-import', 'terminal-preview'];
  const everything: CoverageEntry[] = types.map((type) => ({ type }));

  it('passes when every type has a generic renderer', () => {
    expect(checkRendererCoverage(SCHEMAS, { pc: everything, h5: everything })).toEqual([]);
  });

  it('names the page, the block and the variant that lack a renderer', () => {
    // notice-detail drawn for army h5 only: default h5 shows the page too, and lacks a renderer for it
    const armyOnlyList = [...everything.filter((e) => e.type !== 'notice-detail'), { type: 'notice-detail', template: 'army', terminal: 'h5' }];
    const problems = checkRendererCoverage(SCHEMAS, { pc: everything, h5: armyOnlyList });
    expect(problems).toEqual([
      {
        file: 'pages/notice-detail.json',
        pointer: '/blocks/0/type',
        message: 'no renderer for "notice-detail" on default/h5 (shown by routes/default.h5.json): add an entry to renderers/',
      },
    ]);
    const noBare = everything.filter((e) => e.type !== 'layout-bare');
    expect(checkRendererCoverage(SCHEMAS, { pc: noBare })).toEqual([
      {
        file: 'pages/exception.json',
        pointer: '/layout',
        message: 'no renderer for "layout-bare" on army/pc (shown by routes/army.pc.json): add an entry to renderers/',
      },
      {
        file: 'pages/position-detail-bare-army.json',
        pointer: '/layout',
        message: 'no renderer for "layout-bare" on army/pc (shown by routes/army.pc.json): add an entry to renderers/',
      },
      {
        file: 'pages/exception.json',
        pointer: '/layout',
        message: 'no renderer for "layout-bare" on default/pc (shown by routes/default.pc.json): add an entry to renderers/',
      },
      {
        file: 'pages/position-detail-bare.json',
        pointer: '/layout',
        message: 'no renderer for "layout-bare" on default/pc (shown by routes/default.pc.json): add an entry to renderers/',
      },
    ]);
  });

  it('the renderer sets of renderers/ cover every page of the four variants', async () => {
    const { commonEntries } = await import('@/renderers/common/index');
    const { pcEntries } = await import('@/renderers/pc/index');
    const { h5Entries } = await import('@/renderers/h5/index');
    const { armyPcEntries } = await import('@/renderers/army/pc/index');
    const { armyH5Entries } = await import('@/renderers/army/h5/index');
    const problems = checkRendererCoverage(SCHEMAS, {
      pc: [...commonEntries, ...pcEntries, ...armyPcEntries],
      h5: [...commonEntries, ...h5Entries, ...armyH5Entries],
    });
    expect(show(problems)).toBe('');
  });
});
