// @vitest-environment jsdom
// The record blocks' logic, kit-free (renderers/common/record): conditions, params, row links, what a save sends,
// how a refusal is read, and which censor entries an account is offered.
import { describe, expect, it } from 'vitest';
import type { RecordField } from '@/src/core/blocks/record-types';
import { BizError } from '@/src/api/errors';
import { fillParams, meetsWhen, rowLinkOf } from '@/renderers/common/record/record-fill';
import { conflictOf, fieldErrorsOf, shownInForm } from '@/renderers/common/record/record-errors';
import { richTextIsEmpty, valuesToForm, valuesToSend } from '@/renderers/common/record/record-values';
import { changeLines } from '@/renderers/common/record/record-changes';
import { revealSecret } from '@/renderers/common/record/reveal';
import { holdsRole } from '@/renderers/common/record/censor-role';
import { forRoles } from '@/renderers/common/site-nav-items';
import type { BlockContext } from '@/src/runtime/block-props';

const FIELDS: RecordField[] = [
  { name: 'title', kind: 'text', label: 't', required: true },
  { name: 'headcount', kind: 'number', label: 'h' },
  { name: 'categoryId', kind: 'select', label: 'c', options: { endpoint: 'ref.careercategory', tree: true, number: true } },
  { name: 'tags', kind: 'tags', label: 'g' },
  { name: 'duty', kind: 'rich-text', label: 'd' },
  { name: 'deadline', kind: 'date', label: 'x' },
];

const ctxOf = (user: BlockContext['user'], domain = 'censor') => ({ user, site: { domain } }) as unknown as BlockContext;

describe('record conditions, params and links', () => {
  it('a `when` holds when each field has one of its values', () => {
    expect(meetsWhen({ status: 'published' }, { status: ['published'] })).toBe(true);
    expect(meetsWhen({ status: 'closed' }, { status: ['published'] })).toBe(false);
    expect(meetsWhen({}, undefined)).toBe(true);
  });

  it('params read the record with their types; paths are filled', () => {
    expect(fillParams({ draftId: '{draftId}', revision: '{revision}', fixed: 'x', n: 3 }, { draftId: 7, revision: 0 })).toEqual({ draftId: 7, revision: 0, fixed: 'x', n: 3 });
    expect(fillParams({ to: 'a/{id}' }, { id: 5 })).toEqual({ to: 'a/5' });
  });

  it('a row leads to the first link whose `when` it meets', () => {
    const links = [{ to: 'publish/draft/{id}', when: { status: ['draft', 'scheduled'] } }, { to: 'publish/position/{id}' }];
    expect(rowLinkOf(links, { id: 3, status: 'scheduled' })).toBe('publish/draft/3');
    expect(rowLinkOf(links, { id: 4, status: 'closed' })).toBe('publish/position/4');
    expect(rowLinkOf(undefined, { id: 4 })).toBeUndefined();
  });
});

describe('what a save sends', () => {
  it('leaves out empty fields, sends numbers as numbers, trims tags, sanitises rich text', () => {
    const sent = valuesToSend(FIELDS, {
      title: ' 工程师 ',
      headcount: '3',
      categoryId: '12',
      tags: [' 五险一金 ', ''],
      duty: '<p onclick="x()">职责<script>alert(1)</script></p>',
      deadline: '',
      other: 'not declared',
    });
    expect(sent).toEqual({ title: '工程师', headcount: 3, categoryId: 12, tags: ['五险一金'], duty: '<p>职责</p>' });
  });

  it("an editor's empty document is empty", () => {
    expect(richTextIsEmpty('<p></p>')).toBe(true);
    expect(richTextIsEmpty('<p>&nbsp;</p>')).toBe(true);
    expect(richTextIsEmpty('<p>x</p>')).toBe(false);
    expect(valuesToSend(FIELDS, { duty: '<p></p>' })).toEqual({});
  });

  it('the form takes the declared fields of a loaded record', () => {
    expect(valuesToForm(FIELDS, { title: 'a', unknown: 1, headcount: null })).toEqual({ title: 'a' });
  });
});

describe('refusals', () => {
  const refused = new BizError({ errorMessage: '参数有误', data: { fields: [{ field: 'deadline', message: '参数 deadline 截止日期不能早于发布日期 2026-12-10' }, { field: 'code', message: '请填写职位编码' }] } }, 400);
  const stale = new BizError({ errorMessage: '保存失败：你打开之后，王磊 已于 2026/12/1 10:00:00 修改了它。请刷新后再改', errorCode: 'PUBLISH_CONFLICT' });

  it('a 400 names its fields, without the API\'s param name', () => {
    expect(fieldErrorsOf(refused)).toEqual([
      { field: 'deadline', message: '截止日期不能早于发布日期 2026-12-10' },
      { field: 'code', message: '请填写职位编码' },
    ]);
    expect(fieldErrorsOf(new Error('x'))).toBeNull();
  });

  it('a conflict says who changed it and when; both are shown in the form, not as a notice', () => {
    expect(conflictOf(stale)).toContain('王磊');
    expect(conflictOf(refused)).toBeNull();
    expect(shownInForm(refused) && shownInForm(stale)).toBe(true);
    expect(shownInForm(new BizError({ errorMessage: '无权操作', errorCode: 'FORBIDDEN' }))).toBe(false);
  });
});

