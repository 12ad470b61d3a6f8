// @vitest-environment jsdom
// pc record-form: a record loaded from the block's data, saved with the revision read; a 400's fields shown on their
// fields with what was typed kept; a conflict shown with its message and a reload; a new record's first save opens it.
import { renderAt } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BizError } from '@/src/api/errors';
import { addMessages } from '@/tests/kits/common/test-utils';
import { withFreshCache } from '@/tests/kits/pc/delivery-list/fixtures';
import { CENSOR_BASE, reviewerProps } from '@/tests/kits/pc/review-list/fixtures';
import zhPublishing from '@/schemas/locales/zh-CN/publishing.json';
import RecordForm from '@/renderers/pc/record-form/index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
addMessages('zh-CN', zhPublishing);
const Form = withFreshCache(RecordForm);

const PROPS = {
  title: 'publish.form.new',
  titleField: 'title',
  role: 'publisher',
  idParam: 'draftId',
  fields: [
    { name: 'title', kind: 'text', label: 'publish.field.title', required: true },
    { name: 'code', kind: 'text', label: 'publish.field.code' },
    { name: 'headcount', kind: 'number', label: 'publish.field.headcount' },
  ],
  save: { endpoint: 'publish.saveDraft', text: 'publish.action.saveDraft', message: 'publish.done.saved', navigate: 'publish/draft/{draftId}' },
  actions: [{ key: 'delete', text: 'publish.action.delete', endpoint: 'publish.deleteDraft', params: { draftId: '{draftId}' }, confirm: 'publish.confirm.delete', navigate: 'publish?status=draft' }],
};
const DRAFT = { draftId: 7, revision: 2, values: { title: '数据工程师', unitCode: 'HX', headcount: 3 }, publishAt: null, lastError: null, updatedAt: '2026-12-01T02:00:00Z' };

function renderForm(data?: Record<string, unknown>, formProps: Record<string, unknown> = PROPS) {
  const props = reviewerProps<Record<string, unknown>>({ type: 'record-form', data, path: 'publish/draft/7', props: formProps }, 'publisher');
  if (data) props.block.data = { endpoint: 'publish.draft', params: { draftId: '$route.draftId' } };
  renderAt(<Form {...props} />, `${CENSOR_BASE}/publish/draft/7`);
  return props;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
  });
};

// braces: a function returned from beforeEach would run as its teardown
beforeEach(() => {
  mockRequest.mockReset();
});

describe('pc record-form', () => {
  it('loads the record and saves its values with the id and the revision read', async () => {
    mockRequest.mockResolvedValue({ draftId: 7, revision: 3 });
    renderForm(DRAFT);
    expect(screen.getByRole('heading', { level: 2, name: '数据工程师' })).toBeTruthy();
    await waitFor(() => expect(field('职位名称').value).toBe('数据工程师'));
    fireEvent.change(field('职位编码'), { target: { value: ' E-7 ' } });
    await save();
    await waitFor(() => expect(mockRequest).toHaveBeenCalled());
    // only the declared fields travel: unitCode is not one of this form's
    expect(mockRequest).toHaveBeenCalledWith('publish.saveDraft', { draftId: 7, revision: 2, values: { title: '数据工程师', code: 'E-7', headcount: 3 } }, expect.anything());
    await save();
    await waitFor(() => expect(mockRequest).toHaveBeenLastCalledWith('publish.saveDraft', expect.objectContaining({ revision: 3 }), expect.anything()));
  });

  it("a refusal's fields show on their fields and what was typed stays", async () => {
    renderForm(DRAFT);
    await waitFor(() => expect(field('职位名称').value).toBe('数据工程师'));
    mockRequest.mockRejectedValue(new BizError({ errorMessage: '参数有误', data: { fields: [{ field: 'code', message: '参数 code 职位编码 E-7 已被职位「会计」使用' }, { field: 'deadline', message: '缺少必填参数 deadline' }] } }, 400));
    fireEvent.change(field('职位编码'), { target: { value: 'E-7' } });
    await save();
    const item = (await screen.findByText('职位编码 E-7 已被职位「会计」使用')).closest('[data-field]') as HTMLElement;
    expect(item.getAttribute('data-field')).toBe('code');
    expect(field('职位编码').value).toBe('E-7');
    // a field this form does not have is named above it
    expect(screen.getByRole('alert').textContent).toContain('deadline: 缺少必填参数 deadline');
  });

  it('a conflict says who changed it, and offers a reload', async () => {
    const props = renderForm(DRAFT);
    await waitFor(() => expect(field('职位名称').value).toBe('数据工程师'));
    mockRequest.mockRejectedValue(new BizError({ errorMessage: '保存失败：你打开之后，赵敏 已于 2026/12/1 10:00:00 修改了它。请刷新后再改', errorCode: 'PUBLISH_CONFLICT' }));
    fireEvent.change(field('职位名称'), { target: { value: '数据平台工程师' } });
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('赵敏 已于 2026/12/1 10:00:00 修改了它');
    expect(field('职位名称').value).toBe('数据平台工程师');
    fireEvent.click(within(alert).getByRole('button', { name: /重新加载/ }));
    expect(props.reload).toHaveBeenCalled();
  });

  it('a new record checks its required fields, and its first save opens its page', async () => {
    const props = renderForm();
    expect(screen.getByRole('heading', { level: 2, name: '新建职位' })).toBeTruthy();
    await save();
    expect(await screen.findByText('请填写职位名称')).toBeTruthy();
    expect(mockRequest).not.toHaveBeenCalled();
    mockRequest.mockResolvedValue({ draftId: 12, revision: 0 });
    fireEvent.change(field('职位名称'), { target: { value: '会计' } });
    await save();
    await waitFor(() => expect(props.ctx.navigate).toHaveBeenCalledWith('publish/draft/12', { replace: true }));
    expect(mockRequest).toHaveBeenCalledWith('publish.saveDraft', { values: { title: '会计' } }, expect.anything());
  });

  it("a select of several values (the page's own items) travels as an array, and a date and time shows on the portal's clock", async () => {
    mockRequest.mockResolvedValue({ draftId: 7, revision: 3 });
    const fields = [
      { name: 'title', kind: 'text', label: 'publish.field.title', required: true },
      { name: 'unitCodes', kind: 'select', label: 'publish.field.unit', multiple: true, options: { items: [{ value: 'U2', label: '江苏发电' }, { value: 'U3', label: '数字科技' }] } },
      { name: 'startTime', kind: 'datetime', label: 'publish.field.publishDate' },
    ];
    renderForm({ ...DRAFT, values: { title: '双选会', unitCodes: ['U3', 'U2'], startTime: '2026-12-20T01:00:00.000Z' } }, { ...PROPS, fields });
    await waitFor(() => expect(field('职位名称').value).toBe('双选会'));
    const units = screen.getByText('数字科技').closest('[data-field]') as HTMLElement;
    expect(within(units).getByText('江苏发电')).toBeTruthy();
    // Asia/Shanghai, whatever the test host's zone
    expect(field('报名开始日期').value).toBe('2026-12-20 09:00');
    await save();
    await waitFor(() => expect(mockRequest).toHaveBeenCalledWith('publish.saveDraft', { draftId: 7, revision: 2, values: { title: '双选会', unitCodes: ['U3', 'U2'], startTime: '2026-12-20T01:00:00.000Z' } }, expect.anything()));
  });
});
