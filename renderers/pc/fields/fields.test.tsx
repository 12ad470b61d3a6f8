// @vitest-environment jsdom
import { addMessages, makeT, renderAt, testSite } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createForm, type Form } from '@formily/core';
import { createSchemaField, FormProvider, type ISchema } from '@formily/react';
import zhResume from '@/schemas/locales/zh-CN/resume.json';
import { BizError } from '@/src/api/errors';
import { configureClient, resetClientConfig } from '@/src/api/client-config';
import { writeToken } from '@/src/session/token-store';
import { referenceAnswer } from '@/tests/kits/pc/resume-editor/fixtures';
import { FieldsEnvProvider, pcFormComponents } from './index';
import { PcResumeForm } from './resume-form';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

addMessages('zh-CN', zhResume);

beforeEach(() => {
  mockRequest.mockReset();
  mockRequest.mockImplementation(async (name, params) => referenceAnswer(name, params) as never);
});

const SchemaField = createSchemaField({ components: pcFormComponents });

function renderForm(properties: Record<string, ISchema>, initialValues: Record<string, unknown> = {}, readPretty = false): Form {
  const form = createForm({ initialValues, pattern: readPretty ? 'readPretty' : 'editable' });
  renderAt(
    <FieldsEnvProvider t={makeT('zh-CN')} locale="zh-CN">
      <FormProvider form={form}>
        <SchemaField schema={{ type: 'object', properties }} />
      </FormProvider>
    </FieldsEnvProvider>,
  );
  return form;
}

const field = (component: string, props: Record<string, unknown> = {}, type: ISchema['type'] = 'string', title = '字段'): ISchema => ({
  type,
  title,
  'x-decorator': 'FormItem',
  'x-component': component,
  'x-component-props': props,
});

/** antd names both a select's box and its search input after aria-label: the input. */
function control(label: string, scope: { getAllByLabelText: typeof screen.getAllByLabelText } = screen): HTMLInputElement {
  return scope.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
}

function openSelect(label: string) {
  const input = control(label);
  fireEvent.mouseDown(input.closest('.ant-select')!.querySelector('.ant-select-selector')!);
}

async function typeDate(input: HTMLElement, text: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await act(async () => {});
}

