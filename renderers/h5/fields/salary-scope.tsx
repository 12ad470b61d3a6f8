import { Checkbox, Selector } from 'antd-mobile';
import { connect, mapReadPretty } from '@formily/react';
import { formatSalary } from '@/src/core/format';
import { useFieldText } from './field-text';
import { withId } from './input';
import { NumberBox } from './number-picker';
import { PrettyText } from './pretty-text';
import { useTerms } from './use-reference';

export interface Salary {
  salaryMin?: number;
  salaryMax?: number;
  salaryUnit?: string;
  negotiable?: boolean;
}

interface SalaryProps {
  id?: string;
  value?: Salary | null;
  onChange?: (value: Salary | undefined) => void;
  dictionary?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/** Drops the keys without an answer; nothing left writes undefined (an empty, optional salary). */
function tidy(salary: Salary): Salary | undefined {
  const out: Salary = {};
  if (typeof salary.salaryMin === 'number') out.salaryMin = salary.salaryMin;
  if (typeof salary.salaryMax === 'number') out.salaryMax = salary.salaryMax;
  if (salary.salaryUnit) out.salaryUnit = salary.salaryUnit;
  if (salary.negotiable) out.negotiable = true;
  return Object.keys(out).length ? out : undefined;
}

/** Minimum - maximum, a unit (ref.terms salaryUnit) as chips, or 面议, which clears the figures. */
function SalaryScopeInput({ id, value, onChange, dictionary = 'salaryUnit', disabled, readOnly }: SalaryProps) {
  const { t } = useFieldText();
  const { terms } = useTerms(dictionary);
  const salary: Salary = value && typeof value === 'object' ? value : {};
  const locked = disabled || readOnly;
  const negotiable = !!salary.negotiable;
  const write = (patch: Salary) => onChange?.(tidy({ ...salary, ...patch }));
  return (
    <div className="h5-salary" role="group">
      <div className="h5-salary__range">
        <NumberBox
          id={id}
          value={salary.salaryMin}
          min={0}
          placeholder={t('h5.form.salaryMin')}
          disabled={locked || negotiable}
          onChange={(n) => write({ salaryMin: n })}
        />
        <span className="h5-range__to" aria-hidden>
          –
        </span>
        <NumberBox
          id={id ? `${id}-max` : undefined}
          value={salary.salaryMax}
          min={0}
          placeholder={t('h5.form.salaryMax')}
          disabled={locked || negotiable}
          onChange={(n) => write({ salaryMax: n })}
        />
      </div>
      {terms.length > 0 && (
        <Selector
          className="h5-salary__units"
          aria-label={t('h5.form.salaryUnit')}
          options={terms.map((term) => ({ label: term.name, value: term.code }))}
          value={salary.salaryUnit ? [salary.salaryUnit] : []}
          disabled={locked || negotiable}
          showCheckMark={false}
          onChange={(codes) => write({ salaryUnit: codes[0] })}
        />
      )}
      <Checkbox
        className="h5-salary__negotiable"
        checked={negotiable}
        disabled={locked}
        onChange={(checked) =>
          onChange?.(tidy(checked ? { negotiable: true, salaryUnit: salary.salaryUnit } : { ...salary, negotiable: false }))
        }
      >
        {t('salary.negotiable')}
      </Checkbox>
    </div>
  );
}

function SalaryText({ value, dictionary = 'salaryUnit' }: SalaryProps) {
  const { locale } = useFieldText();
  const { terms } = useTerms(dictionary);
  const salary = value && typeof value === 'object' ? value : null;
  if (!salary || Object.keys(salary).length === 0) return <PrettyText value="" />;
  const unit = terms.find((term) => term.code === salary.salaryUnit)?.name ?? salary.salaryUnit;
  const text = salary.negotiable ? formatSalary(null, null, null, locale) : formatSalary(salary.salaryMin ?? null, salary.salaryMax ?? null, unit, locale);
  return <PrettyText value={text} />;
}

export const SalaryScope = connect(SalaryScopeInput, withId, mapReadPretty(SalaryText));
