import { useEffect, useMemo, useState } from 'react';
import { Button, CascadePickerView, CheckList, Popup, SearchBar } from 'antd-mobile';
import type { TreeNode } from '@/src/core/entities';
import { regionOptions, searchRegions } from '@/renderers/common/region/region-tree';
import { useFieldText } from './field-text';

interface RegionPopupProps {
  visible: boolean;
  title?: string;
  tree: TreeNode[];
  /** the codes from the province down to the chosen division */
  path: string[];
  onConfirm: (code: string | undefined) => void;
  onClose: () => void;
}

/**
 * A bottom sheet over the GB/T 2260 tree: the province, city and district wheels, or, once something is typed,
 * the divisions whose name holds it (a tap chooses one). 3,000 districts are too many to scroll to.
 */
export function RegionPopup({ visible, title, tree, path, onConfirm, onClose }: RegionPopupProps) {
  const { t } = useFieldText();
  const [keyword, setKeyword] = useState('');
  const [wheel, setWheel] = useState<string[]>(path);
  const options = useMemo(() => regionOptions(tree), [tree]);
  const matches = useMemo(() => searchRegions(tree, keyword), [tree, keyword]);
  useEffect(() => {
    if (!visible) return;
    setKeyword('');
    setWheel(path);
    // each time the sheet opens, from the answer it has
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);
  const searching = keyword.trim() !== '';
  const choose = (code: string | undefined) => {
    onConfirm(code);
    onClose();
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="h5-option-popup">
      <div className="h5-option-popup__sheet" role="dialog" aria-label={title}>
        <div className="h5-option-popup__head">
          <Button fill="none" className="h5-option-popup__action" onClick={onClose}>
            {t('h5.form.cancel')}
          </Button>
          <strong className="h5-option-popup__title">{title}</strong>
          <Button fill="none" color="primary" className="h5-option-popup__action" disabled={searching} onClick={() => choose(wheel.filter(Boolean).at(-1))}>
            {t('h5.form.confirm')}
          </Button>
        </div>
        <div className="h5-option-popup__search">
          <SearchBar placeholder={t('h5.form.searchRegion')} value={keyword} onChange={setKeyword} />
        </div>
        {searching ? (
          <div className="h5-option-popup__body">
            {matches.length === 0 ? (
              <p className="h5-option-popup__hint">{t('h5.form.noOptions')}</p>
            ) : (
              <CheckList value={path.slice(-1)} onChange={(values) => choose(values.map(String).at(-1) ?? path.at(-1))}>
                {matches.map((match) => (
                  <CheckList.Item key={match.value} value={match.value}>
                    {match.path.join(' ')}
                  </CheckList.Item>
                ))}
              </CheckList>
            )}
          </div>
        ) : (
          <CascadePickerView options={options} value={wheel} onChange={(codes) => setWheel(codes.filter((c): c is string => typeof c === 'string'))} />
        )}
      </div>
    </Popup>
  );
}
