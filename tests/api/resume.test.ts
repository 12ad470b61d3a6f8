import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompleteResumeDocument, ResumeDocument, ResumeSaved, TemplateSummary } from '@/src/core/resume-api';
import type { FieldError, PartEntry, ResumeValues } from '@/src/core/resume-types';
import { NOW, call, data, startApp, type TestApp } from './helpers';
import { DEMO, idNumber, login, uploadPhoto, validResume, type Session } from './candidates';

let t: TestApp;
let zhang: Session;
let wang: Session;
let li: Session;
beforeAll(async () => {
  t = await startApp();
  [zhang, wang, li] = await Promise.all([login(t.app, DEMO.zhang), login(t.app, DEMO.wang), login(t.app, DEMO.li)]);
});
afterAll(() => t.close());

const INVALID = { success: false, errorCode: 'RESUME_INVALID', errorMessage: '您的简历填写不完善，请补充完整', showType: 2 };
const clone = <T>(v: T): T => structuredClone(v);
const basicInfo = (values: ResumeValues) => values.personal.basicInfo as PartEntry;
const educationList = (values: ResumeValues) => values.education.educationList as PartEntry[];

async function viewOf(session: Session, params: Record<string, unknown> = {}): Promise<ResumeDocument> {
  return data<ResumeDocument>(t.app, 'resume.view', params, session.headers);
}

function save(session: Session, templateId: string, values: unknown, version: number) {
  return call<ResumeSaved | { errors: FieldError[] }>(t.app, 'resume.save', { templateId, values, version }, session.headers);
}

describe('a new candidate', () => {
  it('gets the portal default template, no answers and version 0 from view and edit', async () => {
    for (const name of ['resume.view', 'resume.edit'] as const) {
      const doc = await data<ResumeDocument>(t.app, name, {}, wang.headers);
      expect(doc).toMatchObject({ resumeId: 0, values: {}, version: 0, updatedAt: null });
      expect(doc.template.id).toBe('social');
      expect(doc.template.sections.map((s) => s.id)).toContain('personal');
    }
    const army = await data<ResumeDocument>(t.app, 'resume.edit', {}, li.headers);
    expect(army.template.id).toBe('army');
  });

  it('can look at the resume in another template', async () => {
    expect((await viewOf(wang, { templateId: 'campus' })).template.id).toBe('campus');
    const unknown = await call(t.app, 'resume.view', { templateId: 'nope' }, wang.headers);
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '简历模板不存在' });
    expect((await call(t.app, 'resume.view', { templateId: '../x' }, wang.headers)).status).toBe(400);
  });

  it('lists the checked templates', async () => {
    const list = await data<TemplateSummary[]>(t.app, 'resume.getTemplates', {}, wang.headers);
    expect(list).toEqual([
      { id: 'army', name: 'resume.template.army' },
      { id: 'campus', name: 'resume.template.campus' },
      { id: 'social', name: 'resume.template.social' },
    ]);
  });

  it('guests get HTTP 401 on every resume call', async () => {
    for (const [name, params] of [
      ['resume.view', {}],
      ['resume.edit', {}],
      ['resume.getTemplates', {}],
      ['resume.save', { templateId: 'social', values: {}, version: 0 }],
      ['resume.changeTemplate', { templateId: 'campus' }],
      ['resume.completeResume', { deliveryId: 1 }],
    ] as const) {
      const answer = await call(t.app, name, params, { 'x-portal-token': 'forged' });
      expect(answer.status, name).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED', showType: 0 });
    }
  });
});

