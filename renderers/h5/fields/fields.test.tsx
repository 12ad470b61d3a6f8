// @vitest-environment jsdom
// The antd-mobile adapters: each writes the value shape of docs/forms.md, none recurses, FormItem shows the error.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { createForm, type Form } from '@formily/core';
import type { ISchema } from '@formily/react';
import { ResumeFormView } from '@/src/forms/resume-form-view';
import { registerResumeRules, setFormLocale } from '@/src/forms/register-rules';
import { configureClient, resetClientConfig } from '@/src/api/client-config';
import { writeToken } from '@/src/session/token-store';
import { site, stubBrowser, testTranslator } from '@/tests/kits/h5/test-utils';
import { FieldTextProvider } from './field-text';
import { h5FormComponents } from './form-components';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/src/api/client', () => ({ request }));

const TERMS: Record<string, { code: string; name: string }[]> = {
  gender: [
    { code: '1', name: '男' },
    { code: '2', name: '女' },
  ],
  language: [
    { code: 'en', name: '英语' },
    { code: 'ja', name: '日语' },
    { code: 'fr', name: '法语' },
  ],
  salaryUnit: [
    { code: 'month', name: '元/月' },
    { code: 'year', name: '万元/年' },
  ],
};
const REGIONS = [
  { value: '110000', label: '北京市', children: [{ value: '110100', label: '北京城区' }] },
  { value: '310000', label: '上海市', children: [{ value: '310100', label: '上海城区' }] },
  { value: '130000', label: '河北省', children: [{ value: '130100', label: '石家庄市', children: [{ value: '130102', label: '长安区' }] }] },
];

function answer(name: string, params: Record<string, unknown>) {
  switch (name) {
    case 'ref.terms':
      return TERMS[String(params.type)] ?? [];
    case 'ref.region':
      return REGIONS;
    case 'ref.school':
      return [
        { code: 's1', name: '北京大学' },
        { code: 's2', name: '北京理工大学' },
      ].filter((s) => s.name.includes(String(params.keyword ?? '')));
    case 'ref.major':
      return [{ value: 'eng', label: '工学', children: [{ value: 'cs', label: '计算机科学与技术' }] }];
    case 'file.uploadImage':
      return { fileId: 'f-123', url: '/pt/portal/file/view/f-123' };
    default:
      throw new Error(`unexpected call ${name}`);
  }
}

beforeAll(() => {
  registerResumeRules();
  setFormLocale('zh-CN');
});
beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (name: string, params: Record<string, unknown> = {}) => answer(name, params));
});
afterEach(cleanup);

const t = testTranslator();

function field(component: string, props: Record<string, unknown> = {}, extra: ISchema = {}): ISchema {
  return { type: 'string', title: '字段', 'x-decorator': 'FormItem', 'x-component': component, 'x-component-props': props, ...extra };
}

function draw(properties: Record<string, ISchema>, form: Form = createForm()) {
  stubBrowser();
  const schema: ISchema = { type: 'object', properties };
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <FieldTextProvider t={t} locale="zh-CN">
        <ResumeFormView form={form} schema={schema} components={h5FormComponents} />
      </FieldTextProvider>
    </SWRConfig>,
  );
  return form;
}

