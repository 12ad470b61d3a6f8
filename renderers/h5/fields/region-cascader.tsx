import { useState } from 'react';
import { connect, mapReadPretty, useField } from '@formily/react';
import { useFieldText } from './field-text';
import { withId } from './input';
import { PickerTrigger } from './picker-trigger';
import { PrettyText } from './pretty-text';
import { regionPath } from '@/renderers/common/region/region-tree';
import { RegionPopup } from './region-popup';
import { useRegions } from './use-reference';
import { asText, type FieldProps } from '@/renderers/common/fields/field-props';

// the code of the last level chosen; none writes undefined
type RegionProps = FieldProps<string>;

function useRegionText(value: RegionProps['value']) {
  const { regions, loading } = useRegions();
  const code = asText(value);
  const path = code ? regionPath(regions, code) : [];
  return { regions, path, text: path.length ? path.map((node) => node.label).join(' ') : loading ? '' : code };
}

/** Province, city and district (ref.region) in wheels or found by typing; the value is the code of the last level chosen. */
function RegionCascaderInput({ id, value, onChange, placeholder, disabled, readOnly }: RegionProps) {
  const { t } = useFieldText();
  const field = useField();
  const [open, setOpen] = useState(false);
  const { regions, path, text } = useRegionText(value);
  return (
    <>
      <PickerTrigger id={id} text={text} placeholder={placeholder ?? t('h5.form.select')} disabled={disabled || readOnly} onOpen={() => setOpen(true)} />
      <RegionPopup
        visible={open}
        title={field?.title as string | undefined}
        tree={regions}
        path={path.map((node) => node.value)}
        onConfirm={(code) => onChange?.(code)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function RegionText({ value }: RegionProps) {
  const { text } = useRegionText(value);
  return <PrettyText value={text} />;
}

export const RegionCascader = connect(RegionCascaderInput, withId, mapReadPretty(RegionText));
