// SalaryScope: lowest and highest amount, a unit (term dictionary, 'salaryUnit' by default) and 面议.
// Value (docs/forms.md): { salaryMin?, salaryMax?, salaryUnit?, negotiable? }; nothing given -> undefined.
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { Checkbox, InputNumber, Select } from 'antd';
import { formatSalary } from '@/src/core/format';
import { labelled } from './labelled';
import { ReadText } from './read-text';
import { termName, useTerms } from './term-select';
import { useFieldsEnv } from './env';

export interface SalaryValue {
  salaryMin?: number;
  salaryMax?: number;
  salaryUnit?: string;
  negotiable?: boolean;
}

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

function asSalary(value: unknown): SalaryValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SalaryValue) : {};
}

/** Only what is given; 面议 drops the amounts and the unit. */
export function cleanSalary(value: SalaryValue): SalaryValue | undefined {
  if (value.negotiable) return { negotiable: true };
  const out: SalaryValue = {};
  if (isNumber(value.salaryMin)) out.salaryMin = value.salaryMin;
  if (isNumber(value.salaryMax)) out.salaryMax = value.salaryMax;
  if (typeof value.salaryUnit === 'string' && value.salaryUnit !== '') out.salaryUnit = value.salaryUnit;
  return Object.keys(out).length > 0 ? out : undefined;
}

export interface SalaryScopeProps {
  value?: SalaryValue;
  onChange?: (value: SalaryValue | undefined) => void;
  dictionary?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  'aria-required'?: boolean;
}

function SalaryScopeBase({ value, onChange, dictionary = 'salaryUnit', disabled, 'aria-label': label }: SalaryScopeProps) {
  const { t } = useFieldsEnv();
  const { terms, loading } = useTerms(dictionary);
  const salary = asSalary(value);
  const negotiable = salary.negotiable === true;
  const change = (patch: Partial<SalaryValue>) => onChange?.(cleanSalary({ ...salary, ...patch }));
  const amount = (n: number | string | null) => (n === null || n === '' ? undefined : Number(n));
  return (
    <div className="pc-salary" role="group" aria-label={label}>
      <InputNumber
        className="pc-salary__amount"
        aria-label={t('pc.resume.salaryMin')}
        placeholder={t('pc.resume.salaryMin')}
        min={0}
        precision={0}
        disabled={disabled || negotiable}
        value={negotiable ? null : (salary.salaryMin ?? null)}
        onChange={(n) => change({ salaryMin: amount(n) })}
      />
      <span className="pc-salary__dash" aria-hidden="true">
        –
      </span>
      <InputNumber
        className="pc-salary__amount"
        aria-label={t('pc.resume.salaryMax')}
        placeholder={t('pc.resume.salaryMax')}
        min={0}
        precision={0}
        disabled={disabled || negotiable}
        value={negotiable ? null : (salary.salaryMax ?? null)}
        onChange={(n) => change({ salaryMax: amount(n) })}
      />
      <Select<string>
        className="pc-salary__unit"
        aria-label={t('pc.resume.salaryUnit')}
        placeholder={t('pc.resume.salaryUnit')}
        allowClear
        loading={loading}
        disabled={disabled || negotiable}
        value={negotiable ? undefined : salary.salaryUnit}
        options={terms.map((term) => ({ value: term.code, label: term.name }))}
        onChange={(unit) => change({ salaryUnit: unit ?? undefined })}
      />
      <Checkbox className="pc-salary__negotiable" disabled={disabled} checked={negotiable} onChange={(e) => change({ negotiable: e.target.checked })}>
        {t('pc.resume.negotiable')}
      </Checkbox>
    </div>
  );
}

function SalaryText({ value, dictionary = 'salaryUnit' }: { value?: unknown; dictionary?: string }) {
  const { t, locale } = useFieldsEnv();
  const { terms } = useTerms(dictionary);
  const salary = cleanSalary(asSalary(value));
  if (!salary) return <ReadText />;
  if (salary.negotiable) return <ReadText>{t('pc.resume.negotiable')}</ReadText>;
  if (!isNumber(salary.salaryMin) && !isNumber(salary.salaryMax)) return <ReadText />;
  return <ReadText>{formatSalary(salary.salaryMin, salary.salaryMax, termName(terms, salary.salaryUnit), locale)}</ReadText>;
}

export const SalaryScope = connect(SalaryScopeBase, mapProps(labelled as never), mapReadPretty(SalaryText));