describe('pc form fields', () => {
  it('has exactly the component names of docs/forms.md', () => {
    expect(Object.keys(pcFormComponents).sort()).toEqual(
      [
        'DatePicker',
        'FormItem',
        'ImageUpload',
        'Input',
        'MajorSelect',
        'NumberPicker',
        'RegionCascader',
        'ResumeEntries',
        'ResumePart',
        'ResumeRow',
        'ResumeSection',
        'SalaryScope',
        'SchoolSelect',
        'TermSelect',
      ].sort(),
    );
    expect(pcFormComponents.Input.TextArea).toBeTruthy();
    expect(pcFormComponents.DatePicker.RangePicker).toBeTruthy();
  });

  it('DatePicker writes YYYY-MM-DD strings and shows a stored one', async () => {
    const form = renderForm({ birthday: field('DatePicker', { picker: 'date' }, 'string', '出生日期') }, { birthday: '1990-01-01' });
    const input = screen.getByLabelText('出生日期') as HTMLInputElement;
    expect(input.value).toBe('1990-01-01');
    await typeDate(input, '1991-02-03');
    expect(form.values.birthday).toBe('1991-02-03');
  });

  it('DatePicker with picker month writes YYYY-MM', async () => {
    const form = renderForm({ start: field('DatePicker', { picker: 'month' }, 'string', '开始时间') });
    await typeDate(screen.getByLabelText('开始时间'), '2012-09');
    expect(form.values.start).toBe('2012-09');
  });

  it('RangePicker keeps strings, an empty end reads until now', async () => {
    renderForm({ period: field('DatePicker.RangePicker', { picker: 'date' }, 'array', '起止时间') }, { period: ['2020-01-02', ''] });
    const inputs = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(inputs[0].value).toBe('2020-01-02');
    expect(inputs[1].value).toBe('');
    expect(inputs[1].getAttribute('placeholder')).toBe('至今');
  });

  it('read-pretty dates and ranges are plain text', () => {
    renderForm(
      {
        day: field('DatePicker', { picker: 'date' }, 'string', '日期'),
        period: field('DatePicker.RangePicker', { picker: 'month' }, 'array', '起止'),
      },
      { day: '2020-01-02', period: ['2019-09', ''] },
      true,
    );
    expect(screen.getByText('2020-01-02')).toBeTruthy();
    expect(screen.getByText('2019-09 ~ 至今')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a text with a limit counts its characters, as on h5', async () => {
    renderForm({ name: field('Input', { maxLength: 20 }, 'string', '姓名'), about: field('Input.TextArea', { maxLength: 200 }, 'string', '自我评价') });
    fireEvent.change(control('姓名'), { target: { value: '王芳' } });
    await waitFor(() => expect(screen.getByText('2 / 20')).toBeTruthy());
    expect(screen.getByText('0 / 200')).toBeTruthy();
  });

  it('read-pretty says "no answer" alike for every kind of field: a text, a number and a date', () => {
    const form = createForm({ pattern: 'readPretty' });
    const schema: ISchema = {
      type: 'object',
      properties: {
        name: field('Input', {}, 'string', '姓名'),
        day: field('DatePicker', { picker: 'date' }, 'string', '出生日期'),
        years: field('NumberPicker', {}, 'number', '工作年限'),
      },
    };
    renderAt(<PcResumeForm form={form} schema={schema} t={makeT('zh-CN')} locale="zh-CN" readPretty />);
    const dashes = screen.getAllByText('—');
    expect(dashes).toHaveLength(3);
    for (const dash of dashes) expect(dash.className).toContain('pc-field-text--empty');
  });

  it('TermSelect lists the terms of its dictionary and writes the code', async () => {
    const form = renderForm({ gender: field('TermSelect', { dictionary: 'gender' }, 'string', '性别') });
    await waitFor(() => expect(mockRequest).toHaveBeenCalledWith('ref.terms', { type: 'gender' }));
    openSelect('性别');
    fireEvent.click(await screen.findByTitle('女'));
    expect(form.values.gender).toBe('2');
  });

  it('TermSelect in read-pretty shows the names', async () => {
    renderForm({ politics: field('TermSelect', { dictionary: 'politics', mode: 'multiple' }, 'array', '政治面貌') }, { politics: ['01', '13'] }, true);
    expect(await screen.findByText('中共党员、群众')).toBeTruthy();
  });

  it('RegionCascader writes the code of the last level and shows the path of a stored one', async () => {
    const form = renderForm({ residence: field('RegionCascader', {}, 'string', '现居住地') }, { residence: '110100' });
    await screen.findByTitle('北京市 / 北京市');
    const input = control('现居住地');
    fireEvent.mouseDown(input.closest('.ant-select')!.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByText('浙江省'));
    fireEvent.click(await screen.findByText('宁波市'));
    expect(form.values.residence).toBe('330200');
  });

  it('RegionCascader finds a district by typing, and takes a city without its districts', async () => {
    const form = renderForm({ residence: field('RegionCascader', {}, 'string', '现居住地') });
    const input = control('现居住地');
    await waitFor(() => expect(input.closest('.ant-select')!.querySelector('.ant-select-arrow-loading')).toBeNull());
    fireEvent.mouseDown(input.closest('.ant-select')!.querySelector('.ant-select-selector')!);
    fireEvent.change(input, { target: { value: '西湖' } });
    fireEvent.click(await screen.findByText('西湖', { selector: '.ant-cascader-menu-item-keyword' }));
    expect(form.values.residence).toBe('330106');
    fireEvent.mouseDown(input.closest('.ant-select')!.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByText('杭州市', { selector: '.ant-cascader-menu-item-content' }));
    await waitFor(() => expect(form.values.residence).toBe('330100'));
  });

  it('RegionCascader takes a province without cities as it is', async () => {
    const form = renderForm({ residence: field('RegionCascader', {}, 'string', '现居住地') });
    const input = control('现居住地');
    // the region tree may come from the cache of the test before
    await waitFor(() => expect(input.closest('.ant-select')!.querySelector('.ant-select-arrow-loading')).toBeNull());
    fireEvent.mouseDown(input.closest('.ant-select')!.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByText('台湾省'));
    expect(form.values.residence).toBe('710000');
  });

  it('SchoolSelect suggests from ref.school for what is typed and keeps free text', async () => {
    const form = renderForm({ school: field('SchoolSelect', {}, 'string', '毕业院校') });
    const input = control('毕业院校');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '浙江' } });
    expect(form.values.school).toBe('浙江');
    await waitFor(() => expect(mockRequest).toHaveBeenCalledWith('ref.school', { keyword: '浙江' }));
    fireEvent.click(await screen.findByTitle('浙江大学'));
    expect(form.values.school).toBe('浙江大学');
  });

  it('SalaryScope writes { salaryMin, salaryMax, salaryUnit } and 面议 alone', async () => {
    const form = renderForm({ salary: field('SalaryScope', { dictionary: 'salaryUnit' }, 'object', '期望薪资') });
    const group = screen.getByRole('group', { name: '期望薪资' });
    fireEvent.change(within(group).getByLabelText('最低薪资'), { target: { value: '8000' } });
    fireEvent.change(within(group).getByLabelText('最高薪资'), { target: { value: '12000' } });
    openSelect('薪资单位');
    fireEvent.click(await screen.findByTitle('元/月'));
    expect(form.values.salary).toEqual({ salaryMin: 8000, salaryMax: 12000, salaryUnit: 'month' });
    fireEvent.click(within(group).getByRole('checkbox', { name: '面议' }));
    expect(form.values.salary).toEqual({ negotiable: true });
    expect((within(group).getByLabelText('最低薪资') as HTMLInputElement).disabled).toBe(true);
  });

  it('SalaryScope reads min-max unit, or 面议', async () => {
    renderForm(
      {
        a: field('SalaryScope', { dictionary: 'salaryUnit' }, 'object', 'A'),
        b: field('SalaryScope', { dictionary: 'salaryUnit' }, 'object', 'B'),
      },
      { a: { salaryMin: 8000, salaryMax: 12000, salaryUnit: 'month' }, b: { negotiable: true } },
      true,
    );
    expect(await screen.findByText('8000-12000 元/月')).toBeTruthy();
    expect(screen.getByText('面议')).toBeTruthy();
  });

  it('ImageUpload sends the file through file.uploadImage and keeps the fileId', async () => {
    mockRequest.mockImplementation(async (name) => (name === 'file.uploadImage' ? { fileId: 'f-9', url: '/pt/portal/file/view/f-9' } : undefined) as never);
    const form = renderForm({ photo: field('ImageUpload', {}, 'string', '个人照片') });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.getAttribute('accept')).toContain('image/webp');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(form.values.photo).toBe('f-9'));
    const [name, params, options] = mockRequest.mock.calls.find(([n]) => n === 'file.uploadImage')!;
    expect(name).toBe('file.uploadImage');
    expect(params).toEqual({});
    expect((options!.formData as FormData).get('file')).toBeInstanceOf(File);
    // the picked file is shown from itself
    await waitFor(() => expect(document.querySelector('img.pc-photo__img')?.getAttribute('src')).toMatch(/^blob:/));
  });

  it('ImageUpload shows a picked photo from the file itself and a saved one from bytes fetched with the token header', async () => {
    configureClient({ getSite: () => testSite });
    writeToken(testSite.portalId, { key: 'x-portal-token', value: 'tok-1' });
    const fetchMock = vi.fn(async () => ({ ok: true, status: 200, blob: async () => new Blob([new Uint8Array([1])], { type: 'image/png' }) }));
    let n = 0;
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:photo-${++n}`);
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.stubGlobal('fetch', fetchMock);
    mockRequest.mockImplementation(async (name) => (name === 'file.uploadImage' ? { fileId: 'f-10', url: '/pt/portal/file/view/f-10' } : undefined) as never);
    try {
      renderForm({ photo: field('ImageUpload', {}, 'string', '个人照片') }, { photo: 'f-1' });
      await waitFor(() => expect(document.querySelector('img.pc-photo__img')?.getAttribute('src')).toBe('blob:photo-1'));
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/pt/portal/file/view/f-1');
      expect(init.headers).toMatchObject({ 'x-portal-token': 'tok-1' });
      const picked = new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' });
      fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [picked] } });
      await waitFor(() => expect(document.querySelector('img.pc-photo__img')?.getAttribute('src')).toBe('blob:photo-2'));
      expect(createObjectURL).toHaveBeenLastCalledWith(picked);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo-1');
    } finally {
      vi.unstubAllGlobals();
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
      resetClientConfig();
      localStorage.clear();
    }
  });

  it('ImageUpload shows a stored photo from file.view and the server refusal', async () => {
    mockRequest.mockImplementation(async (name) => {
      if (name === 'file.uploadImage') throw new BizError({ errorCode: 'FILE_REFUSED', errorMessage: '只能上传 PNG、JPEG 或 WebP 图片', showType: 2 });
      return undefined as never;
    });
    const form = renderForm({ photo: field('ImageUpload', {}, 'string', '个人照片') }, { photo: 'f-1' });
    await waitFor(() => expect(document.querySelector('img.pc-photo__img')?.getAttribute('src')).toBe('/pt/portal/file/view/f-1'));
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'x.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('只能上传 PNG、JPEG 或 WebP 图片');
    expect(form.values.photo).toBe('f-1');
  });

  it('ImageUpload refuses another type before sending it', async () => {
    renderForm({ photo: field('ImageUpload', {}, 'string', '个人照片') });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('只能上传 PNG、JPG 或 WebP 格式的图片');
    expect(mockRequest).not.toHaveBeenCalledWith('file.uploadImage', expect.anything(), expect.anything());
  });
});

describe('pc resume layout components', () => {
  const entries: ISchema = {
    type: 'object',
    'x-component': 'ResumeSection',
    'x-component-props': { sectionId: 'education', title: '教育经历' },
    properties: {
      list: {
        type: 'array',
        'x-component': 'ResumeEntries',
        'x-component-props': { partId: 'list', minItems: 1, maxItems: 2 },
        items: {
          type: 'object',
          properties: {
            row0: {
              type: 'void',
              'x-component': 'ResumeRow',
              properties: {
                school: { ...field('Input', {}, 'string', '学校'), 'x-decorator-props': { span: 16 } },
                major: field('Input', {}, 'string', '专业'),
              },
            },
          },
        },
      },
    },
  };

  it('draws a section card with its anchor and title', () => {
    renderForm({ education: entries }, { education: { list: [{ school: 'A' }] } });
    const section = screen.getByRole('region', { name: '教育经历' });
    expect(section.id).toBe('resume-section-education');
  });

  it('lays a row out by span: 16 given, the rest shared', () => {
    renderForm({ education: entries }, { education: { list: [{ school: 'A' }] } });
    const cols = document.querySelectorAll('.pc-resume-row > .ant-col');
    expect(cols[0].className).toContain('ant-col-md-16');
    expect(cols[1].className).toContain('ant-col-md-8');
  });

  it('adds, moves and removes entries within min and max items', async () => {
    const form = renderForm({ education: entries }, { education: { list: [{ school: 'A' }] } });
    const add = screen.getByRole('button', { name: /添加一条/ });
    expect((screen.getByRole('button', { name: '删除 第 1 条' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => void fireEvent.click(add));
    expect(form.values.education.list).toHaveLength(2);
    expect((screen.getByRole('button', { name: /添加一条/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getAllByLabelText('学校')[1], { target: { value: 'B' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '上移 第 2 条' })));
    expect(form.values.education.list.map((e: { school: string }) => e.school)).toEqual(['B', 'A']);
    expect((screen.getAllByLabelText('学校')[0] as HTMLInputElement).value).toBe('B');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '下移 第 1 条' })));
    expect(form.values.education.list.map((e: { school: string }) => e.school)).toEqual(['A', 'B']);
    // an entry with answers asks first
    fireEvent.click(screen.getByRole('button', { name: '删除 第 2 条' }));
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: '删除' })));
    expect(form.values.education.list).toEqual([{ school: 'A' }]);
  });

  it('an empty entry goes at once; one with answers asks, and stays when the candidate cancels', async () => {
    const form = renderForm({ education: entries }, { education: { list: [{ school: 'A' }, {}] } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '删除 第 2 条' })));
    expect(form.values.education.list).toEqual([{ school: 'A' }]);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /添加一条/ })));
    fireEvent.click(screen.getByRole('button', { name: '删除 第 1 条' }));
    expect(await screen.findByText('确定删除这一条吗？')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '取消' })));
    expect(form.values.education.list).toEqual([{ school: 'A' }, {}]);
  });

  it('a wrong field marks its own controls aria-invalid, and clears them once it is right', async () => {
    const form = renderForm({
      name: { ...field('Input', {}, 'string', '姓名'), required: true },
      day: { ...field('DatePicker', { picker: 'date' }, 'string', '日期'), required: true },
      other: field('Input', {}, 'string', '备注'),
    });
    await act(() => form.validate().catch(() => undefined));
    expect(screen.getByLabelText('姓名').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('日期').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('备注').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '李四' } });
    await waitFor(() => expect(screen.getByLabelText('姓名').getAttribute('aria-invalid')).toBeNull());
    expect(screen.getByLabelText('日期').getAttribute('aria-invalid')).toBe('true');
  });

  it('read-pretty entries have no buttons', () => {
    renderForm({ education: entries }, { education: { list: [{ school: 'A' }, { school: 'B' }] } }, true);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('A')).toBeTruthy();
  });
});
