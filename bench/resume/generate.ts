// The resume benchmark's form, in three equivalent spellings (bench/resume/README.md):
//   template + values  our ResumeTemplate (src/core/resume-types.ts) and ResumeValues, for our renderer
//   formilySchema()    a plain @formily/antd-v5 schema in the style one writes by hand (FormItem, Input, Select
//                      with `enum`, ArrayCards, antd Card/Row), with required / maxLength / minimum / maximum,
//                      `pattern` validators and custom validator functions for the ID number and date rules
//   rjsfSchema()       a JSON Schema + uiSchema for @rjsf/antd (required, maxLength, minimum, maximum, pattern,
//                      format: date) and customValidate() for the ID number and date rules
// Deterministic: no randomness, no clock (TODAY is pinned), so every run and every library sees the same form.
//
// 300 field instances in 12 sections: 5 single parts and 12 repeatable parts of 3 entries each; kinds text,
// textarea, number, select (static dictionaries, DICTIONARIES), date, month, dateRange; the special ids
// IDType, IDCard, Birthday, Mobilephone (4 places), Email (2 places); date rules of both types (bounds, and
// refFieldId to a sibling of the same entry). VALUES breaks 14 answers on purpose (INVALID) so that
// validating does real work and each library must find the same 14 errors.
import type { ISchema } from '@formily/react';
import type { Field, Form } from '@formily/core';
import type { CustomValidator, ErrorSchema, FormValidation, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Term } from '@/src/core/entities';
import type { DateExpression, FieldKind, PartEntry, ResumeField, ResumeTemplate, ResumeValues, SectionPart } from '@/src/core/resume-types';
import { birthdayFromIdCard, compareDates, idCardCheckDigit, isValidIdCard, MOBILE_SEGMENTS, normalizeDate } from '@/src/core/validation';

/** The calendar day every date rule is checked against (ID numbers must not be born after it). */
export const TODAY = '2025-06-30';
/** Entries of every repeatable part. */
export const ENTRIES = 3;
/** The field the keystroke benchmark types into: a required text field in the 2nd entry of a repeatable part. */
export const KEYSTROKE_PATH = 'work.workList.1.company';

// ---------------------------------------------------------------------------------------------------------
// Dictionaries: the same static terms for all three (ours reads them through a pre-filled SWR cache).

const terms = (...names: string[]): Term[] => names.map((name, i) => ({ code: String(i + 1), name }));

export const DICTIONARIES: Record<string, Term[]> = {
  gender: terms('男', '女'),
  idType: terms('居民身份证', '护照', '港澳居民来往内地通行证', '台湾居民来往大陆通行证'),
  nation: terms('汉族', '蒙古族', '回族', '藏族', '维吾尔族', '苗族', '彝族', '壮族', '布依族', '朝鲜族', '满族', '侗族'),
  politics: terms('中共党员', '中共预备党员', '共青团员', '民主党派', '群众'),
  maritalStatus: terms('未婚', '已婚', '离异', '丧偶'),
  workYears: terms('应届', '1年以下', '1-3年', '3-5年', '5-10年', '10年以上'),
  relation: terms('父亲', '母亲', '配偶', '子女', '兄弟', '姐妹', '其他'),
  education: terms('博士研究生', '硕士研究生', '大学本科', '大学专科', '高中', '中专', '初中及以下'),
  degree: terms('博士', '硕士', '学士', '无'),
  studyMode: terms('全日制', '非全日制', '自学考试', '网络教育'),
  industry: terms('互联网', '金融', '制造业', '教育', '医疗', '能源', '交通', '政府机关', '其他'),
  awardLevel: terms('国家级', '省部级', '市级', '校级', '其他'),
  language: terms('英语', '日语', '法语', '德语', '俄语', '西班牙语'),
  languageLevel: terms('母语', '精通', '熟练', '良好', '一般'),
  skillLevel: terms('精通', '熟练', '一般', '了解'),
  drivingLicense: terms('无', 'C1', 'C2', 'B1', 'B2', 'A1'),
  jobType: terms('全职', '兼职', '实习'),
  yesNo: terms('是', '否'),
  noticePeriod: terms('随时到岗', '1周内', '1个月内', '3个月内'),
  source: terms('官网', '招聘会', '内部推荐', '校园宣讲', '其他'),
  health: terms('健康', '良好', '一般'),
};

// ---------------------------------------------------------------------------------------------------------
// The template

