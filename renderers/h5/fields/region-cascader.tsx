import { useState } from 'react';
import { CascadePicker } from 'antd-mobile';
import { connect, mapReadPretty, useField } from '@formily/react';
import { useFieldText } from './field-text';
import { withId } from './input';
import { PickerTrigger } from './picker-trigger';
import { PrettyText } from './pretty-text';
import { regionPath, useRegions } from './use-reference';

interface RegionProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

function useRegionText(value: RegionProps['value']) {
  const { regions, loading } = useRegions();
  const code = value === undefined || value === null ? '' : String(value);
  const path = code ? regionPath(regions, code) : [];
  return { regions, path, text: path.length ? path.map((node) => node.label).join(' ') : loading ? '' : code };
}

/** Province then city (ref.region) in a cascade wheel; the value is the code of the last level chosen. */
function RegionCascaderInput({ id, value, onChange, placeholder, disabled, readOnly }: RegionProps) {
  const { t } = useFieldText();
  const field = useField();
  const [open, setOpen] = useState(false);
  const { regions, path, text } = useRegionText(value);
  return (
    <>
      <PickerTrigger id={id} text={text} placeholder={placeholder ?? t('h5.form.select')} disabled={disabled || readOnly} onOpen={() => setOpen(true)} />
      <CascadePicker
        visible={open}
        onClose={() => setOpen(false)}
        title={field?.title as string | undefined}
        options={regions}
        value={path.map((node) => node.value)}
        confirmText={t('h5.form.confirm')}
        cancelText={t('h5.form.cancel')}
        onConfirm={(chosen) => {
          const codes = chosen.filter((code): code is string => typeof code === 'string' && code !== '');
          onChange?.(codes.length ? codes[codes.length - 1] : undefined);
        }}
      />
    </>
  );
}

function RegionText({ value }: RegionProps) {
  const { text } = useRegionText(value);
  return <PrettyText value={text} />;
}

export const RegionCascader = connect(RegionCascaderInput, withId, mapReadPretty(RegionText));
