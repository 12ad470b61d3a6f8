// resumeToFormily on the three real templates: every field is there, with the component, props and validator
// docs/forms.md promises; repeatable parts are arrays; the order is the template's.
import { describe, expect, it } from 'vitest';
import type { ISchema } from '@formily/react';
import army from '@/schemas/forms/resume/army.json';
import campus from '@/schemas/forms/resume/campus.json';
import social from '@/schemas/forms/resume/social.json';
import zhResume from '@/schemas/locales/zh-CN/resume.json';
import enResume from '@/schemas/locales/en-US/resume.json';
import type { FieldKind, ResumeTemplate } from '@/src/core/resume-types';
import { createTranslator } from '@/src/core/translate';
import { resumeToFormily } from '@/src/forms/resume-schema';

const zh = createTranslator('zh-CN', { 'zh-CN': zhResume, 'en-US': enResume });
const en = createTranslator('en-US', { 'zh-CN': zhResume, 'en-US': enResume });
const templates: [string, ResumeTemplate][] = [
  ['army', army as ResumeTemplate],
  ['campus', campus as ResumeTemplate],
  ['social', social as ResumeTemplate],
];

// docs/forms.md, written out again here: the kits code against this table, not against our constant
const COMPONENT: Record<FieldKind, string> = {
  text: 'Input',
  textarea: 'Input.TextArea',
  number: 'NumberPicker',
  select: 'TermSelect',
  multiSelect: 'TermSelect',
  date: 'DatePicker',
  month: 'DatePicker',
  dateRange: 'DatePicker.RangePicker',
  region: 'RegionCascader',
  school: 'SchoolSelect',
  major: 'MajorSelect',
  image: 'ImageUpload',
  salary: 'SalaryScope',
};

const props = (s: ISchema | undefined): Record<string, unknown> => (s?.properties ?? {}) as Record<string, ISchema>;

describe.each(templates)('resumeToFormily(%s)', (_name, template) => {
  const schema = resumeToFormily(template, zh);

  it('is an object of sections, in template order, each an object of parts', () => {
    expect(schema.type).toBe('object');
    expect(Object.keys(props(schema))).toEqual(template.sections.map((s) => s.id));
    template.sections.forEach((section, s) => {
      const node = props(schema)[section.id] as ISchema;
      expect(node).toMatchObject({ type: 'object', 'x-index': s, 'x-component': 'ResumeSection', 'x-component-props': { sectionId: section.id, title: zh(section.name) } });
      expect(zh(section.name)).not.toMatch(/^resume\./);
      expect(Object.keys(props(node))).toEqual(section.sectionParts.map((p) => p.id));
    });
  });

  it('makes repeatable parts arrays with minItems/maxItems and single parts objects', () => {
    for (const section of template.sections) {
      section.sectionParts.forEach((part, p) => {
        const node = props(props(schema)[section.id] as ISchema)[part.id] as ISchema;
        if (part.repeatable) {
          expect(node).toMatchObject({ type: 'array', 'x-index': p, 'x-component': 'ResumeEntries', items: { type: 'object' } });
          expect(node.minItems).toBe(part.minItems);
          expect(node.maxItems).toBe(part.maxItems);
          expect(node['x-component-props']).toMatchObject({ partId: part.id });
          if (part.minItems !== undefined) expect(node['x-component-props'].minItems).toBe(part.minItems);
          if (part.maxItems !== undefined) expect(node['x-component-props'].maxItems).toBe(part.maxItems);
        } else {
          expect(node).toMatchObject({ type: 'object', 'x-index': p, 'x-component': 'ResumePart', 'x-component-props': { partId: part.id } });
          expect(node.items).toBeUndefined();
        }
      });
    }
  });

  it('has every field in its row, with its component, title, required flag, props and the resumeField validator', () => {
    let count = 0;
    for (const section of template.sections) {
      for (const part of section.sectionParts) {
        const node = props(props(schema)[section.id] as ISchema)[part.id] as ISchema;
        const rows = props(part.repeatable ? (node.items as ISchema) : node);
        expect(Object.keys(rows)).toHaveLength(part.newResumeFields.length);
        part.newResumeFields.forEach((row, r) => {
          const rowNode = Object.values(rows)[r] as ISchema;
          expect(rowNode).toMatchObject({ type: 'void', 'x-component': 'ResumeRow', 'x-index': r });
          expect(Object.keys(props(rowNode))).toEqual(row.map((f) => f.id));
          row.forEach((field, f) => {
            const fieldNode = props(rowNode)[field.id] as ISchema;
            count++;
            expect(fieldNode).toMatchObject({
              title: zh(field.name),
              required: field.view.required === true,
              'x-index': f,
              'x-decorator': 'FormItem',
              'x-component': COMPONENT[field.kind],
            });
            expect(fieldNode['x-validator']).toEqual([{ resumeField: { sectionId: section.id, partId: part.id, fieldId: field.id } }]);
            const componentProps = fieldNode['x-component-props'] as Record<string, unknown>;
            if (field.maxLength !== undefined) expect(componentProps.maxLength).toBe(field.maxLength);
            if (field.dictionary !== undefined) expect(componentProps.dictionary).toBe(field.dictionary);
            if (field.kind === 'month') expect(componentProps.picker).toBe('month');
            if (field.kind === 'date') expect(componentProps.picker).toBe('date');
            if (field.view.placeholder !== undefined) expect(componentProps.placeholder).toBe(zh(field.view.placeholder));
            // maxLength stays the rule's (one message): it is not a Formily schema validator too
            expect(fieldNode.maxLength).toBeUndefined();
          });
        });
      }
    }
    expect(count).toBe(template.sections.flatMap((s) => s.sectionParts).flatMap((p) => p.newResumeFields.flat()).length);
  });
});

