// The steps of an import from a file (record-import): a chosen file is checked at once (a dry run, nothing
// written); only a file whose check found no bad row may be imported; a refusal of the file (too big, not a
// workbook) is kept as the server's words, in the reader's language when the catalogue has its code.
import { useRef, useState } from 'react';
import type { EndpointName } from '@/src/core/endpoints';
import { request } from '@/src/api/client';
import { BizError } from '@/src/api/errors';

export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

export interface ImportChecked {
  rows: number;
  errors: ImportRowError[];
}

export interface ImportWritten {
  created: number;
  updated: number;
  unchanged: number;
}

export interface ImportState {
  file: File | null;
  busy: 'check' | 'import' | null;
  checked: ImportChecked | null;
  written: ImportWritten | null;
  /** the server's words for a refused file */
  refusal: string | null;
}

const EMPTY: ImportState = { file: null, busy: null, checked: null, written: null, refusal: null };

/** The rows of a check with no error of their own. */
export function fineRows(checked: ImportChecked): number {
  return Math.max(0, checked.rows - new Set(checked.errors.map((e) => e.row)).size);
}

/** IMPORT_INVALID (the file changed under the import, or a unit's scope did) carries the check's answer. */
function checkedOf(error: BizError): ImportChecked | null {
  const data = error.info.data as Partial<ImportChecked> | undefined;
  return data && Array.isArray(data.errors) && typeof data.rows === 'number' ? { rows: data.rows, errors: data.errors } : null;
}

const multipart = (file: File) => {
  const formData = new FormData();
  formData.append('file', file);
  return formData;
};

export function useRecordImport(endpoints: { check: EndpointName; import: EndpointName }) {
  const [state, setState] = useState<ImportState>(EMPTY);
  // a second file chosen while the first is checked: only the last one's answer counts
  const latest = useRef<File | null>(null);
  const quiet = (error: unknown) => error instanceof BizError;

  const choose = async (file: File) => {
    latest.current = file;
    setState({ ...EMPTY, file, busy: 'check' });
    try {
      const checked = await request<ImportChecked>(endpoints.check, {}, { formData: multipart(file), quiet });
      if (latest.current === file) setState({ ...EMPTY, file, checked });
    } catch (error) {
      if (latest.current !== file) return;
      setState({ ...EMPTY, file, refusal: error instanceof BizError ? error.message : null });
    }
  };

  const write = async () => {
    const { file, checked } = state;
    if (!file || !checked || checked.errors.length > 0 || state.busy) return;
    setState({ ...state, busy: 'import' });
    try {
      const written = await request<ImportWritten>(endpoints.import, {}, { formData: multipart(file), quiet });
      setState({ ...EMPTY, file, checked, written });
    } catch (error) {
      const again = error instanceof BizError ? checkedOf(error) : null;
      setState({ ...EMPTY, file, checked: again ?? checked, refusal: again || !(error instanceof BizError) ? null : error.message });
    }
  };

  const reset = () => {
    latest.current = null;
    setState(EMPTY);
  };

  return { state, choose, write, reset };
}
