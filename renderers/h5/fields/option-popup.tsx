import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, CheckList, DotLoading, Popup, SearchBar } from 'antd-mobile';
import { WithClearButton } from '@/renderers/h5/shared/clear-button';
import { useFieldText } from './field-text';

export interface Option {
  value: string;
  label: string;
}

interface OptionPopupProps {
  visible: boolean;
  title: ReactNode;
  options: Option[];
  /** the chosen values (one for a single choice) */
  value: string[];
  multiple?: boolean;
  loading?: boolean;
  /** shows a search box; filters the options here unless onSearch is given */
  searchable?: boolean;
  /** a remote search: called with the typed keyword (the caller debounces and fetches) */
  onSearch?: (keyword: string) => void;
  /** offers the typed keyword itself as a choice (school, major) */
  freeText?: boolean;
  onConfirm: (values: string[]) => void;
  onClose: () => void;
}

/**
 * A bottom sheet with a check list: a single choice commits on tap, several commit with 确定.
 * Every row is at least 44px high; a search box filters long lists (nations, schools).
 */
export function OptionPopup(props: OptionPopupProps) {
  const { visible, title, options, value, multiple, loading, searchable, onSearch, freeText, onConfirm, onClose } = props;
  const { t } = useFieldText();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<string[]>(value);

  useEffect(() => {
    if (visible) {
      setPicked(value);
      setKeyword('');
      onSearch?.('');
    }
    // reset each time the sheet opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  const word = keyword.trim();
  const shown = useMemo(
    () => (onSearch || !word ? options : options.filter((o) => o.label.toLowerCase().includes(word.toLowerCase()))),
    [options, onSearch, word],
  );
  const offerTyped = freeText && word !== '' && !options.some((o) => o.label === word);

  const choose = (values: string[]) => {
    if (multiple) return setPicked(values);
    // tapping the chosen row again keeps it; 清除 empties an optional choice
    if (values.length) onConfirm(values.slice(-1));
    onClose();
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName="h5-option-popup"
      bodyStyle={{ maxHeight: '75vh' }}
    >
      <div className="h5-option-popup__sheet" role="dialog" aria-label={typeof title === 'string' ? title : undefined}>
      <div className="h5-option-popup__head">
        <Button fill="none" className="h5-option-popup__action" onClick={onClose}>
          {t('h5.form.cancel')}
        </Button>
        <strong className="h5-option-popup__title">{title}</strong>
        {multiple ? (
          <Button
            fill="none"
            color="primary"
            className="h5-option-popup__action"
            onClick={() => {
              onConfirm(picked);
              onClose();
            }}
          >
            {t('h5.form.confirm')}
          </Button>
        ) : value.length > 0 ? (
          <Button
            fill="none"
            className="h5-option-popup__action"
            onClick={() => {
              onConfirm([]);
              onClose();
            }}
          >
            {t('h5.form.clear')}
          </Button>
        ) : (
          <span className="h5-option-popup__action" aria-hidden />
        )}
      </div>
      {(searchable || onSearch || freeText) && (
        <div className="h5-option-popup__search">
          <WithClearButton
            shown={keyword !== ''}
            label={t('h5.form.clear')}
            onClear={() => {
              setKeyword('');
              onSearch?.('');
            }}
          >
            <SearchBar
              placeholder={t('h5.form.search')}
              value={keyword}
              clearable={false}
              onChange={(text) => {
                setKeyword(text);
                onSearch?.(text.trim());
              }}
            />
          </WithClearButton>
        </div>
      )}
      <div className="h5-option-popup__body">
        {offerTyped && (
          <button
            type="button"
            className="h5-option-popup__typed"
            onClick={() => {
              onConfirm([word]);
              onClose();
            }}
          >
            {t('h5.form.useTyped', { text: word })}
          </button>
        )}
        {loading && shown.length === 0 ? (
          <div className="h5-option-popup__hint" role="status">
            <DotLoading /> {t('h5.form.loading')}
          </div>
        ) : shown.length === 0 && !offerTyped ? (
          <p className="h5-option-popup__hint">{t('h5.form.noOptions')}</p>
        ) : (
          <CheckList multiple={multiple} value={picked} onChange={(values) => choose(values.map(String))}>
            {shown.map((option) => (
              <CheckList.Item key={option.value} value={option.value}>
                {option.label}
              </CheckList.Item>
            ))}
          </CheckList>
        )}
      </div>
      </div>
    </Popup>
  );
}