interface Spec {
  id: string;
  name: string;
  kind: Exclude<FieldKind, 'multiSelect' | 'region' | 'school' | 'major' | 'image' | 'salary'>;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  dictionary?: string;
  /** date rule type 1 */
  bounds?: { minDate?: string; maxDate?: string };
  /** date rule type 2: 'section.field' of the same entry */
  ref?: { refFieldId: string; expression: DateExpression };
}

const f = (id: string, name: string, kind: Spec['kind'], more: Partial<Spec> = {}): Spec => ({ id, name, kind, ...more });
const text = (id: string, name: string, maxLength = 50, required = false) => f(id, name, 'text', { maxLength, required });
const area = (id: string, name: string, required = false) => f(id, name, 'textarea', { maxLength: 500, required });
const select = (id: string, name: string, dictionary: string, required = false) => f(id, name, 'select', { dictionary, required });
const num = (id: string, name: string, min: number, max: number) => f(id, name, 'number', { min, max });
const req = { required: true };

interface PartSpec {
  id: string;
  repeatable?: boolean;
  fields: Spec[];
}
interface SectionSpec {
  id: string;
  name: string;
  parts: PartSpec[];
}

const SECTIONS: SectionSpec[] = [
  {
    id: 'personal',
    name: '基本信息',
    parts: [
      {
        id: 'basicInfo',
        fields: [
          text('name', '姓名', 50, true),
          select('gender', '性别', 'gender', true),
          select('IDType', '证件类型', 'idType', true),
          text('IDCard', '证件号码', 18, true),
          f('Birthday', '出生日期', 'date', { required: true, bounds: { minDate: '1950-01-01' } }),
          select('nation', '民族', 'nation', true),
          select('politics', '政治面貌', 'politics', true),
          select('maritalStatus', '婚姻状况', 'maritalStatus'),
          text('Mobilephone', '手机号码', 11, true),
          text('Email', '电子邮箱', 100, true),
          num('height', '身高(cm)', 100, 250),
          num('weight', '体重(kg)', 30, 200),
          text('homeAddress', '家庭住址', 100, true),
          text('postcode', '邮政编码', 6),
          text('wechat', '微信号', 50),
          select('workYears', '工作年限', 'workYears', true),
          f('availableDate', '可到岗日期', 'date'),
          area('hobby', '兴趣爱好'),
        ],
      },
      {
        id: 'emergency',
        fields: [text('contactName', '紧急联系人', 50, true), select('contactRelation', '与本人关系', 'relation', true), text('Mobilephone', '联系人手机', 11, true), text('contactAddress', '联系人地址', 100)],
      },
    ],
  },
  {
    id: 'education',
    name: '教育经历',
    parts: [
      {
        id: 'educationList',
        repeatable: true,
        fields: [
          text('school', '学校名称', 100, true),
          text('major', '专业', 100, true),
          select('education', '学历', 'education', true),
          select('degree', '学位', 'degree', true),
          f('startDate', '入学时间', 'month', req),
          f('endDate', '毕业时间', 'month', { required: true, ref: { refFieldId: 'education.startDate', expression: 'gte' } }),
          select('studyMode', '学习形式', 'studyMode'),
          num('gpa', '绩点', 0, 5),
          text('rank', '专业排名', 20),
          text('advisor', '导师', 50),
          area('thesis', '毕业论文'),
        ],
      },
      { id: 'examList', repeatable: true, fields: [text('examName', '考试名称', 50, true), f('examDate', '考试时间', 'month'), num('examScore', '成绩', 0, 1000), text('examRank', '名次', 20)] },
    ],
  },
  {
    id: 'work',
    name: '工作经历',
    parts: [
      {
        id: 'workList',
        repeatable: true,
        fields: [
          text('company', '公司名称', 100, true),
          text('department', '部门', 50),
          text('position', '职位', 50, true),
          select('industry', '行业', 'industry'),
          f('period', '在职时间', 'dateRange', req),
          num('salary', '月薪(元)', 0, 1000000),
          text('leaderName', '直属上级', 50),
          text('Mobilephone', '上级电话', 11),
          area('leaveReason', '离职原因'),
          area('duties', '工作职责', true),
        ],
      },
      { id: 'internshipList', repeatable: true, fields: [text('internCompany', '实习单位', 100, true), text('internPosition', '实习岗位', 50), f('internPeriod', '实习时间', 'dateRange'), area('internDuties', '实习内容')] },
    ],
  },
  {
    id: 'projects',
    name: '项目经历',
    parts: [
      {
        id: 'projectList',
        repeatable: true,
        fields: [
          text('projectName', '项目名称', 100, true),
          text('role', '担任角色', 50, true),
          f('startDate', '开始时间', 'month', req),
          f('endDate', '结束时间', 'month', { ref: { refFieldId: 'projects.startDate', expression: 'gte' } }),
          num('teamSize', '团队人数', 1, 1000),
          text('techStack', '技术栈', 100),
          area('description', '项目描述', true),
          area('achievement', '项目成果'),
        ],
      },
    ],
  },
  {
    id: 'family',
    name: '家庭成员',
    parts: [
      {
        id: 'familyList',
        repeatable: true,
        fields: [
          select('relation', '关系', 'relation', true),
          text('memberName', '姓名', 50, true),
          f('memberBirthday', '出生日期', 'date', { bounds: { minDate: '1900-01-01', maxDate: '2024-12-31' } }),
          select('memberPolitics', '政治面貌', 'politics'),
          text('employer', '工作单位', 100),
          text('jobTitle', '职务', 50),
          text('Mobilephone', '联系电话', 11),
          text('memberAddress', '家庭住址', 100),
        ],
      },
    ],
  },
  {
    id: 'awards',
    name: '获奖情况',
    parts: [
      {
        id: 'awardList',
        repeatable: true,
        fields: [
          text('awardName', '奖项名称', 100, true),
          select('awardLevel', '奖项级别', 'awardLevel'),
          f('awardDate', '获奖时间', 'date', { bounds: { minDate: '2000-01-01', maxDate: '2025-12-31' } }),
          text('awardIssuer', '颁发单位', 100),
          text('awardRank', '获奖名次', 20),
          text('awardCertNo', '证书编号', 50),
          area('awardNote', '说明'),
        ],
      },
    ],
  },
  {
    id: 'certificates',
    name: '资格证书',
    parts: [
      {
        id: 'certList',
        repeatable: true,
        fields: [
          text('certName', '证书名称', 100, true),
          text('certNo', '证书编号', 50),
          f('issueDate', '发证日期', 'date', req),
          f('expireDate', '有效期至', 'date', { ref: { refFieldId: 'certificates.issueDate', expression: 'gt' } }),
          text('certIssuer', '发证机关', 100),
          select('certLevel', '证书等级', 'skillLevel'),
          area('certNote', '备注'),
        ],
      },
    ],
  },
  {
    id: 'languages',
    name: '语言能力',
    parts: [
      {
        id: 'languageList',
        repeatable: true,
        fields: [
          select('language', '语种', 'language', true),
          select('languageLevel', '掌握程度', 'languageLevel', true),
          num('languageScore', '考试成绩', 0, 1000),
          f('languageTestDate', '考试时间', 'month'),
          select('listening', '听力', 'skillLevel'),
          select('speaking', '口语', 'skillLevel'),
        ],
      },
    ],
  },
  {
    id: 'training',
    name: '培训经历',
    parts: [
      {
        id: 'trainingList',
        repeatable: true,
        fields: [
          text('course', '培训课程', 100, true),
          text('institution', '培训机构', 100),
          f('trainingPeriod', '培训时间', 'dateRange'),
          text('trainingCert', '所获证书', 100),
          num('hours', '学时', 0, 10000),
          area('trainingContent', '培训内容'),
        ],
      },
    ],
  },
  {
    id: 'skills',
    name: '专业技能',
    parts: [
      {
        id: 'skillInfo',
        fields: [
          select('computerLevel', '计算机水平', 'skillLevel'),
          select('officeSkill', '办公软件', 'skillLevel'),
          text('programming', '编程语言', 100),
          select('driving', '驾照', 'drivingLicense'),
          f('drivingSince', '驾龄起始', 'month'),
          num('typingSpeed', '打字速度(字/分)', 0, 300),
          text('designTools', '设计软件', 100),
          text('dataTools', '数据工具', 100),
          select('englishSkill', '英语水平', 'languageLevel'),
          text('patents', '专利', 100),
          select('designLevel', '设计软件水平', 'skillLevel'),
          num('certCount', '证书数量', 0, 100),
          text('blog', '个人主页', 100),
          area('otherSkills', '其他技能'),
        ],
      },
      {
        id: 'publicationList',
        repeatable: true,
        fields: [text('pubTitle', '论文题目', 100, true), text('journal', '期刊', 100), f('publishDate', '发表时间', 'month'), num('authorRank', '作者排序', 1, 20), area('abstract', '摘要')],
      },
    ],
  },
  {
    id: 'intention',
    name: '求职意向',
    parts: [
      {
        id: 'jobIntention',
        fields: [
          text('expectedPosition', '期望职位', 50, true),
          text('expectedCity', '期望城市', 50, true),
          num('expectedSalary', '期望月薪(元)', 0, 1000000),
          select('jobType', '工作性质', 'jobType', true),
          f('intentionAvailable', '到岗时间', 'date'),
          select('acceptAdjust', '服从调剂', 'yesNo'),
          select('acceptTravel', '接受出差', 'yesNo'),
          select('noticePeriod', '离职周期', 'noticePeriod'),
          text('expectedIndustry', '期望行业', 50),
          text('expectedDept', '期望部门', 50),
          num('minSalary', '最低月薪(元)', 0, 1000000),
          f('expectedStart', '期望入职月份', 'month'),
          area('reasonToApply', '应聘理由'),
        ],
      },
    ],
  },
  {
    id: 'other',
    name: '其他信息',
    parts: [
      {
        id: 'misc',
        fields: [
          area('selfAssessment', '自我评价', true),
          area('careerPlan', '职业规划'),
          select('source', '信息来源', 'source'),
          text('referrer', '推荐人', 50),
          select('relativesInCompany', '有亲属在本单位', 'yesNo'),
          select('healthStatus', '健康状况', 'health'),
          select('criminalRecord', '有无违法记录', 'yesNo'),
          f('signDate', '填表日期', 'date'),
        ],
      },
      {
        id: 'referenceList',
        repeatable: true,
        fields: [text('refName', '证明人', 50, true), text('refCompany', '证明人单位', 100), text('refTitle', '证明人职务', 50), text('Mobilephone', '证明人电话', 11), text('Email', '证明人邮箱', 100)],
      },
    ],
  },
];

