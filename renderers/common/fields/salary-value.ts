// The value of a SalaryScope field (docs/forms.md): { salaryMin?, salaryMax?, salaryUnit?, negotiable? }, nothing
// given -> undefined. Kit-free, so a kit's field only draws the boxes.

export interface SalaryValue {
  salaryMin?: number;
  salaryMax?: number;
  salaryUnit?: string;
  negotiable?: boolean;
}

export const isAmount = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** The form's value as a salary: anything but an object (a draft's leftover) reads as none given. */
export function asSalary(value: unknown): SalaryValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SalaryValue) : {};
}

/** Only what is given; 面议 drops the amounts and the unit. */
export function cleanSalary(value: SalaryValue): SalaryValue | undefined {
  if (value.negotiable) return { negotiable: true };
  const out: SalaryValue = {};
  if (isAmount(value.salaryMin)) out.salaryMin = value.salaryMin;
  if (isAmount(value.salaryMax)) out.salaryMax = value.salaryMax;
  if (typeof value.salaryUnit === 'string' && value.salaryUnit !== '') out.salaryUnit = value.salaryUnit;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** A number box's answer as an amount: cleared (null, '') is none. */
export const amountOf = (n: number | string | null) => (n === null || n === '' ? undefined : Number(n));