describe('h5FormComponents', () => {
  it('carries exactly the names of docs/forms.md', () => {
    expect(Object.keys(h5FormComponents).sort()).toEqual(
      [
        'DatePicker', 'FormItem', 'ImageUpload', 'Input', 'MajorSelect', 'NumberPicker', 'RegionCascader', 'ResumeEntries',
        'ResumePart', 'ResumeRow', 'ResumeSection', 'SalaryScope', 'SchoolSelect', 'TermSelect',
      ].sort(),
    );
    expect(typeof h5FormComponents.Input.TextArea).toBe('object');
    expect(typeof h5FormComponents.DatePicker.RangePicker).toBe('object');
  });

  it('Input and Input.TextArea write strings, label the control and show the required mark', () => {
    const form = draw({
      name: field('Input', { maxLength: 20 }, { title: '姓名', required: true }),
      about: field('Input.TextArea', { maxLength: 200 }, { title: '自我评价' }),
    });
    const name = screen.getByLabelText('姓名') as HTMLInputElement;
    fireEvent.change(name, { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText('自我评价'), { target: { value: '踏实肯干' } });
    expect(form.values).toEqual({ name: '张三', about: '踏实肯干' });
    expect(name.value).toBe('张三');
    expect(screen.getByText('*')).toBeTruthy();
  });

  it('FormItem shows the field error under the field', async () => {
    const form = draw({ name: field('Input', {}, { title: '姓名', required: true }) });
    await act(() => form.validate().catch(() => undefined));
    expect(screen.getByRole('alert').textContent).toBe('请填写姓名');
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '李四' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('a wrong field marks its control invalid and described by the message, until it is right', async () => {
    const form = draw({
      name: field('Input', {}, { title: '姓名', required: true }),
      day: field('DatePicker', { picker: 'date' }, { title: '日期', required: true }),
    });
    await act(() => form.validate().catch(() => undefined));
    const name = screen.getByLabelText('姓名');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('请填写姓名');
    expect(screen.getByLabelText('日期').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: '李四' } });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
    expect(name.getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByLabelText('日期').getAttribute('aria-invalid')).toBe('true');
  });

  it('NumberPicker writes a number, keeps "12." while typing, and undefined when emptied', () => {
    const form = draw({ years: field('NumberPicker', { min: 0 }, { type: 'number', title: '年限' }) });
    const box = screen.getByLabelText('年限') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '12.' } });
    expect(form.values.years).toBe(12);
    expect(box.value).toBe('12.');
    fireEvent.change(box, { target: { value: '12.5' } });
    expect(form.values.years).toBe(12.5);
    fireEvent.change(box, { target: { value: '' } });
    expect(form.values.years).toBeUndefined();
  });

  it('TermSelect writes a code, or codes in mode multiple, from ref.terms', async () => {
    const form = draw({
      gender: field('TermSelect', { dictionary: 'gender' }, { title: '性别' }),
      langs: field('TermSelect', { dictionary: 'language', mode: 'multiple' }, { type: 'array', title: '外语' }),
    });
    fireEvent.click(screen.getByLabelText('性别'));
    fireEvent.click(await screen.findByText('女'));
    expect(form.values.gender).toBe('2');
    await waitFor(() => expect(screen.getByLabelText('性别').textContent).toContain('女'));
    expect(request).toHaveBeenCalledWith('ref.terms', { type: 'gender' });

    fireEvent.click(screen.getByLabelText('外语'));
    const sheet = within(await screen.findByRole('dialog', { name: '外语' }));
    fireEvent.click(await sheet.findByText('英语'));
    fireEvent.click(sheet.getByText('法语'));
    fireEvent.click(sheet.getByText('确定'));
    expect(form.values.langs).toEqual(['en', 'fr']);
  });

  it('DatePicker writes YYYY-MM-DD within its bounds, month precision YYYY-MM', async () => {
    const form = draw({
      day: field('DatePicker', { picker: 'date', minDate: '2000-01-01', maxDate: '2000-12-31' }, { title: '日期' }),
      month: field('DatePicker', { picker: 'month', minDate: '2001-01-01', maxDate: '2001-06-30' }, { title: '月份' }),
    });
    fireEvent.click(screen.getByLabelText('日期'));
    fireEvent.click((await screen.findAllByText('确定'))[0]);
    await waitFor(() => expect(form.values.day).toBe('2000-12-31'));
    fireEvent.click(screen.getByLabelText('月份'));
    const confirms = await screen.findAllByText('确定');
    fireEvent.click(confirms[confirms.length - 1]);
    await waitFor(() => expect(form.values.month).toBe('2001-06'));
    expect(screen.getByLabelText('日期').textContent).toContain('2000-12-31');
  });

  it('DatePicker.RangePicker writes [start, end] strings; 至今 is an empty end', async () => {
    const form = draw({ span: field('DatePicker.RangePicker', { picker: 'date' }, { type: 'array', title: '起止时间' }) });
    form.setValuesIn('span', ['2019-03-01', '2020-07-31']);
    await waitFor(() => expect(screen.getByText('2020-07-31')).toBeTruthy());
    expect(screen.getByText('2019-03-01')).toBeTruthy();
    form.setValuesIn('span', ['2019-03-01', '']);
    await waitFor(() => expect(screen.getByText('至今')).toBeTruthy());
  });

  it('RegionCascader writes the code of the last level chosen', async () => {
    const form = draw({ home: field('RegionCascader', {}, { title: '现居住地' }) });
    form.setValuesIn('home', '310100');
    await waitFor(() => expect(screen.getByLabelText('现居住地').textContent).toContain('上海市 上海城区'));
    fireEvent.click(screen.getByLabelText('现居住地'));
    fireEvent.click((await screen.findAllByText('确定'))[0]);
    await waitFor(() => expect(form.values.home).toBe('310100'));
  });

  it('RegionCascader finds a district by its name as the candidate types, and a tap chooses it', async () => {
    const form = draw({ home: field('RegionCascader', {}, { title: '现居住地' }) });
    fireEvent.click(screen.getByLabelText('现居住地'));
    const sheet = within(await screen.findByRole('dialog', { name: '现居住地' }));
    fireEvent.change(sheet.getByRole('searchbox'), { target: { value: '长安' } });
    fireEvent.click(await sheet.findByText('河北省 石家庄市 长安区'));
    await waitFor(() => expect(form.values.home).toBe('130102'));
    await waitFor(() => expect(screen.getByLabelText('现居住地').textContent).toContain('河北省 石家庄市 长安区'));
    fireEvent.click(screen.getByLabelText('现居住地'));
    const again = within(await screen.findByRole('dialog', { name: '现居住地' }));
    fireEvent.change(again.getByRole('searchbox'), { target: { value: '不存在' } });
    expect(await again.findByText('暂无可选项')).toBeTruthy();
  });

  it('SchoolSelect writes a suggested name or the typed one; MajorSelect suggests majors', async () => {
    const form = draw({
      school: field('SchoolSelect', {}, { title: '毕业院校' }),
      major: field('MajorSelect', {}, { title: '所学专业' }),
    });
    fireEvent.click(screen.getByLabelText('毕业院校', { selector: 'button' }));
    fireEvent.click(await screen.findByText('北京理工大学'));
    expect(form.values.school).toBe('北京理工大学');

    fireEvent.click(screen.getByLabelText('毕业院校', { selector: 'button' }));
    const sheet = within(await screen.findByRole('dialog', { name: '毕业院校' }));
    fireEvent.change(sheet.getByRole('searchbox'), { target: { value: '某某职业学院' } });
    fireEvent.click(await sheet.findByText('使用“某某职业学院”'));
    expect(form.values.school).toBe('某某职业学院');

    fireEvent.click(screen.getByLabelText('所学专业'));
    fireEvent.click(await screen.findByText('计算机科学与技术'));
    expect(form.values.major).toBe('计算机科学与技术');
  });

  it('ImageUpload sends the file through file.uploadImage and writes the fileId', async () => {
    const form = draw({ photo: field('ImageUpload', {}, { title: '个人照片' }) });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(form.values.photo).toBe('f-123'));
    const [name, params, options] = request.mock.calls.find(([n]) => n === 'file.uploadImage') ?? [];
    expect(name).toBe('file.uploadImage');
    expect(params).toEqual({});
    expect((options as { formData: FormData }).formData.get('file')).toBe(file);
    await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toBe('/pt/portal/file/view/f-123'));
  });

  it('ImageUpload: a failed upload leaves no tile in the way, and the next try uploads', async () => {
    request.mockImplementationOnce(async () => {
      throw new Error('网络异常');
    });
    const form = draw({ photo: field('ImageUpload', {}, { title: '个人照片' }) });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    // the failed try is gone: the picker is there for the next one, and no tile says it failed
    await waitFor(() => expect(document.querySelector('input[type="file"]')).toBeTruthy());
    expect(document.querySelector('.adm-image-uploader-cell-fail')).toBeNull();
    expect(form.values.photo).toBeUndefined();
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    await waitFor(() => expect(form.values.photo).toBe('f-123'));
  });

  it('shows an uploaded image from the bytes fetched with the token header (an <img src> cannot send it)', async () => {
    configureClient({ getSite: () => site });
    writeToken(site.portalId, { key: 'x-portal-token', value: 'tok-1' });
    const fetchMock = vi.fn(async () => ({ ok: true, status: 200, blob: async () => new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }) }));
    const createObjectURL = vi.fn(() => 'blob:photo-1');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    try {
      const form = createForm({ readPretty: true, initialValues: { photo: 'f-9' } });
      draw({ photo: field('ImageUpload', {}, { title: '个人照片' }) }, form);
      await waitFor(() => expect(screen.getByRole('img', { name: '照片' }).getAttribute('src')).toBe('blob:photo-1'));
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/pt/portal/file/view/f-9');
      expect(init.headers).toMatchObject({ 'x-portal-token': 'tok-1', 'qx-portal': site.portalId });
      cleanup();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo-1');
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
      resetClientConfig();
      localStorage.clear();
    }
  });

  it('SalaryScope writes { salaryMin, salaryMax, salaryUnit }, or { negotiable: true }', async () => {
    const form = draw({ salary: field('SalaryScope', { dictionary: 'salaryUnit' }, { type: 'object', title: '期望薪资' }) });
    fireEvent.change(screen.getByPlaceholderText('最低'), { target: { value: '8000' } });
    fireEvent.change(screen.getByPlaceholderText('最高'), { target: { value: '12000' } });
    fireEvent.click(await screen.findByText('元/月'));
    expect(form.values.salary).toEqual({ salaryMin: 8000, salaryMax: 12000, salaryUnit: 'month' });
    fireEvent.click(screen.getByText('面议'));
    expect(form.values.salary).toEqual({ negotiable: true, salaryUnit: 'month' });
  });

  it('ResumeEntries adds, moves and deletes entries (deleting asks first)', async () => {
    const form = draw({
      list: {
        type: 'array',
        'x-component': 'ResumeEntries',
        'x-component-props': { partId: 'workList', title: '工作经历', maxItems: 3 },
        items: { type: 'object', properties: { row0: { type: 'void', 'x-component': 'ResumeRow', properties: { company: field('Input', {}, { title: '工作单位' }) } } } },
      },
    });
    fireEvent.click(screen.getByText('添加工作经历'));
    fireEvent.click(screen.getByText('添加工作经历'));
    const boxes = () => screen.getAllByLabelText('工作单位') as HTMLInputElement[];
    fireEvent.change(boxes()[0], { target: { value: 'A 公司' } });
    fireEvent.change(boxes()[1], { target: { value: 'B 公司' } });
    expect(form.values.list).toEqual([{ company: 'A 公司' }, { company: 'B 公司' }]);

    fireEvent.click(within(screen.getByRole('listitem', { name: '工作经历第 2 条' })).getByRole('button', { name: '上移' }));
    await waitFor(() => expect(form.values.list).toEqual([{ company: 'B 公司' }, { company: 'A 公司' }]));

    fireEvent.click(within(screen.getByRole('listitem', { name: '工作经历第 1 条' })).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定删除第 1 条吗？');
    fireEvent.click(within(dialog).getByText('删除'));
    await waitFor(() => expect(form.values.list).toEqual([{ company: 'A 公司' }]));

    fireEvent.click(screen.getByText('添加工作经历'));
    fireEvent.click(screen.getByText('添加工作经历'));
    expect(form.values.list).toHaveLength(3);
    expect(screen.queryByText('添加工作经历')).toBeNull();
  });

  it('readPretty shows words: term names, region names, 未填写 for nothing', async () => {
    const form = createForm({ readPretty: true, initialValues: { gender: '1', home: '110100', name: '王五' } });
    draw(
      {
        name: field('Input', {}, { title: '姓名' }),
        gender: field('TermSelect', { dictionary: 'gender' }, { title: '性别' }),
        home: field('RegionCascader', {}, { title: '现居住地' }),
        email: field('Input', {}, { title: '电子邮箱' }),
      },
      form,
    );
    expect(screen.getByText('王五')).toBeTruthy();
    expect(await screen.findByText('男')).toBeTruthy();
    expect(await screen.findByText('北京市 北京城区')).toBeTruthy();
    expect(screen.getByText('未填写')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