function toField(spec: Spec): ResumeField {
  const field: ResumeField = { id: spec.id, name: spec.name, kind: spec.kind, view: spec.required ? { required: true } : {} };
  if (spec.dictionary) field.dictionary = spec.dictionary;
  if (spec.maxLength !== undefined) field.maxLength = spec.maxLength;
  if (spec.min !== undefined) field.min = spec.min;
  if (spec.max !== undefined) field.max = spec.max;
  if (spec.bounds) field.validatorObj = { status: true, rule: { validator: 'date', validateType: '1', ...spec.bounds } };
  if (spec.ref) {
    field.validatorObj = { status: true, rule: { validator: 'date', validateType: '2', refFieldId: spec.ref.refFieldId, validateExpression: spec.ref.expression } };
  }
  return field;
}

/** Rows as the real templates have them: two short fields side by side, a textarea alone. */
function rowsOf(specs: Spec[]): ResumeField[][] {
  const rows: ResumeField[][] = [];
  let open: ResumeField[] | null = null;
  for (const spec of specs) {
    if (spec.kind === 'textarea') {
      rows.push([toField(spec)]);
      open = null;
    } else if (open && open.length < 2) {
      open.push(toField(spec));
    } else {
      open = [toField(spec)];
      rows.push(open);
    }
  }
  return rows;
}

