// @vitest-environment jsdom
// ResumeFormView with a TEST-ONLY components map of plain inputs (the kits bring antd / antd-mobile ones):
// what a candidate types, and the messages they see.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { ArrayField, Field, Form } from '@formily/core';
import { RecursionField, observer, useField, useFieldSchema, type Schema } from '@formily/react';
import campus from '@/schemas/forms/resume/campus.json';
import zhResume from '@/schemas/locales/zh-CN/resume.json';
import type { ResumeTemplate, ResumeValues } from '@/src/core/resume-types';
import { INCOMPLETE_NOTICE, idCardCheckDigit } from '@/src/core/validation';
import { createTranslator } from '@/src/core/translate';
import { createResumeForm } from '@/src/forms/create-resume-form';
import { resumeToFormily } from '@/src/forms/resume-schema';
import { ResumeFormView, schemaFieldFor, type ResumeComponents } from '@/src/forms/resume-form-view';
import { validateForSave } from '@/src/forms/save-resume';

const template = campus as ResumeTemplate;
const TODAY = '2024-06-15';
const t = createTranslator('zh-CN', { 'zh-CN': zhResume });
const schema = resumeToFormily(template, t);

function idNumber(date: string, region = '110105', sequence = '123'): string {
  const first17 = `${region}${date}${sequence}`;
  return first17 + (idCardCheckDigit(first17) ?? '?');
}

// ---- the test-only components map: plain elements named by the field's data path ----
type InputProps = { value?: unknown; onChange?: (value: unknown) => void };
const useName = () => String((useField() as Field).path);
const TextInput = ({ value, onChange }: InputProps) => {
  const field = useField() as Field;
  if (field.pattern === 'readPretty') return <span data-testid={`${field.path}`}>{String(value ?? '')}</span>;
  return <input data-testid={useName()} aria-label={field.title as string} value={(value as string) ?? ''} onChange={(e) => onChange?.(e.target.value)} />;
};
const TermSelect = ({ value, onChange }: InputProps) => (
  <select data-testid={useName()} value={(value as string) ?? ''} onChange={(e) => onChange?.(e.target.value)}>
    <option value="" />
    <option value="1">居民身份证</option>
    <option value="2">护照</option>
  </select>
);
const FormItem = observer(({ children }: { children?: ReactNode }) => {
  const field = useField() as Field;
  return (
    <div data-testid={`item:${field.path}`}>
      <label>{field.title as string}</label>
      {children}
      {field.selfErrors.map((message) => (
        <p role="alert" key={message}>
          {message}
        </p>
      ))}
    </div>
  );
});
const Box = ({ children, title }: { children?: ReactNode; title?: string }) => (
  <section aria-label={title}>
    {title ? <h2>{title}</h2> : null}
    {children}
  </section>
);
const Entries = observer(() => {
  const field = useField() as ArrayField;
  const items = useFieldSchema().items as Schema;
  const entries = Array.isArray(field.value) ? field.value : [];
  return (
    <div>
      {entries.map((_, index) => (
        <RecursionField key={index} name={index} schema={items} />
      ))}
      <button type="button" onClick={() => field.push({})}>
        添加{String(field.path)}
      </button>
    </div>
  );
});
const components: ResumeComponents = {
  FormItem,
  ResumeSection: Box,
  ResumePart: Box,
  ResumeRow: ({ children }: { children?: ReactNode }) => <div>{children}</div>,
  ResumeEntries: Entries,
  Input: Object.assign(TextInput, { TextArea: TextInput }),
  NumberPicker: TextInput,
  TermSelect,
  DatePicker: Object.assign(TextInput, { RangePicker: TextInput }),
  RegionCascader: TextInput,
  SchoolSelect: TextInput,
  MajorSelect: TextInput,
  ImageUpload: TextInput,
  SalaryScope: () => null,
};

const values = (): ResumeValues => ({
  personal: { basicInfo: { name: '张三', IDType: '1', IDCard: idNumber('19990101'), Birthday: '1999-01-01' } },
  education: { educationList: [{ startDate: '2017-09', endDate: '2021-06' }, { startDate: '2021-09', endDate: '2024-06' }] },
});

let form: Form;
function draw(initial: ResumeValues = values(), readPretty?: boolean) {
  form = createResumeForm({ template, values: initial, t, locale: 'zh-CN', today: TODAY });
  const view = render(<ResumeFormView form={form} schema={schema} components={components} readPretty={readPretty} />);
  return { user: userEvent.setup(), view };
}
const item = (path: string) => within(screen.getByTestId(`item:${path}`));
const retype = async (user: ReturnType<typeof userEvent.setup>, path: string, text: string) => {
  const input = screen.getByTestId(path);
  await user.clear(input);
  await user.type(input, text);
};