describe('resume.save', () => {
  let photo: string;
  let good: ResumeValues;
  let version: number;
  beforeAll(async () => {
    photo = await uploadPhoto(t.app, zhang);
    good = validResume('social', photo);
    good.work = { workList: [{ company: '示例公司', title: '工程师', startDate: '2020-07', endDate: '2023-06' }] };
    good.selfAssessment = { assessment: { selfAssessment: '踏实肯干' } };
  });

  it('stores a valid resume and answers the next version', async () => {
    const answer = await save(zhang, 'social', good, 0);
    expect(answer.body).toMatchObject({ success: true, data: { version: 1, updatedAt: NOW.toISOString() } });
    version = 1;
    const doc = await viewOf(zhang);
    expect(doc).toMatchObject({ values: good, version: 1, updatedAt: NOW.toISOString() });
    expect(doc.resumeId).toBeGreaterThan(0);
  });

  const broken: [string, (v: ResumeValues) => void, Partial<FieldError>, string?][] = [
    [
      'an ID number with a wrong check digit',
      (v) => {
        const id = idNumber('19980512');
        basicInfo(v).IDCard = id.slice(0, 17) + (id[17] === '1' ? '2' : '1');
      },
      { sectionId: 'personal', partId: 'basicInfo', fieldId: 'IDCard', code: 'idCard' },
      '请填写正确的证件号码',
    ],
    [
      'a birthday that contradicts the ID number',
      (v) => void (basicInfo(v).Birthday = '1998-05-13'),
      { fieldId: 'Birthday', code: 'birthday', message: '出生日期与证件号不符！' },
      '出生日期正确填写后进行保存',
    ],
    [
      'an end date before the start in a repeatable part',
      (v) => void (educationList(v)[0].endDate = '2015-06'),
      { sectionId: 'education', partId: 'educationList', index: 0, fieldId: 'endDate', code: 'dateRelative', message: '毕业时间不得早于入学时间' },
      '请填写正确的毕业时间',
    ],
    ['a malformed mobile number', (v) => void (basicInfo(v).Mobilephone = '12345'), { fieldId: 'Mobilephone', code: 'mobile' }],
    ['a field the template lacks', (v) => void (basicInfo(v).hobby = '爬山'), { partId: 'basicInfo', fieldId: 'hobby', code: 'unknownField' }],
    ['a section the template lacks', (v) => void (v.military = { serviceList: [] }), { sectionId: 'military', partId: '', fieldId: '', code: 'unknownField' }],
    ['a part the template lacks', (v) => void (v.education.other = {}), { sectionId: 'education', partId: 'other', fieldId: '', code: 'unknownField' }],
    ['a single part sent as a list', (v) => void (v.intention.jobIntention = [{ expectedRegion: '110100' }]), { partId: 'jobIntention', code: 'invalid' }],
    ['a photo that is no uploaded file', (v) => void (basicInfo(v).photo = 'https://example.com/a.png'), { fieldId: 'photo', code: 'invalid' }],
  ];

  it.each(broken)('refuses %s with RESUME_INVALID and keeps the stored resume', async (_, breakIt, expected, text) => {
    const values = clone(good);
    breakIt(values);
    const answer = await save(zhang, 'social', values, version);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(INVALID);
    const errors = (answer.body.data as { errors: FieldError[] }).errors;
    expect(errors).toContainEqual(expect.objectContaining(expected));
    expect(answer.body.messages?.length).toBeGreaterThan(0);
    if (text) expect(answer.body.messages).toContain(text);
    const doc = await viewOf(zhang);
    expect(doc.version).toBe(version);
    expect(doc.values).toEqual(good);
  });

  it('stores a half-done resume: empty required answers and too few entries wait for the application', async () => {
    const values = clone(good);
    delete basicInfo(values).name;
    basicInfo(values).Mobilephone = '  ';
    values.education.educationList = [];
    const answer = await save(zhang, 'social', values, version);
    expect(answer.body).toMatchObject({ success: true, data: { version: version + 1 } });
    version += 1;
    expect((await viewOf(zhang)).values).toEqual(values);
    // the answers kept by the next tests' checks
    expect((await save(zhang, 'social', good, version)).body).toMatchObject({ success: true });
    version += 1;
  });

  it("refuses a photo that is another candidate's upload", async () => {
    const theirs = await uploadPhoto(t.app, wang);
    const values = clone(good);
    basicInfo(values).photo = theirs;
    const answer = await save(zhang, 'social', values, version);
    expect(answer.body).toMatchObject(INVALID);
    expect((answer.body.data as { errors: FieldError[] }).errors).toEqual([
      { sectionId: 'personal', partId: 'basicInfo', fieldId: 'photo', code: 'invalid', message: '该字段不是一个合法的字段' },
    ]);
  });

  it('answers RESUME_CONFLICT for a stale or a made-up version', async () => {
    for (const stale of [0, version + 1]) {
      const answer = await save(zhang, 'social', good, stale);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'RESUME_CONFLICT', errorMessage: '简历已在其他页面更新，请刷新后再保存', showType: 2 });
    }
    const next = await save(zhang, 'social', good, version);
    expect(next.body.data).toMatchObject({ version: version + 1 });
    version += 1;
    // the page that still holds the old version loses
    expect((await save(zhang, 'social', good, version - 1)).body.errorCode).toBe('RESUME_CONFLICT');
  });

  it('refuses an unknown template and a malformed body', async () => {
    expect((await save(zhang, 'nope', good, version)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '简历模板不存在' });
    const noVersion = await call(t.app, 'resume.save', { templateId: 'social', values: good }, zhang.headers);
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errorMessage).toContain('version');
    const listValues = await call(t.app, 'resume.save', { templateId: 'social', values: [], version }, zhang.headers);
    expect(listValues.status).toBe(400);
  });

  it('keeps two candidates apart: neither reads nor overwrites the other', async () => {
    // wang sees an empty resume of their own, never zhang's
    const theirs = await viewOf(wang);
    expect(theirs).toMatchObject({ resumeId: 0, values: {}, version: 0 });
    const wangValues = validResume('social', await uploadPhoto(t.app, wang));
    basicInfo(wangValues).name = '王芳';
    // a version that matches zhang's resume does not make wang's save land on it
    expect((await save(wang, 'social', wangValues, version)).body.errorCode).toBe('RESUME_CONFLICT');
    expect((await save(wang, 'social', wangValues, 0)).body.success).toBe(true);
    expect(basicInfo((await viewOf(zhang)).values).name).toBe('测试候选人');
    expect(basicInfo((await viewOf(wang)).values).name).toBe('王芳');
    // zhang's token does not open portal 1002
    expect((await call(t.app, 'resume.view', { relationId: '1002' }, zhang.headers)).status).toBe(401);
  });

  it('changeTemplate keeps the answers whose section, part and field ids match, and bumps the version', async () => {
    const before = await viewOf(zhang);
    const doc = await data<ResumeDocument>(t.app, 'resume.changeTemplate', { templateId: 'campus' }, zhang.headers);
    expect(doc.template.id).toBe('campus');
    expect(doc.version).toBe(before.version + 1);
    const { workYears, ...common } = basicInfo(good);
    expect(workYears).toBe('3');
    expect(doc.values).toEqual({ personal: { basicInfo: common }, education: good.education, intention: good.intention });
    expect(await viewOf(zhang)).toMatchObject({ template: { id: 'campus' }, values: doc.values, version: doc.version });
    // the page still on the old version cannot save over it
    expect((await save(zhang, 'social', good, before.version)).body.errorCode).toBe('RESUME_CONFLICT');
    expect((await call(t.app, 'resume.changeTemplate', { templateId: 'nope' }, zhang.headers)).body.errorCode).toBe('NOT_FOUND');

    // back to social: the dropped answers are gone for good, the kept ones stay
    const back = await data<ResumeDocument>(t.app, 'resume.changeTemplate', { templateId: 'social' }, zhang.headers);
    expect(back.values.work).toBeUndefined();
    expect(basicInfo(back.values).IDCard).toBe(basicInfo(good).IDCard);
    version = back.version;
  });
});

