import { useState } from 'react';
import { SearchForm } from '@/renderers/common/search-form';
import { SearchInput } from '@/renderers/common/search-input';
import { WithClearButton } from '@/renderers/h5/shared/clear-button';
import { Glyph } from '@/renderers/h5/shared/glyphs';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import './search-bar.css';

interface IndexData {
  hotKeywords?: string[];
}

export default function SearchBar({ props, data, ctx }: BlockProps<IndexData, PropsFor<'search-bar'>>) {
  const target = useDefaultPath(ctx, props.target, 'recruitment/all/searchAll');
  const [keyword, setKeyword] = useState(() => ctx.query.get('keyword') ?? '');
  const hot = Array.isArray(data?.hotKeywords) ? data.hotKeywords : [];
  const placeholder = ctx.t((props.placeholder as string | undefined) ?? 'block.searchPlaceholder');

  const submit = (value: string) => {
    const word = value.trim();
    const [path, search = ''] = target.split('?');
    const query = new URLSearchParams(search);
    if (word) query.set('keyword', word);
    else query.delete('keyword');
    const qs = query.toString();
    ctx.navigate(qs ? `${path}?${qs}` : path);
  };

  // a plain search form: antd-mobile's SearchBar, Input and Button weighed 5 kB gzip on the home
  return (
    <section className="h5-search">
      <SearchForm role="search" action="" className="h5-search__row" buttonClass="h5-search__button" buttonText={ctx.t('block.search')} onSearch={() => submit(keyword)}>
        <WithClearButton shown={keyword !== ''} label={ctx.t('h5.form.clear')} onClear={() => setKeyword('')}>
          <label className="h5-search__box">
            <Glyph name="search" aria-hidden className="h5-search__glyph" />
            <SearchInput className="h5-search__input" value={keyword} onChange={setKeyword} placeholder={placeholder} />
          </label>
        </WithClearButton>
      </SearchForm>
      {hot.length > 0 && (
        <div className="h5-search__hot">
          <span className="h5-search__hot-label">{ctx.t('block.hotKeywords')}</span>
          <ul className="h5-search__chips">
            {hot.map((word) => (
              <li key={word}>
                <button type="button" className="h5-search__chip" onClick={() => submit(word)}>
                  <span className="h5-search__pill">{word}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