export const TEMPLATE: ResumeTemplate = {
  id: 'bench',
  name: '基准简历',
  sections: SECTIONS.map((s) => ({
    id: s.id,
    name: s.name,
    sectionParts: s.parts.map((p): SectionPart => ({ id: p.id, ...(p.repeatable ? { repeatable: true, maxItems: 10 } : {}), newResumeFields: rowsOf(p.fields) })),
  })),
};

// ---------------------------------------------------------------------------------------------------------
// Values

const ID_FIRST17 = '11010519900307123';
/** A valid resident ID number born 1990-03-07. */
export const ID_NUMBER = ID_FIRST17 + idCardCheckDigit(ID_FIRST17);

function validValue(spec: Spec, n: number): unknown {
  const e = n + 1;
  switch (spec.id) {
    case 'IDType':
      return '1';
    case 'IDCard':
      return ID_NUMBER;
    case 'Birthday':
      return '1990-03-07';
    case 'Mobilephone':
      return `1380013800${n}`;
    case 'Email':
      return `user${n}.name@example.com`;
    case 'postcode':
      return '100080';
    case 'startDate':
      return `201${n}-09`;
    case 'endDate':
      return `201${n + 3}-06`;
    case 'issueDate':
      return `201${n}-03-01`;
    case 'expireDate':
      return `202${n + 2}-03-01`;
  }
  switch (spec.kind) {
    case 'text':
      return `${spec.name}${e}`.slice(0, spec.maxLength ?? 50);
    case 'textarea':
      return `${spec.name}：负责需求分析、方案设计与落地实施，协调跨部门资源，按期完成目标（第${e}条）。`;
    case 'number':
      return Math.round((spec.min ?? 0) + ((spec.max ?? 100) - (spec.min ?? 0)) / (3 + n));
    case 'select': {
      const list = DICTIONARIES[spec.dictionary!];
      return list[n % list.length].code;
    }
    case 'date':
      return `20${String(10 + n * 2)}-0${4 + n}-1${n}`;
    case 'month':
      return `201${n + 4}-0${3 + n}`;
    case 'dateRange':
      return [`201${n * 3}-03-01`, `201${n * 3 + 2}-02-28`];
  }
}