describe('roles', () => {
  const publisher = { id: 1, name: '王磊', domain: 'censor' as const, roles: ['publisher' as const] };
  const reviewer = { id: 2, name: '陈静', domain: 'censor' as const, roles: ['reviewer' as const] };
  const items = [{ to: 'review', role: 'reviewer' }, { to: 'publish', role: 'publisher' }, { to: 'changepass' }];

  it('a censor account is offered the entries of its roles only', () => {
    expect(forRoles(ctxOf(publisher), items).map((i) => i.to)).toEqual(['publish', 'changepass']);
    expect(forRoles(ctxOf(reviewer), items).map((i) => i.to)).toEqual(['review', 'changepass']);
    // saved before accounts had roles: every censor account then reviewed
    expect(forRoles(ctxOf({ ...reviewer, roles: undefined }), items).map((i) => i.to)).toEqual(['review', 'changepass']);
  });

  it('a block for a role draws for a censor account holding it, on a censor page', () => {
    expect(holdsRole(ctxOf(publisher), 'publisher')).toBe(true);
    expect(holdsRole(ctxOf(reviewer), 'publisher')).toBe(false);
    expect(holdsRole(ctxOf(publisher, 'portal'), 'publisher')).toBe(false);
    expect(holdsRole(ctxOf(null), undefined)).toBe(true);
  });
});

describe('the admins\' records', () => {
  const ACCOUNT: RecordField[] = [
    { name: 'roles', kind: 'select', label: 'r', multiple: true, options: { items: [{ value: 'publisher', label: 'p' }] } },
    { name: 'unitIds', kind: 'select', label: 'u', multiple: true, options: { endpoint: 'admin.units', value: 'unitId', number: true } },
    { name: 'names/en-US', kind: 'text', label: 'e' },
  ];

  it('a multiple select sends its list, numbers as numbers, an empty one too; a path reaches into an object', () => {
    expect(valuesToSend(ACCOUNT, { roles: ['publisher'], unitIds: ['5', 7], names: { 'en-US': ' Huaxia ' } })).toEqual({ roles: ['publisher'], unitIds: [5, 7], names: { 'en-US': 'Huaxia' } });
    expect(valuesToSend(ACCOUNT, {})).toEqual({ roles: [], unitIds: [] });
    expect(valuesToForm(ACCOUNT, { roles: ['admin'], unitIds: [], names: { 'en-US': 'Huaxia', 'ja-JP': 'x' }, other: 1 })).toEqual({ roles: ['admin'], unitIds: [], names: { 'en-US': 'Huaxia' } });
  });

  it('a change reads as its field\'s label, then before and after as text, long values cut', () => {
    const words = { field: (f: string) => ({ roles: '角色' })[f] ?? f, empty: '（空）', yes: '是', no: '否' };
    const lines = changeLines([{ field: 'roles', before: [], after: ['publisher'] }, { field: 'duty', before: null, after: `<p><strong>${'很长的职责'.repeat(20)}</strong></p>` }, { field: 'disabled', before: false, after: true }, 'not a change'], words);
    expect(lines.map(({ field, before, after }) => [field, before, after])).toEqual([
      ['角色', '（空）', 'publisher'],
      ['duty', '（空）', `${'很长的职责'.repeat(8)}…`],
      ['disabled', '否', '是'],
    ]);
    expect(lines[1].full).toBe(`duty: （空） → ${'很长的职责'.repeat(20)}`);
    expect(changeLines(undefined, words)).toEqual([]);
  });

  it('a secret is taken out of the answer it came in', () => {
    const reveal = { field: 'firstPassword', title: 't', note: 'n' };
    expect(revealSecret({ userId: 3, firstPassword: 'Ab#3' }, reveal)).toEqual({ rest: { userId: 3 }, secret: 'Ab#3' });
    expect(revealSecret({ userId: 3 }, reveal)).toEqual({ rest: { userId: 3 } });
    expect(revealSecret({ userId: 3, firstPassword: 'Ab#3' }, undefined)).toEqual({ rest: { userId: 3, firstPassword: 'Ab#3' } });
  });
});
