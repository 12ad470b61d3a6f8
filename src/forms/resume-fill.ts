// Answers the editor fills in for the candidate (a field's `fill` in the template): the signed-in account's
// name, mobile and email when those fields are empty as the form opens, and the birthday and gender a valid
// mainland ID number holds as soon as it is entered. The candidate may change any of them afterwards.
import { isField, onFieldInputValueChange, type Form } from '@formily/core';
import { SPECIAL_FIELDS, type FieldFill, type PartEntry, type ResumeTemplate, type ResumeValues } from '@/src/core/resume-types';
import { birthdayFromIdCard, genderFromIdCard, isEmpty, todayString } from '@/src/core/validation';

/** What the form takes from the account: SessionUser fits. */
export interface AccountAnswers {
  name?: string | null;
  mobile?: string | null;
  email?: string | null;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The answers an ID number gives, by fill; empty unless IDType is '1' (or not answered) and the number is valid. */
export function idCardFills(idType: unknown, idCard: unknown, today: string = todayString()): Partial<Record<FieldFill, string>> {
  const resident = idType === undefined || idType === null || idType === '' || String(idType) === '1';
  if (!resident || typeof idCard !== 'string') return {};
  const birthday = birthdayFromIdCard(idCard.trim(), today);
  const gender = genderFromIdCard(idCard.trim(), today);
  return birthday && gender ? { 'idCard.birthday': birthday, 'idCard.gender': gender } : {};
}

function accountFills(account: AccountAnswers | null | undefined): Partial<Record<FieldFill, string>> {
  const fills: Partial<Record<FieldFill, string>> = {};
  if (account?.name) fills['account.name'] = account.name;
  if (account?.mobile) fills['account.mobile'] = account.mobile;
  if (account?.email) fills['account.email'] = account.email;
  return fills;
}

/**
 * `values` with the empty answers of the template's single parts filled in: from the account, and from the
 * ID number already answered (a birthday or gender still empty). Repeatable parts are left alone. A new object;
 * `values` is not written to.
 */
export function withFilledAnswers(template: ResumeTemplate, values: ResumeValues, account?: AccountAnswers | null, today?: string): ResumeValues {
  const out: ResumeValues = JSON.parse(JSON.stringify(values ?? {})) as ResumeValues;
  for (const section of template.sections) {
    for (const part of section.sectionParts) {
      if (part.repeatable) continue;
      const fields = part.newResumeFields.flat();
      if (!fields.some((f) => f.fill)) continue;
      const current = out[section.id]?.[part.id];
      const entry: PartEntry = isPlainObject(current) ? { ...current } : {};
      const fills = { ...accountFills(account), ...idCardFills(entry[SPECIAL_FIELDS.idType], entry[SPECIAL_FIELDS.idCard], today) };
      let changed = false;
      for (const field of fields) {
        const answer = field.fill ? fills[field.fill] : undefined;
        if (answer !== undefined && isEmpty(field, entry[field.id])) {
          entry[field.id] = answer;
          changed = true;
        }
      }
      if (changed) out[section.id] = { ...out[section.id], [part.id]: entry };
    }
  }
  return out;
}

/**
 * The form effect: when the candidate enters an ID number or an ID type, the fields filled from the ID (in
 * the same single part) take the birthday and gender it holds. A number that is not valid changes nothing.
 */
export function idCardFillEffects(template: ResumeTemplate, today?: string): () => void {
  const targets: { path: string; fill: FieldFill; watch: string[] }[] = [];
  for (const section of template.sections) {
    for (const part of section.sectionParts) {
      const fields = part.newResumeFields.flat();
      if (part.repeatable || !fields.some((f) => f.id === SPECIAL_FIELDS.idCard)) continue;
      const base = `${section.id}.${part.id}`;
      for (const field of fields) {
        if (field.fill === 'idCard.birthday' || field.fill === 'idCard.gender') {
          targets.push({ path: `${base}.${field.id}`, fill: field.fill, watch: [`${base}.${SPECIAL_FIELDS.idCard}`, `${base}.${SPECIAL_FIELDS.idType}`] });
        }
      }
    }
  }
  return () => {
    const watched = [...new Set(targets.flatMap((t) => t.watch))];
    for (const pattern of watched) {
      onFieldInputValueChange(pattern, (_field, form: Form) => {
        const base = pattern.slice(0, pattern.lastIndexOf('.'));
        const fills = idCardFills(form.getValuesIn(`${base}.${SPECIAL_FIELDS.idType}`), form.getValuesIn(`${base}.${SPECIAL_FIELDS.idCard}`), today ?? todayString());
        for (const target of targets) {
          const answer = fills[target.fill];
          if (answer === undefined || !target.path.startsWith(`${base}.`) || form.getValuesIn(target.path) === answer) continue;
          form.setValuesIn(target.path, answer);
          // an error shown before (出生日期与证件号不符) is checked again against the new answer
          const filled = form.query(target.path).take();
          if (isField(filled) && filled.selfErrors.length > 0) filled.validate().catch(() => undefined);
        }
      });
    }
  };
}
