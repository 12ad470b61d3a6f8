import { useEffect, useMemo, useState } from 'react';
import { connect, mapReadPretty, useField } from '@formily/react';
import type { Term, TreeNode } from '@/src/core/entities';
import { debounce } from '@/src/core/debounce';
import { useEndpoint } from '@/src/api/use-endpoint';
import { useFieldText } from './field-text';
import { withId } from './input';
import { OptionPopup, type Option } from './option-popup';
import { PickerTrigger } from './picker-trigger';
import { PrettyText } from './pretty-text';
import type { FieldProps } from '@/renderers/common/fields/field-props';

type Source = 'ref.school' | 'ref.major';

// the name chosen or typed; none writes undefined
type LookupProps = FieldProps<string>;

/** Names to suggest: schools are terms, majors leaves of a discipline tree. */
function optionsOf(data: unknown): Option[] {
  if (!Array.isArray(data)) return [];
  const names: string[] = [];
  const walk = (nodes: (Term | TreeNode)[]) => {
    for (const node of nodes) {
      if ('children' in node && Array.isArray(node.children) && node.children.length) walk(node.children);
      else {
        const name = 'name' in node ? node.name : node.label;
        if (name && !names.includes(name)) names.push(name);
      }
    }
  };
  walk(data as (Term | TreeNode)[]);
  return names.map((name) => ({ value: name, label: name }));
}

function lookupSelect(source: Source) {
  /** A name suggested by the lookup as the candidate types; any typed name is allowed too. */
  return function LookupSelect({ id, value, onChange, placeholder, disabled, readOnly }: LookupProps) {
    const { t } = useFieldText();
    const field = useField();
    const [open, setOpen] = useState(false);
    const [keyword, setKeyword] = useState('');
    const search = useMemo(() => debounce((word: string) => setKeyword(word), 250), []);
    useEffect(() => () => search.cancel(), [search]);
    const { data, isLoading } = useEndpoint(open ? source : null, { keyword }, { keepPreviousData: true });
    const text = typeof value === 'string' ? value : '';
    return (
      <>
        <PickerTrigger id={id} text={text} placeholder={placeholder ?? t('h5.form.searchSelect')} disabled={disabled || readOnly} onOpen={() => setOpen(true)} />
        <OptionPopup
          visible={open}
          title={(field?.title as string | undefined) ?? t('h5.form.select')}
          options={optionsOf(data)}
          value={text ? [text] : []}
          loading={isLoading}
          onSearch={search}
          freeText
          onConfirm={(names) => onChange?.(names[0] || undefined)}
          onClose={() => {
            search.cancel();
            setOpen(false);
          }}
        />
      </>
    );
  };
}

export const SchoolSelect = connect(lookupSelect('ref.school'), withId, mapReadPretty(PrettyText));
export const MajorSelect = connect(lookupSelect('ref.major'), withId, mapReadPretty(PrettyText));
export { optionsOf as lookupOptions };