describe('resume.completeResume', () => {
  const deliveryOf = async (session: Session) =>
    (await t.app.db.selectFrom('deliveries').select('id').where('user_id', '=', session.user.id).executeTakeFirstOrThrow()).id;

  it("answers the position's template, the stored answers and the required answers still missing", async () => {
    const id = await deliveryOf(zhang);
    const doc = await data<CompleteResumeDocument>(t.app, 'resume.completeResume', { deliveryId: id }, zhang.headers);
    const stored = await viewOf(zhang);
    expect(doc).toMatchObject({ deliveryId: id, resumeId: stored.resumeId, version: stored.version, template: { id: 'campus' } });
    expect(doc.positionTitle).toBeTruthy();
    // a campus resume asks for the student origin, which the social resume does not have
    expect(doc.missing).toEqual([expect.objectContaining({ sectionId: 'personal', partId: 'basicInfo', fieldId: 'studentOrigin', code: 'required' })]);
    expect(basicInfo(doc.values).workYears).toBeUndefined();
    expect(basicInfo(doc.values).name).toBe('测试候选人');
  });

  it('lists every required answer for a candidate without a resume', async () => {
    const id = await deliveryOf(li);
    const doc = await data<CompleteResumeDocument>(t.app, 'resume.completeResume', { deliveryId: id }, li.headers);
    expect(doc).toMatchObject({ template: { id: 'army' }, values: {}, version: 0 });
    const missing = doc.missing.map((e) => `${e.sectionId}.${e.partId}.${e.fieldId}:${e.code}`);
    expect(missing).toContain('personal.basicInfo.name:required');
    expect(missing).toContain('personal.basicInfo.IDCard:required');
    expect(missing).toContain('service.serviceList.:length');
    expect(missing).toContain('education.educationList.:length');
    expect(doc.missing.every((e) => e.code === 'required' || e.code === 'length')).toBe(true);
  });

  it("answers NOT_FOUND for another candidate's application and an unknown one", async () => {
    const zhangs = await deliveryOf(zhang);
    const other = await call(t.app, 'resume.completeResume', { deliveryId: zhangs }, wang.headers);
    expect(other.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '投递记录不存在' });
    const cross = await call(t.app, 'resume.completeResume', { deliveryId: zhangs, relationId: '1002' }, li.headers);
    expect(cross.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect((await call(t.app, 'resume.completeResume', { deliveryId: 999999 }, zhang.headers)).body.errorCode).toBe('NOT_FOUND');
  });
});

