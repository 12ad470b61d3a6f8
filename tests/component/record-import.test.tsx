// @vitest-environment jsdom
// pc record-import as publish-import declares it: the limit said before a file is chosen, the template in the page's
// language, a chosen file checked at once (its bad rows in a table, no import offered), a clean file imported with
// its counts and a way back to the list (or, refused for errors after all, those errors), and a refused file's
// message from the server.
import { renderAt } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BizError } from '@/src/api/errors';
import { addMessages } from '@/tests/kits/common/test-utils';
import { answerBy } from '@/tests/kits/pc/delivery-list/fixtures';
import { CENSOR_BASE, reviewerProps } from '@/tests/kits/pc/review-list/fixtures';
import zhPublishing from '@/schemas/locales/zh-CN/publishing.json';
import enPublishing from '@/schemas/locales/en-US/publishing.json';
import importPage from '@/schemas/pages/publish-import.json';
import RecordImport from '@/renderers/pc/record-import/index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
addMessages('zh-CN', zhPublishing);
addMessages('en-US', enPublishing);

function renderImport(locale = 'zh-CN') {
  const props = reviewerProps({ type: 'record-import', path: 'publish/import', locale, props: importPage.blocks[0].props }, 'publisher');
  renderAt(<RecordImport {...props} />, `${CENSOR_BASE}/publish/import`, locale);
  return props;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sheet = (name = 'positions.xlsx') => new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, { type: XLSX });

async function choose(label: string, file = sheet()) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
  });
}

beforeEach(() => {
  mockRequest.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('pc record-import (publish-import)', () => {
  it('says the limit first; a chosen file is checked at once and its bad rows are listed, with no import offered', async () => {
    mockRequest.mockImplementation(
      answerBy({ 'publish.importCheck': { rows: 3, errors: [{ row: 2, column: '单位编码', message: '单位编码 X9 不存在' }, { row: 4, column: '招聘人数', message: '不能为空' }] } }) as never,
    );
    renderImport();
    const input = screen.getByLabelText('选择文件');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toContain('.xlsx');
    expect(screen.getByText(/不超过 5 MB/).id).toBe(input.getAttribute('aria-describedby'));
    await choose('选择文件');

    const [name, params, options] = mockRequest.mock.calls[0];
    expect([name, params]).toEqual(['publish.importCheck', {}]);
    expect((options!.formData!.get('file') as File).name).toBe('positions.xlsx');
    expect(await screen.findByText('共 3 行，其中 1 行无误')).toBeTruthy();
    expect(screen.getByText(/发现 2 处错误，未导入任何内容/)).toBeTruthy();
    const table = screen.getByRole('table', { name: '有错误的行' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['行号列问题', '2单位编码单位编码 X9 不存在', '4招聘人数不能为空']);
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
  });

  it('a file without a bad row is imported; then the counts and a link back to the list', async () => {
    mockRequest.mockImplementation(answerBy({ 'publish.importCheck': { rows: 2, errors: [] }, 'publish.import': { created: 2, updated: 0, unchanged: 0, ids: [5, 6] } }) as never);
    const props = renderImport();
    await choose('选择文件');
    expect(await screen.findByText('检查通过，可以导入。')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '导入 2 行' }));
    });
    expect(mockRequest.mock.calls[1][0]).toBe('publish.import');
    expect((mockRequest.mock.calls[1][2]!.formData!.get('file') as File).name).toBe('positions.xlsx');
    expect(await screen.findByRole('heading', { name: '导入完成' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('新建 2 个，更新 0 个，未变 0 个。');
    const back = screen.getAllByRole('link', { name: '返回列表' });
    expect(back.map((a) => a.getAttribute('href'))).toEqual([`${CENSOR_BASE}/publish`, `${CENSOR_BASE}/publish`]);
    fireEvent.click(back[1]);
    expect(props.ctx.navigate).toHaveBeenCalledWith('publish');
  });

  it('an import refused for errors the check did not see (the units changed meanwhile) lists them and offers no import', async () => {
    const invalid = new BizError({ errorCode: 'IMPORT_INVALID', errorMessage: '文件有 1 处错误，未导入任何职位', showType: 2, data: { rows: 1, errors: [{ row: 2, column: '单位编码', message: '单位 U2 不在您可管理的范围内' }] } }, 400);
    mockRequest.mockImplementation(answerBy({ 'publish.importCheck': { rows: 1, errors: [] }, 'publish.import': invalid }) as never);
    renderImport();
    await choose('选择文件');
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '导入 1 行' }));
    });
    const table = await screen.findByRole('table', { name: '有错误的行' });
    expect(within(table).getByText('单位 U2 不在您可管理的范围内')).toBeTruthy();
    expect(screen.getByText('共 1 行，其中 0 行无误')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
  });

  it("a refused file shows the server's message and offers no import", async () => {
    const tooBig = new BizError({ errorCode: 'IMPORT_FILE_TOO_LARGE', errorMessage: '文件超过 5 MB，请拆分后分批导入', showType: 2 }, 400);
    mockRequest.mockImplementation(answerBy({ 'publish.importCheck': tooBig }) as never);
    renderImport();
    await choose('选择文件', sheet('big.xlsx'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('文件未被接受');
    expect(alert.textContent).toContain('文件超过 5 MB，请拆分后分批导入');
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
    // the client was told the page shows this refusal itself
    expect(mockRequest.mock.calls[0][2]!.quiet!(tooBig)).toBe(true);
  });

  it("en-US: the steps in English, and the template downloaded in the page's language", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(new Uint8Array([0x50, 0x4b]), { headers: { 'content-disposition': "attachment; filename=\"positions.xlsx\"; filename*=UTF-8''position-import-template.xlsx" } });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:template', revokeObjectURL: () => undefined }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.href} ${this.download}`);
    });
    renderImport('en-US');
    expect(screen.getByText(/at most 5 MB/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(saved).toEqual(['blob:template position-import-template.xlsx']));
    expect(fetched).toEqual([expect.stringMatching(/^\/pt\/censor\/rest\/publish\/import\/template\?locale=en-US/)]);
    click.mockRestore();
  });
});