afterEach(cleanup);

describe('ResumeFormView', () => {
  it('draws every section with the values in the ResumeValues shape, and writes typing back there', async () => {
    const { user } = draw();
    for (const section of template.sections) expect(screen.getByRole('heading', { name: t(section.name) })).toBeTruthy();
    expect((screen.getByTestId('personal.basicInfo.name') as HTMLInputElement).value).toBe('张三');
    expect((screen.getByTestId('education.educationList.1.startDate') as HTMLInputElement).value).toBe('2021-09');
    await retype(user, 'personal.basicInfo.name', '李四');
    expect(form.values.personal.basicInfo.name).toBe('李四');
  });

  it('a wrong ID number shows 请输入正确的身份证号！', async () => {
    const { user } = draw();
    const good = idNumber('19990101');
    await retype(user, 'personal.basicInfo.IDCard', good.slice(0, 17) + (good[17] === '1' ? '2' : '1'));
    expect(await item('personal.basicInfo.IDCard').findByText('请输入正确的身份证号！')).toBeTruthy();
  });

  it('a birthday that does not match the ID number shows 出生日期与证件号不符！, and a matching ID clears it', async () => {
    const { user } = draw();
    await retype(user, 'personal.basicInfo.Birthday', '1998-05-05');
    expect(await item('personal.basicInfo.Birthday').findByText('出生日期与证件号不符！')).toBeTruthy();
    await retype(user, 'personal.basicInfo.IDCard', idNumber('19980505'));
    await waitFor(() => expect(item('personal.basicInfo.Birthday').queryByRole('alert')).toBeNull());
  });

  it('an end date before its own entry\'s start shows the relative-date message in that entry only', async () => {
    const { user } = draw();
    await retype(user, 'education.educationList.1.endDate', '2020-06');
    expect(await item('education.educationList.1.endDate').findByText('毕业时间不得早于入学时间')).toBeTruthy();
    expect(item('education.educationList.0.endDate').queryByRole('alert')).toBeNull();
    // moving the entry's start before its end clears it: the dependent is checked again
    await retype(user, 'education.educationList.1.startDate', '2019-09');
    await waitFor(() => expect(item('education.educationList.1.endDate').queryByRole('alert')).toBeNull());
  });

  it('changing IDType to 2 clears the ID error', async () => {
    const { user } = draw();
    await retype(user, 'personal.basicInfo.IDCard', 'E12345678');
    expect(await item('personal.basicInfo.IDCard').findByText('请输入正确的身份证号！')).toBeTruthy();
    await user.selectOptions(screen.getByTestId('personal.basicInfo.IDType'), '2');
    await waitFor(() => expect(item('personal.basicInfo.IDCard').queryByRole('alert')).toBeNull());
    expect(form.values.personal.basicInfo.IDType).toBe('2');
  });

  it('an added entry is validated against its own siblings', async () => {
    const { user } = draw();
    await user.click(screen.getByRole('button', { name: '添加education.educationList' }));
    await retype(user, 'education.educationList.2.startDate', '2024-09');
    await retype(user, 'education.educationList.2.endDate', '2024-01');
    expect(await item('education.educationList.2.endDate').findByText('毕业时间不得早于入学时间')).toBeTruthy();
  });

  it('save: a wrong answer marks every failing field once, and answers the notice, the first section and the messages', async () => {
    draw({ personal: { basicInfo: { IDType: '1', IDCard: idNumber('19990101'), Birthday: '1998-05-05' } } });
    let result: Awaited<ReturnType<typeof validateForSave>> | undefined;
    await act(async () => {
      result = await validateForSave(form, template, t, 'zh-CN', { today: TODAY });
    });
    expect(result).toMatchObject({ ok: false, notice: INCOMPLETE_NOTICE, firstSectionId: 'personal' });
    if (result?.ok !== false) throw new Error('expected a failure');
    // the wrong answer stops the save; the empty ones are counted, and marked while the save is refused
    expect(result.messages).toEqual(['出生日期正确填写后进行保存']);
    expect(result.missing).toBeGreaterThan(1);
    expect(item('personal.basicInfo.name').getAllByRole('alert').map((a) => a.textContent)).toEqual(['请填写姓名']);
    expect(item('personal.basicInfo.Birthday').getByRole('alert').textContent).toBe('出生日期与证件号不符！');
  });

  it('readPretty draws the read-only view', () => {
    draw(values(), true);
    expect(form.pattern).toBe('readPretty');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByTestId('personal.basicInfo.name').textContent).toBe('张三');
  });

  it('makes one SchemaField per components map', () => {
    expect(schemaFieldFor(components)).toBe(schemaFieldFor(components));
    expect(schemaFieldFor({ ...components })).not.toBe(schemaFieldFor(components));
  });
});