describe('a part saved on its own (h5 edits one part at a time)', () => {
  const savePart = (values: unknown, version: number, partId: string) =>
    call<ResumeSaved | { errors: FieldError[] }>(t.app, 'resume.save', { templateId: 'social', values, version, partId }, wang.headers);
  let part: ResumeValues;
  beforeAll(async () => {
    const full = validResume('social', await uploadPhoto(t.app, wang));
    part = { personal: full.personal };
  });

  it('stores the part while other parts still have gaps', async () => {
    const before = (await data<ResumeDocument>(t.app, 'resume.edit', {}, wang.headers)).version;
    const answer = await savePart(part, before, 'basicInfo');
    expect(answer.body).toMatchObject({ success: true, data: { version: before + 1 } });
    expect((await data<ResumeDocument>(t.app, 'resume.view', {}, wang.headers)).values).toEqual(part);
  });

  it('stores the part with an empty required answer, and refuses a wrong one', async () => {
    const version = (await data<ResumeDocument>(t.app, 'resume.edit', {}, wang.headers)).version;
    const values = clone(part);
    delete basicInfo(values).name;
    expect((await savePart(values, version, 'basicInfo')).body).toMatchObject({ success: true, data: { version: version + 1 } });
    basicInfo(values).Mobilephone = '12345';
    const answer = await savePart(values, version + 1, 'basicInfo');
    expect(answer.body).toMatchObject(INVALID);
    expect((answer.body.data as { errors: FieldError[] }).errors).toEqual([expect.objectContaining({ fieldId: 'Mobilephone', code: 'mobile' })]);
  });

  it('still refuses a wrong answer in another part', async () => {
    const version = (await data<ResumeDocument>(t.app, 'resume.edit', {}, wang.headers)).version;
    const values = { ...clone(part), education: { educationList: [{ startDate: '2015-09', endDate: '2012-06' }] } };
    const answer = await savePart(values, version, 'basicInfo');
    expect(answer.body).toMatchObject(INVALID);
    const errors = (answer.body.data as { errors: FieldError[] }).errors;
    expect(errors).toContainEqual(expect.objectContaining({ partId: 'educationList', fieldId: 'endDate', code: 'dateRelative' }));
    expect(errors.some((e) => e.partId === 'educationList' && e.code === 'required')).toBe(false);
  });

  it('refuses a part the template lacks', async () => {
    const version = (await data<ResumeDocument>(t.app, 'resume.edit', {}, wang.headers)).version;
    const answer = await savePart(part, version, 'noSuchPart');
    expect(answer.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });
});
