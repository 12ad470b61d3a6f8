// SalaryScope: lowest and highest amount, a unit (term dictionary, 'salaryUnit' by default) and 面议.
// Its value (docs/forms.md) is read and cleaned by @/renderers/common/fields/salary-value.
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { Checkbox, InputNumber, Select } from 'antd';
import { formatSalary } from '@/src/core/format';
import { labelled } from './labelled';
import { ReadText } from './read-text';
import { termName, useTerms } from './term-select';
import { useFieldsEnv } from './env';
import { amountOf, asSalary, cleanSalary, isAmount, type SalaryValue } from '@/renderers/common/fields/salary-value';

export interface SalaryScopeProps {
  value?: SalaryValue;
  onChange?: (value: SalaryValue | undefined) => void;
  dictionary?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  'aria-required'?: boolean;
}

interface AmountProps {
  bound: 'salaryMin' | 'salaryMax';
  label: string;
  salary: SalaryValue;
  disabled?: boolean;
  change: (patch: Partial<SalaryValue>) => void;
}

/** The lowest or highest amount: whole, not below 0, empty while 面议. */
function Amount({ bound, label, salary, disabled, change }: AmountProps) {
  const negotiable = salary.negotiable === true;
  return (
    <InputNumber
      className="pc-salary__amount"
      aria-label={label}
      placeholder={label}
      min={0}
      precision={0}
      disabled={disabled || negotiable}
      value={negotiable ? null : (salary[bound] ?? null)}
      onChange={(n) => change({ [bound]: amountOf(n) })}
    />
  );
}

function SalaryScopeBase({ value, onChange, dictionary = 'salaryUnit', disabled, 'aria-label': label }: SalaryScopeProps) {
  const { t } = useFieldsEnv();
  const { terms, loading } = useTerms(dictionary);
  const salary = asSalary(value);
  const negotiable = salary.negotiable === true;
  const change = (patch: Partial<SalaryValue>) => onChange?.(cleanSalary({ ...salary, ...patch }));
  return (
    <div className="pc-salary" role="group" aria-label={label}>
      <Amount bound="salaryMin" label={t('pc.resume.salaryMin')} salary={salary} disabled={disabled} change={change} />
      <span className="pc-salary__dash" aria-hidden="true">
        –
      </span>
      <Amount bound="salaryMax" label={t('pc.resume.salaryMax')} salary={salary} disabled={disabled} change={change} />
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
  if (!isAmount(salary.salaryMin) && !isAmount(salary.salaryMax)) return <ReadText />;
  return <ReadText>{formatSalary(salary.salaryMin, salary.salaryMax, termName(terms, salary.salaryUnit), locale)}</ReadText>;
}

export const SalaryScope = connect(SalaryScopeBase, mapProps(labelled as never), mapReadPretty(SalaryText));
