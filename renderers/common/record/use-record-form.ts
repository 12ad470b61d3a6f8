// The record form's logic, kit-free: the record read from the block's data, the save with the revision read, the
// refusals shown in place (each bad field on its field, the rest above the form, a conflict with a reload), a
// secret of the answer (a first password) shown once, and what was typed kept whenever a save fails. The
// terminal's form comes as a FormAdapter.
import { useEffect, useRef, useState } from 'react';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { request } from '@/src/api/client';
import type { BlockProps } from '@/src/runtime/block-props';
import { leavePage } from '@/src/runtime/leave-page';
import { clearSiteConfigCache } from '@/src/site/site-config';
import { fillPath } from '@/renderers/common/fill-path';
import type { KitServices } from '@/renderers/common/kit-services';
import { conflictOf, fieldErrorsOf, shownInForm, type FieldError } from './record-errors';
import type { RecordData } from './record-fill';
import { revealOptions, revealSecret } from './reveal';
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
  const wholeAnswer = props.props.valuesFrom === 'answer';
  const [saved, setSaved] = useState<RecordData>({});
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [others, setOthers] = useState<FieldError[]>([]);
  // the revision the form's values were last reset to: a reload after a conflict brings a newer one
  const shown = useRef<unknown>(undefined);
  const { values: _values, ...loaded } = (wholeAnswer ? {} : data) ?? {};
  const record: RecordData = { ...loaded, ...saved };

  useEffect(() => {
    // a record without revisions (an account, a unit) is reset by each answer read
    const version = data?.revision ?? data;
    if (!data || version === shown.current) return;
    shown.current = version;
    setSaved({});
    form.reset(valuesToForm(fields, (wholeAnswer ? data : data.values) as RecordData | undefined));
  }, [data]); // eslint-disable-line react-hooks/exhaustive-deps

  const refused = (error: unknown) => {
    const bad = fieldErrorsOf(error);
    const conflictText = conflictOf(error);
    if (conflictText) setConflict(conflictText);
    if (!bad) return;
    // a refusal of an object ("names") is shown on its first field ("names/en-US")
    const fieldOf = (e: FieldError) => fields.find((f) => f.name === e.field) ?? fields.find((f) => f.name.startsWith(`${e.field}/`));
    form.showErrors(bad.flatMap((e) => {
      const field = fieldOf(e);
      return field ? [{ field: field.name, message: e.message }] : [];
    }));
    setOthers(bad.filter((e) => !fieldOf(e)));
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
      // the secret is shown once and kept nowhere: not in the record
      const { rest, secret } = revealSecret(answer, saveSpec.reveal);
      const next = { ...saved, ...rest };
      setSaved(next);
      setConflict(null);
      if (direct) services.toast('success', ctx.t(saveSpec.message ?? 'record.saved'));
      setSaving(false);
      if (secret !== undefined && saveSpec.reveal) await services.reveal(revealOptions(ctx, saveSpec.reveal, secret));
      if (direct && saveSpec.reloadSite) {
        // the header, titles and footer read the site config this tab keeps: read again, on a new page
        clearSiteConfigCache();
        leavePage.to(window.location.href);
      } else if (direct && id === undefined && saveSpec.navigate) ctx.navigate(fillPath(saveSpec.navigate, { ...record, ...next }), { replace: true });
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
