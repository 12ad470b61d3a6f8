// SchoolSelect and MajorSelect: free text with suggestions from ref.school / ref.major for what is typed.
// The value is the name (string); the lookup starts when the field is focused, so a page of entries costs no calls.
import { useEffect, useMemo, useState, type FocusEvent } from 'react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { AutoComplete, type GetRef } from 'antd';
import type { Term, TreeNode } from '@/src/core/entities';
import type { EndpointName } from '@/src/core/endpoints';
import { useEndpoint } from '@/src/api/use-endpoint';
import { debounce } from '@/src/core/debounce';
import { labelled } from './labelled';
import { ReadText } from './read-text';
import { useInputOnlyRequired } from './root-aria';

const KEYWORD_WAIT_MS = 250;
const MAX_SUGGESTIONS = 50;

type Option = { value: string; label: string } | { label: string; options: { value: string; label: string }[] };

/** ref.school answers terms; ref.major answers disciplines with their majors (grouped). */
function toOptions(data: unknown): Option[] {
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const unique = (name: string) => (seen.has(name) ? false : (seen.add(name), true));
  const options: Option[] = [];
  let count = 0;
  for (const item of data as (Term | TreeNode)[]) {
    if (count >= MAX_SUGGESTIONS) break;
    if ('children' in item && Array.isArray(item.children)) {
      const children = item.children.filter((child) => unique(child.label)).slice(0, MAX_SUGGESTIONS - count);
      count += children.length;
      if (children.length > 0) options.push({ label: item.label, options: children.map((child) => ({ value: child.label, label: child.label })) });
    } else {
      const name = 'name' in item ? item.name : (item as TreeNode).label;
      if (typeof name === 'string' && unique(name)) {
        options.push({ value: name, label: name });
        count += 1;
      }
    }
  }
  return options;
}

export interface LookupSelectProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  [aria: `aria-${string}`]: unknown;
}

function lookupSelect(endpoint: EndpointName) {
  return function LookupSelect({ value, onChange, onFocus, placeholder, disabled, maxLength, ...rest }: LookupSelectProps) {
    const [active, setActive] = useState(false);
    const [keyword, setKeyword] = useState('');
    const search = useMemo(() => debounce((text: string) => setKeyword(text.trim()), KEYWORD_WAIT_MS), []);
    useEffect(() => () => search.cancel(), [search]);
    const { data } = useEndpoint(active ? endpoint : null, keyword ? { keyword } : {}, { keepPreviousData: true });
    const options = useMemo(() => toOptions(data), [data]);
    const ref = useInputOnlyRequired<GetRef<typeof AutoComplete>>(rest['aria-required']);
    return (
      <AutoComplete
        {...rest}
        ref={ref}
        value={value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        maxLength={maxLength}
        options={options}
        allowClear
        onFocus={(event) => {
          onFocus?.(event);
          setActive(true);
          search(value ?? '');
        }}
        // the search input is type="search": the browser would clear it on Escape, losing the typed name
        onKeyDown={(e) => {
          if (e.key === 'Escape') e.preventDefault();
        }}
        onSearch={search}
        onChange={(text: string) => onChange?.(text ? text : undefined)}
        style={{ width: '100%' }}
      />
    );
  };
}

function NameText({ value }: { value?: unknown }) {
  return <ReadText>{typeof value === 'string' ? value : ''}</ReadText>;
}

export const SchoolSelect = connect(lookupSelect('ref.school'), mapProps(labelled as never), mapReadPretty(NameText));
export const MajorSelect = connect(lookupSelect('ref.major'), mapProps(labelled as never), mapReadPretty(NameText));
