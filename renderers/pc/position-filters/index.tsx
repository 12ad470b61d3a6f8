import { useId } from 'react';
import { Button, TreeSelect } from 'antd';
import type { SearchConditions, TreeNode } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { blockState } from '@/renderers/pc/shared/block-state';
import './position-filters.css';

const FIELDS = {
  category: { queryKey: 'categoryId', label: 'filter.category', options: 'categories' },
  region: { queryKey: 'regionCode', label: 'filter.region', options: 'regions' },
  unit: { queryKey: 'unitId', label: 'filter.unit', options: 'units' },
} as const;

type FieldName = keyof typeof FIELDS;

const FIELD_NAMES = { label: 'label', value: 'value', children: 'children' };

/** Category, region and unit choosers from careers.searchconditions, each one a query parameter. */
export default function PositionFilters(props: BlockProps<SearchConditions, PropsFor<'position-filters'>>) {
  const { ctx, data } = props;
  const baseId = useId();
  const state = blockState(props, { empty: false, rows: 1 });
  if (state) return state;

  const names = (Array.isArray(props.props.fields) ? props.props.fields : Object.keys(FIELDS)).filter(
    (f): f is FieldName => f in FIELDS,
  );
  const chosen = names.some((f) => ctx.query.get(FIELDS[f].queryKey));
  const reset = () => ctx.setQuery({ ...Object.fromEntries(names.map((f) => [FIELDS[f].queryKey, undefined])), page: undefined });

  return (
    <div className="pc-filters" role="group" aria-label={ctx.t('pc.filter.label')}>
      {names.map((name) => {
        const field = FIELDS[name];
        const id = `${baseId}-${name}`;
        const tree: TreeNode[] = data?.[field.options] ?? [];
        return (
          <div className="pc-filters__field" key={name}>
            <label htmlFor={id} className="pc-filters__label">
              {ctx.t(field.label)}
            </label>
            <TreeSelect
              id={id}
              className="pc-filters__select"
              value={ctx.query.get(field.queryKey) || undefined}
              treeData={tree}
              fieldNames={FIELD_NAMES}
              placeholder={ctx.t('filter.all')}
              onChange={(value?: string) => ctx.setQuery({ [field.queryKey]: value || undefined, page: undefined })}
              allowClear
              showSearch
              treeNodeFilterProp="label"
              popupMatchSelectWidth={false}
            />
          </div>
        );
      })}
      <Button className="pc-filters__reset" onClick={reset} disabled={!chosen}>
        {ctx.t('filter.reset')}
      </Button>
    </div>
  );
}