/** [path, value or undefined (no answer), the error code our rules give]: the 14 answers broken on purpose. */
export const INVALID: Array<[string, unknown, string]> = [
  ['personal.basicInfo.Mobilephone', '1401234567', 'mobile'],
  ['personal.basicInfo.Email', 'zhang.san@', 'email'],
  ['personal.basicInfo.Birthday', '1990-03-08', 'birthday'],
  ['personal.basicInfo.height', 300, 'range'],
  ['personal.basicInfo.homeAddress', undefined, 'required'],
  ['education.educationList.1.endDate', '2010-06', 'dateRelative'],
  ['work.workList.2.period', ['2021-05-01', '2020-01-01'], 'dateRelative'],
  ['family.familyList.0.Mobilephone', '12345678901', 'mobile'],
  ['projects.projectList.2.projectName', undefined, 'required'],
  ['certificates.certList.1.expireDate', '2010-03-01', 'dateRelative'],
  ['awards.awardList.0.awardDate', '1999-05-01', 'dateMin'],
  ['other.misc.referrer', '推荐人'.repeat(20), 'length'],
  ['intention.jobIntention.jobType', undefined, 'required'],
  ['other.referenceList.1.Email', 'bad@@example.com', 'email'],
];

function setPath(values: ResumeValues, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = values as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys[keys.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
}

function buildValues(): ResumeValues {
  const values: ResumeValues = {};
  for (const s of SECTIONS) {
    values[s.id] = {};
    for (const p of s.parts) {
      const entry = (n: number): PartEntry => Object.fromEntries(p.fields.map((spec) => [spec.id, validValue(spec, n)]));
      values[s.id][p.id] = p.repeatable ? Array.from({ length: ENTRIES }, (_, n) => entry(n)) : entry(0);
    }
  }
  for (const [path, value] of INVALID) setPath(values, path, value);
  return values;
}

/** The answers every library starts from (a fresh deep copy per call: forms make their values observable). */
export function makeValues(): ResumeValues {
  return buildValues();
}

/** How many field instances the form draws (single parts once, repeatable parts ENTRIES times). */
export const FIELD_COUNT = SECTIONS.reduce((n, s) => n + s.parts.reduce((m, p) => m + p.fields.length * (p.repeatable ? ENTRIES : 1), 0), 0);

/** The name of a field by its id in a part (the label each library draws). */
export function fieldName(path: string): string {
  const [sectionId, partId, a, b] = path.split('.');
  const fieldId = b ?? a;
  const spec = SECTIONS.find((s) => s.id === sectionId)?.parts.find((p) => p.id === partId)?.fields.find((x) => x.id === fieldId);
  if (!spec) throw new Error(`bench resume: no field ${path}`);
  return spec.name;
}

// ---------------------------------------------------------------------------------------------------------
// Shared rule helpers for the two baselines (ours runs src/core/validation's validateField, which uses the
// same ID number and date functions: isValidIdCard, birthdayFromIdCard, normalizeDate, compareDates).

/** The mobile rule as one regular expression: 11 digits starting with an allocated segment. */
export const MOBILE_PATTERN = `^(?:${MOBILE_SEGMENTS.join('|')})\\d{8}$`;
/** src/core/validation/email.ts's expression. */
export const EMAIL_PATTERN = '^[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)*@(?:[A-Za-z0-9_-]+\\.)+[A-Za-z]{2,}$';
const MONTH_PATTERN = '^\\d{4}-(?:0[1-9]|1[0-2])$';

const MSG = {
  mobile: '请输入正确的手机号码！',
  email: '请输入正确的邮箱号！',
  idCard: '请输入正确的身份证号！',
  birthday: '出生日期与证件号不符！',
  dateOrder: '开始时间不得晚于结束时间',
};

const RELATION: Record<DateExpression, (c: number) => boolean> = { lt: (c) => c < 0, gt: (c) => c > 0, gte: (c) => c >= 0, lte: (c) => c <= 0 };
const RELATION_TEXT: Record<DateExpression, string> = { lt: '应早于', gt: '应晚于', gte: '不得早于', lte: '不得晚于' };

const residentId = (idType: unknown) => idType === undefined || idType === null || idType === '' || String(idType) === '1';

/** The message of a date answer against its own rules, or ''. `sibling(id)` reads a field of the same entry. */
function dateMessage(spec: Spec, value: unknown, sibling: (id: string) => unknown): string {
  if (spec.kind === 'dateRange' && Array.isArray(value)) {
    const [a, b] = value.map(normalizeDate);
    if (a && b && compareDates(a, b) > 0) return MSG.dateOrder;
  }
  const dates = (Array.isArray(value) ? value : [value]).map(normalizeDate).filter((d): d is string => d !== null);
  if (dates.length === 0) return '';
  if (spec.bounds) {
    const { minDate, maxDate } = spec.bounds;
    for (const d of dates) {
      if (minDate && compareDates(d, minDate) < 0) return `时间选择小于校验值${minDate}`;
      if (maxDate && compareDates(d, maxDate) > 0) return `时间选择大于校验值${maxDate}`;
    }
  }
  if (spec.ref) {
    const otherId = spec.ref.refFieldId.split('.').pop()!;
    const other = normalizeDate(sibling(otherId));
    const ok = RELATION[spec.ref.expression];
    if (other && !dates.every((d) => ok(compareDates(d, other)))) {
      const otherName = SECTIONS.flatMap((s) => s.parts.flatMap((p) => p.fields)).find((x) => x.id === otherId)?.name ?? otherId;
      return `${spec.name}${RELATION_TEXT[spec.ref.expression]}${otherName}`;
    }
  }
  return '';
}

const hasDateRule = (spec: Spec) => !!spec.bounds || !!spec.ref || spec.kind === 'dateRange';

// ---------------------------------------------------------------------------------------------------------
// Plain Formily: the schema one writes by hand with @formily/antd-v5 (components: FormItem, Input, NumberPicker,
// Select, DatePicker, ArrayCards, and antd's Card and Row).

const DATE_FORMAT = { date: 'YYYY-MM-DD', month: 'YYYY-MM' };

interface FormilyCtx {
  field: Field;
  form: Form;
}

/** A field of the same entry (or single part), read by data path like a hand-written rule would. */
const siblingOf = (ctx: FormilyCtx, id: string): unknown => ctx.form.getValuesIn(ctx.field.path.parent().concat(id));

function formilyField(sectionId: string, partId: string, spec: Spec, wide: boolean): ISchema {
  const validators: unknown[] = [];
  const props: Record<string, unknown> = {};
  let component = 'Input';
  let type: ISchema['type'] = 'string';
  const schema: ISchema = {};
  switch (spec.kind) {
    case 'textarea':
      component = 'Input.TextArea';
      break;
    case 'number':
      component = 'NumberPicker';
      type = 'number';
      schema.minimum = spec.min;
      schema.maximum = spec.max;
      break;
    case 'select':
      component = 'Select';
      schema.enum = DICTIONARIES[spec.dictionary!].map((t) => ({ label: t.name, value: t.code }));
      props.allowClear = true;
      props.showSearch = true;
      props.optionFilterProp = 'label';
      break;
    case 'date':
    case 'month':
      component = 'DatePicker';
      props.picker = spec.kind;
      props.format = DATE_FORMAT[spec.kind];
      break;
    case 'dateRange':
      component = 'DatePicker.RangePicker';
      type = 'array';
      props.format = DATE_FORMAT.date;
      props.allowEmpty = [false, true];
      break;
  }
  if (spec.maxLength !== undefined && (spec.kind === 'text' || spec.kind === 'textarea')) schema.maxLength = spec.maxLength;
  if (spec.id === 'Mobilephone') validators.push({ pattern: MOBILE_PATTERN, message: MSG.mobile });
  if (spec.id === 'Email') validators.push({ pattern: EMAIL_PATTERN, message: MSG.email });
  if (spec.id === 'IDCard') {
    validators.push({
      validator: (value: unknown, _rule: unknown, ctx: FormilyCtx) => {
        if (typeof value !== 'string' || value === '') return '';
        return !residentId(siblingOf(ctx, 'IDType')) || isValidIdCard(value, TODAY) ? '' : MSG.idCard;
      },
    });
  }
  if (spec.id === 'Birthday') {
    validators.push({
      validator: (value: unknown, _rule: unknown, ctx: FormilyCtx) => {
        const id = siblingOf(ctx, 'IDCard');
        const fromId = typeof id === 'string' && residentId(siblingOf(ctx, 'IDType')) ? birthdayFromIdCard(id, TODAY) : null;
        const day = normalizeDate(value);
        return fromId && day && compareDates(day, fromId) !== 0 ? MSG.birthday : '';
      },
    });
  }
  if (hasDateRule(spec)) {
    validators.push({ validator: (value: unknown, _rule: unknown, ctx: FormilyCtx) => dateMessage(spec, value, (id) => siblingOf(ctx, id)) });
  }
  return {
    type,
    title: spec.name,
    required: spec.required === true,
    ...schema,
    'x-decorator': 'FormItem',
    // antd's Col md={12|24} in CSS, on FormItem's own element; data-field finds the field for the keystrokes
    'x-decorator-props': { 'data-field': `${sectionId}.${partId}.${spec.id}`, style: { flex: `0 0 ${wide ? 100 : 50}%`, maxWidth: `${wide ? 100 : 50}%`, paddingInline: 12 } },
    'x-component': component,
    'x-component-props': props,
    ...(validators.length ? { 'x-validator': validators } : {}),
  } as ISchema;
}

function formilyRows(sectionId: string, part: PartSpec): Record<string, ISchema> {
  const rows: Record<string, ISchema> = {};
  rowsOf(part.fields).forEach((row, r) => {
    const fields: Record<string, ISchema> = {};
    for (const field of row) fields[field.id] = formilyField(sectionId, part.id, part.fields.find((s) => s.id === field.id)!, row.length === 1);
    rows[`row${r}`] = { type: 'void', 'x-component': 'Row', 'x-component-props': { gutter: [24, 0] }, properties: fields };
  });
  return rows;
}

/** The plain @formily/antd-v5 schema of the same form (values shape values[section][part] as ours). */
export function formilySchema(): ISchema {
  const properties: Record<string, ISchema> = {};
  for (const s of SECTIONS) {
    const parts: Record<string, ISchema> = {};
    for (const p of s.parts) {
      if (!p.repeatable) {
        parts[p.id] = { type: 'object', properties: formilyRows(s.id, p) };
        continue;
      }
      // ArrayCards: one antd Card per entry, its index, move up / down and remove in the card's head
      parts[p.id] = {
        type: 'array',
        maxItems: 10,
        'x-component': 'ArrayCards',
        'x-component-props': { title: '条目', size: 'small' },
        items: {
          type: 'object',
          properties: {
            index: { type: 'void', 'x-component': 'ArrayCards.Index' },
            moveUp: { type: 'void', 'x-component': 'ArrayCards.MoveUp' },
            moveDown: { type: 'void', 'x-component': 'ArrayCards.MoveDown' },
            remove: { type: 'void', 'x-component': 'ArrayCards.Remove' },
            ...formilyRows(s.id, p),
          },
        },
        properties: { add: { type: 'void', title: '添加一条', 'x-component': 'ArrayCards.Addition' } },
      };
    }
    properties[s.id] = { type: 'object', 'x-component': 'Card', 'x-component-props': { title: s.name, style: { marginBottom: 16 } }, properties: parts };
  }
  return { type: 'object', properties };
}

/** The form paths (value changes) and the dependents to check again, for plain Formily's effects. */
export function formilyDependencies(): Array<{ pattern: string; dependents: string[] }> {
  const list: Array<{ pattern: string; dependents: string[] }> = [];
  for (const s of SECTIONS) {
    for (const p of s.parts) {
      const at = (id: string) => (p.repeatable ? `${s.id}.${p.id}.*.${id}` : `${s.id}.${p.id}.${id}`);
      for (const spec of p.fields) {
        const dependents = p.fields
          .filter((x) => x.ref?.refFieldId.split('.').pop() === spec.id || (spec.id === 'IDType' && (x.id === 'IDCard' || x.id === 'Birthday')) || (spec.id === 'IDCard' && x.id === 'Birthday'))
          .map((x) => x.id);
        if (dependents.length) list.push({ pattern: at(spec.id), dependents });
      }
    }
  }
  return list;
}

// ---------------------------------------------------------------------------------------------------------
// RJSF: JSON Schema + uiSchema for @rjsf/antd, and customValidate for the ID number and the date rules.

function rjsfField(spec: Spec): { schema: RJSFSchema; ui: UiSchema } {
  const base: RJSFSchema = { title: spec.name };
  switch (spec.kind) {
    case 'text': {
      const schema: RJSFSchema = { ...base, type: 'string', maxLength: spec.maxLength };
      if (spec.id === 'Mobilephone') schema.pattern = MOBILE_PATTERN;
      if (spec.id === 'Email') schema.pattern = EMAIL_PATTERN;
      return { schema, ui: {} };
    }
    case 'textarea':
      return { schema: { ...base, type: 'string', maxLength: spec.maxLength }, ui: { 'ui:widget': 'textarea' } };
    case 'number':
      return { schema: { ...base, type: 'number', minimum: spec.min, maximum: spec.max }, ui: {} };
    case 'select': {
      const list = DICTIONARIES[spec.dictionary!];
      return { schema: { ...base, type: 'string', enum: list.map((t) => t.code) }, ui: { 'ui:enumNames': list.map((t) => t.name) } };
    }
    case 'date':
      return { schema: { ...base, type: 'string', format: 'date' }, ui: {} };
    case 'month':
      return { schema: { ...base, type: 'string', pattern: MONTH_PATTERN }, ui: { 'ui:widget': 'MonthWidget' } };
    case 'dateRange':
      return { schema: { ...base, type: 'array', items: { type: 'string', format: 'date' }, maxItems: 2 }, ui: { 'ui:widget': 'DateRangeWidget' } };
  }
}

function rjsfObject(part: PartSpec): { schema: RJSFSchema; ui: UiSchema } {
  const properties: Record<string, RJSFSchema> = {};
  const ui: UiSchema = {};
  for (const spec of part.fields) {
    const field = rjsfField(spec);
    properties[spec.id] = field.schema;
    if (Object.keys(field.ui).length) ui[spec.id] = field.ui;
  }
  const required = part.fields.filter((s) => s.required).map((s) => s.id);
  return { schema: { type: 'object', properties, ...(required.length ? { required } : {}) }, ui };
}

/** The JSON Schema and uiSchema of the same form (formData shape values[section][part] as ours). */
export function rjsfSchema(): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {};
  for (const s of SECTIONS) {
    const parts: Record<string, RJSFSchema> = {};
    const uiParts: UiSchema = {};
    for (const p of s.parts) {
      const { schema, ui } = rjsfObject(p);
      parts[p.id] = p.repeatable ? { type: 'array', items: schema, maxItems: 10 } : schema;
      uiParts[p.id] = p.repeatable ? { items: ui } : ui;
    }
    properties[s.id] = { type: 'object', title: s.name, properties: parts };
    uiSchema[s.id] = uiParts;
  }
  return { schema: { type: 'object', properties }, uiSchema };
}

