import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Text } from '@/src/core/schema-types';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { SearchForm } from '@/renderers/common/search-form';
import { SearchInput } from '@/renderers/common/search-input';
import './search-bar.css';

interface IndexData {
  hotKeywords?: string[];
}

const DEFAULT_TARGET = 'recruitment/all/searchAll';

/** A keyword box that opens the list page with ?keyword=; popular keywords as chips. */
export default function SearchBar({ props, data, ctx }: BlockProps<IndexData, PropsFor<'search-bar'>>) {
  const location = useLocation();
  const hotId = useId();
  const [value, setValue] = useState(ctx.query.get('keyword') ?? '');
  const target = props.target ?? DEFAULT_TARGET;
  const placeholder = ctx.t((props.placeholder as Text | undefined) ?? 'block.searchPlaceholder');
  const onTarget = location.pathname === ctx.href(target);
  const toTarget = (keyword: string) => (keyword ? `${target}?keyword=${encodeURIComponent(keyword)}` : target);

  const submit = (raw: string) => {
    const keyword = raw.trim();
    // on the list page itself keep the other filters; only the keyword and the page change
    if (onTarget) ctx.setQuery({ keyword, page: undefined });
    else ctx.navigate(toTarget(keyword));
  };
  const hot = data?.hotKeywords?.filter(Boolean) ?? [];

  return (
    <div className="pc-search" role="search">
      {/* a plain form, styled like antd's large search box: antd's Input brings its form context (rc-field-form),
          about a seventh of the home's JS, for one box */}
      <SearchForm className="pc-search__form" buttonClass="pc-search__button" buttonText={ctx.t('block.search')} onSearch={() => submit(value)}>
        <SearchInput className="pc-search__input" value={value} onChange={setValue} placeholder={placeholder} />
      </SearchForm>
      {hot.length > 0 && (
        <div className="pc-search__hot">
          <span className="pc-search__hot-label" id={hotId}>
            {ctx.t('block.hotKeywords')}
          </span>
          <ul className="pc-search__chips" aria-labelledby={hotId}>
            {hot.map((k) => (
              <li key={k}>
                <AppLink ctx={ctx} to={toTarget(k)} className="pc-search__chip">
                  {k}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
