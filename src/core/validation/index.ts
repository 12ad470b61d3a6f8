// Pure validation rules of the resume (the spec's rules and messages), shared by the browser (Formily) and the server (save).
export { isValidIdCard, birthdayFromIdCard, genderFromIdCard, type GenderCode, idCardCheckDigit, PROVINCE_CODES, EARLIEST_BIRTH } from './id-card';
export { isValidMobile, MOBILE_SEGMENTS } from './mobile';
export { isValidEmail } from './email';
export { normalizeDate, compareDates, isLeapYear, isRealDate, todayString } from './dates';
export { message, messageLocale, formDefaultMessages, INCOMPLETE_NOTICE, type MessageCode, type MessageLocale } from './messages';
export { isEmpty } from './values';
export { dependentFields, textOf, type FieldContext, type FieldRef } from './lookup';
export { validateField } from './validate-field';
export { validateResume, firstFailingSection, saveErrorMessage, isGap, type ValidateOptions } from './validate-resume';