type Data = Record<string, Record<string, PartEntry | PartEntry[]>>;

/** RJSF's customValidate: the ID number (when IDType says resident card), Birthday against it, the date rules. */
export const rjsfCustomValidate: CustomValidator = (formData, errors) => {
  const data = (formData ?? {}) as Data;
  const errs = errors as unknown as Record<string, Record<string, FormValidation & Record<string | number, FormValidation & Record<string, FormValidation>>>>;
  for (const s of SECTIONS) {
    for (const p of s.parts) {
      const special = p.fields.filter((spec) => spec.id === 'IDCard' || spec.id === 'Birthday' || hasDateRule(spec));
      if (special.length === 0) continue;
      const raw = data[s.id]?.[p.id];
      const entries: PartEntry[] = p.repeatable ? (Array.isArray(raw) ? raw : []) : raw && !Array.isArray(raw) ? [raw] : [];
      entries.forEach((entry, i) => {
        const at = (id: string): FormValidation | undefined => {
          const part = errs[s.id]?.[p.id];
          const node = (p.repeatable ? part?.[i] : part) as Record<string, FormValidation> | undefined;
          return node?.[id];
        };
        for (const spec of special) {
          const value = entry[spec.id];
          let message = '';
          if (spec.id === 'IDCard') {
            if (typeof value === 'string' && value !== '' && residentId(entry.IDType) && !isValidIdCard(value, TODAY)) message = MSG.idCard;
          } else if (spec.id === 'Birthday') {
            const id = entry.IDCard;
            const fromId = typeof id === 'string' && residentId(entry.IDType) ? birthdayFromIdCard(id, TODAY) : null;
            const day = normalizeDate(value);
            if (fromId && day && compareDates(day, fromId) !== 0) message = MSG.birthday;
          }
          if (!message && hasDateRule(spec)) message = dateMessage(spec, value, (id) => entry[id]);
          if (message) at(spec.id)?.addError(message);
        }
      });
    }
  }
  return errors;
};

export type { ErrorSchema };