describe('resumeToFormily details', () => {
  const schema = resumeToFormily(campus as ResumeTemplate, zh);
  const basic = props(props(schema).personal as ISchema).basicInfo as ISchema;
  const field = (row: number, id: string) => props(props(basic)[`row${row}`] as ISchema)[id] as ISchema;

  it('gives the kind-specific props of docs/forms.md', () => {
    expect(field(2, 'Birthday')).toMatchObject({ type: 'string', title: '出生日期', required: true, 'x-component': 'DatePicker', 'x-component-props': { picker: 'date', minDate: '1950-01-01' } });
    expect(field(0, 'name')['x-component-props']).toEqual({ maxLength: 50 });
    expect(field(0, 'gender')['x-component-props']).toEqual({ dictionary: 'gender' });
    expect(field(3, 'nativePlace')).toMatchObject({ required: false, 'x-component': 'RegionCascader', 'x-component-props': {} });
    const intention = props(props(schema).intention as ISchema).jobIntention as ISchema;
    expect(props(props(intention).row1 as ISchema).salaryscope).toMatchObject({ type: 'object', 'x-component': 'SalaryScope', 'x-component-props': { dictionary: 'salaryUnit' } });
    const activity = props(props(schema).campusActivity as ISchema).activityList as ISchema;
    const end = props(props(activity.items as ISchema).row1 as ISchema).endDate as ISchema;
    expect(end).toMatchObject({ required: false, 'x-component-props': { picker: 'month', placeholder: '至今可不填' } });
  });

  it('translates with the translator it is given, and is the same for the same input', () => {
    const english = resumeToFormily(campus as ResumeTemplate, en);
    const englishBasic = props(props(english).personal as ISchema).basicInfo as ISchema;
    expect((props(props(englishBasic).row2 as ISchema).Birthday as ISchema).title).toBe(en('resume.field.Birthday'));
    expect(en('resume.field.Birthday')).not.toBe('出生日期');
    expect(resumeToFormily(campus as ResumeTemplate, zh)).toEqual(schema);
  });

  it('covers the kinds the templates do not use (multiSelect, dateRange, number, school)', () => {
    const template: ResumeTemplate = {
      id: 'kinds',
      name: 'x',
      sections: [
        {
          id: 's',
          name: { 'zh-CN': '部分' },
          sectionParts: [
            {
              id: 'p',
              newResumeFields: [
                [
                  { id: 'tags', name: { 'zh-CN': '标签' }, kind: 'multiSelect', view: { span: 12 }, dictionary: 'skill' },
                  { id: 'period', name: { 'zh-CN': '期间' }, kind: 'dateRange', view: {} },
                  { id: 'age', name: { 'zh-CN': '年龄' }, kind: 'number', view: {}, min: 16, max: 70 },
                  { id: 'photo', name: { 'zh-CN': '照片' }, kind: 'image', view: {} },
                ],
              ],
            },
          ],
        },
      ],
    };
    const row = props(props(props(props(resumeToFormily(template, zh)).s as ISchema).p as ISchema).row0 as ISchema);
    expect(row.tags).toMatchObject({ type: 'array', 'x-component': 'TermSelect', 'x-component-props': { dictionary: 'skill', mode: 'multiple' }, 'x-decorator-props': { span: 12 } });
    expect(row.period).toMatchObject({ type: 'array', 'x-component': 'DatePicker.RangePicker', 'x-component-props': { picker: 'date' } });
    expect(row.age).toMatchObject({ type: 'number', 'x-component': 'NumberPicker', 'x-component-props': { min: 16, max: 70 } });
    expect(row.photo).toMatchObject({ type: 'string', 'x-component': 'ImageUpload' });
  });
});
