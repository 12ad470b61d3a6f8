// The validation messages, zh-CN as the spec gives them and en-US beside them.
// Chinese locales read zh-CN, every other locale en-US (the project's rule, src/core/text-locale.ts).
import { textLocale } from '../text-locale';

const MESSAGES = {
  'zh-CN': {
    required: '该字段是必填字段',
    invalid: '该字段不是一个合法的字段',
    mobile: '请输入正确的手机号码！',
    email: '请输入正确的邮箱号！',
    idCard: '请输入正确的身份证号！',
    birthday: '出生日期与证件号不符！',
    gender: '性别与证件号不符！',
    dateMin: '时间选择小于校验值{min}',
    dateMax: '时间选择大于校验值{max}',
    dateLt: '{field}应早于{other}',
    dateGt: '{field}应晚于{other}',
    dateGte: '{field}不得早于{other}',
    dateLte: '{field}不得晚于{other}',
    dateOrder: '开始时间不得晚于结束时间',
    maxLength: '长度或条目数不能大于{maxLength}',
    minimum: '数值不能小于{min}',
    maximum: '数值不能大于{max}',
    salaryOrder: '最低薪资不能高于最高薪资',
    minItems: '至少填写{minItems}条',
    maxItems: '最多填写{maxItems}条',
    unknownField: '简历模板中没有该字段：{field}',
    unknownPart: '简历模板中没有该部分：{part}',
    fill: '请填写{field}',
    saveField: '请填写正确的{field}',
    saveBirthday: '{name}正确填写后进行保存',
    incomplete: '您的简历填写不完善，请补充完整',
  },
  'en-US': {
    required: 'The field value is required',
    invalid: 'This field is invalid',
    mobile: 'Please enter a valid mobile number!',
    email: 'Please enter a valid email address!',
    idCard: 'Please enter a valid ID card number!',
    birthday: 'The date of birth does not match the ID number!',
    gender: 'The gender does not match the ID number!',
    dateMin: 'The date is earlier than the allowed {min}',
    dateMax: 'The date is later than the allowed {max}',
    dateLt: '{field} should be earlier than {other}',
    dateGt: '{field} should be later than {other}',
    dateGte: '{field} should be no earlier than {other}',
    dateLte: '{field} should be no later than {other}',
    dateOrder: 'The start date cannot be later than the end date',
    maxLength: 'The field length or number of entries must be at most {maxLength}',
    minimum: 'The field value cannot be less than {min}',
    maximum: 'The field value cannot be greater than {max}',
    salaryOrder: 'The minimum salary cannot be higher than the maximum',
    minItems: 'Add at least {minItems} entries',
    maxItems: 'Add at most {maxItems} entries',
    unknownField: 'The resume template has no field {field}',
    unknownPart: 'The resume template has no part {part}',
    fill: 'Please fill in {field}',
    saveField: 'Please fill in {field} correctly',
    saveBirthday: 'Please fill in {name} correctly before saving',
    incomplete: 'Your resume is incomplete, please complete it',
  },
} as const satisfies Record<string, Record<string, string>>;

export type MessageCode = keyof (typeof MESSAGES)['zh-CN'];
export type MessageLocale = keyof typeof MESSAGES;

/** zh-CN when no locale is given (the default language), else as textLocale decides. */
export function messageLocale(locale: string | undefined): MessageLocale {
  return locale ? textLocale(locale) : 'zh-CN';
}

/** The message of `code` in `locale` with {name} placeholders filled; an unknown placeholder stays as written. */
export function message(code: MessageCode, locale = 'zh-CN', vars: Record<string, string | number> = {}): string {
  const pattern: string = MESSAGES[messageLocale(locale)][code];
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export const INCOMPLETE_NOTICE = '您的简历填写不完善，请补充完整';

/**
 * Default messages of the form layer in Formily's own keys and {{placeholders}}, ready for
 * registerValidateLocale: required, length (minLength/maxLength), range (minimum/maximum),
 * pattern and type (number, integer, date).
 */
export const formDefaultMessages = {
  'zh-CN': {
    required: '该字段是必填字段',
    minLength: '长度或条目数不能小于{{minLength}}',
    maxLength: '长度或条目数不能大于{{maxLength}}',
    minimum: '数值不能小于{{minimum}}',
    maximum: '数值不能大于{{maximum}}',
    pattern: '该字段不是一个合法的字段',
    number: '该字段不是合法的数字',
    integer: '该字段不是合法的整型数字',
    date: '该字段不是合法的日期格式',
  },
  'en-US': {
    required: 'The field value is required',
    minLength: 'The length or number of entries must be at least {{minLength}}',
    maxLength: 'The field length or number of entries must be at most {{maxLength}}',
    minimum: 'The field value cannot be less than {{minimum}}',
    maximum: 'The field value cannot be greater than {{maximum}}',
    pattern: 'This field is invalid',
    number: 'The field value is not a number',
    integer: 'The field value is not an integer number',
    date: 'The field value is not a valid date format',
  },
} as const satisfies Record<MessageLocale, Record<string, string>>;
