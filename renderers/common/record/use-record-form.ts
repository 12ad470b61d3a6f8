// The record form's logic, kit-free: the record read from the block's data, the save with the revision read, the
// refusals shown in place (each bad field on its field, the rest above the form, a conflict with a reload), and
// what was typed kept whenever a save fails. The terminal's form comes as a FormAdapter.
import { useEffect, useRef, useState } from 'react';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { request } from '@/src/api/client';
import type { BlockProps } from '@/src/runtime/block-props';
import { fillPath } from '@/renderers/common/fill-path';
import type { KitServices } from '@/renderers/common/kit-services';
import { conflictOf, fieldErrorsOf, shownInForm, type FieldError } from './record-errors';
import type { RecordData } from './record-fill';
import { valuesToForm, valuesToSend } from './record-values';

export interface FormAdapter {
  values: () => RecordData;
  /** replaces every value (a record loaded or reloaded) */
  reset: (values: RecordData) => void;
  /** the kit's own checks (required); false when one failed */
  validate: () => Promise<boolean>;
  showErrors: (errors: FieldError[]) => void;
}

type Props = BlockProps<RecordData, PropsFor<'record-form'>>;

export function useRecordForm(props: Props, services: KitServices, form: FormAdapter) {
  const { ctx, data } = props;
  const fields = props.props.fields ?? [];
  const idParam = props.props.idParam ?? 'id';
  const saveSpec = props.props.save;
  const [saved, setSaved] = useState<RecordData>({});
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [others, setOthers] = useState<FieldError[]>([]);
  // the revision the form's values were last reset to: a reload after a conflict brings a newer one
  const shown = useRef<unknown>(undefined);
  const { values: _values, ...loaded } = data ?? {};
  const record: RecordData = { ...loaded, ...saved };

  useEffect(() => {
    if (!data || data.revision === shown.current) return;
    shown.current = data.revision;
    setSaved({});
    form.reset(valuesToForm(fields, data.values as RecordData | undefined));
  }, [data]); // eslint-disable-line react-hooks/exhaustive-deps

  const refused = (error: unknown) => {
    const bad = fieldErrorsOf(error);
    const conflictText = conflictOf(error);
    if (conflictText) setConflict(conflictText);
    if (!bad) return;
    const names = new Set(fields.map((f) => f.name));
    form.showErrors(bad.filter((f) => names.has(f.field)));
    setOthers(bad.filter((f) => !names.has(f.field)));
  };

  /** Saves; the saved record, or null when it was refused (the form says why and keeps what was typed). */
  const save = async (direct = false): Promise<RecordData | null> => {
    setOthers([]);
    if (!(await form.validate())) return null;
    if (!saveSpec) return null;
    const id = record[idParam];
    const values = valuesToSend(fields, form.values());
    const body = id === undefined ? { values } : { [idParam]: id, revision: record.revision, values };
    setSaving(true);
    try {
      const answer = (await request<RecordData>(saveSpec.endpoint, body, { quiet: shownInForm })) ?? {};
      const next = { ...saved, ...answer };
      setSaved(next);
      setConflict(null);
      if (direct) services.toast('success', ctx.t(saveSpec.message ?? 'record.saved'));
      if (direct && id === undefined && saveSpec.navigate) ctx.navigate(fillPath(saveSpec.navigate, { ...record, ...next }), { replace: true });
      return { ...record, ...next };
    } catch (error) {
      refused(error);
      return null;
    } finally {
      setSaving(false);
    }
  };

  /** After a conflict: the record as it is now (what was typed here is replaced). */
  const reloadRecord = () => {
    setConflict(null);
    shown.current = undefined;
    props.reload();
  };

  return { record, saving, conflict, others, save, refused, reloadRecord };
}
