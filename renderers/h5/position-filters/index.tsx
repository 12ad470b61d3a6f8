import { useRef } from 'react';
import { CheckList, Dropdown, type DropdownRef } from 'antd-mobile';
import type { SearchConditions } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { FIELDS, fieldsOf, flatten } from './options';
import './position-filters.css';

// "searchAll" is how a route says "every unit"
const ANY = new Set(['', 'searchAll']);

export default function PositionFilters({ props, data, ctx }: BlockProps<SearchConditions, PropsFor<'position-filters'>>) {
  const dropdown = useRef<DropdownRef>(null);
  const fields = fieldsOf(props.fields);
  if (fields.length === 0) return null;

  return (
    <div className="h5-filters">
      <Dropdown ref={dropdown}>
        {fields.map((name) => {
          const { queryKey, label, source } = FIELDS[name];
          const options = flatten(data?.[source]);
          const current = ctx.query.get(queryKey) ?? '';
          const chosen = ANY.has(current) ? undefined : options.find((option) => option.value === current);
          const pick = (value: string) => {
            ctx.setQuery({ [queryKey]: value || undefined, page: undefined });
            dropdown.current?.close();
          };
          return (
            <Dropdown.Item key={name} title={chosen?.label ?? ctx.t(label)} highlight={Boolean(chosen)}>
              <div className="h5-filters__panel" aria-label={ctx.t(label)} role="group">
                <CheckList
                  value={[chosen ? chosen.value : '']}
                  onChange={(values) => pick(String(values[0] ?? ''))}
                >
                  <CheckList.Item value="">{ctx.t('filter.all')}</CheckList.Item>
                  {options.map((option) => (
                    <CheckList.Item
                      key={option.value}
                      value={option.value}
                      className={option.depth > 0 ? 'h5-filters__child' : undefined}
                      style={{ paddingInlineStart: `${12 + option.depth * 16}px` }}
                    >
                      {option.label}
                    </CheckList.Item>
                  ))}
                </CheckList>
              </div>
            </Dropdown.Item>
          );
        })}
      </Dropdown>
    </div>
  );
}
