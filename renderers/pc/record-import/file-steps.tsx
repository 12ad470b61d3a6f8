// The first two steps of an import: the template in the page's language, and the file (its limit said before it is
// chosen). The file input is the page's own, visually a button: keyboard and screen readers reach it as a file input.
import { useState, type ChangeEvent } from 'react';
import { Button } from 'antd';
import type { EndpointName } from '@/src/core/endpoints';
import type { BlockContext } from '@/src/runtime/block-props';
import { textLocale } from '@/src/core/text-locale';
import { displayError } from '@/src/api/display';
import { downloadFile } from '@/renderers/common/record/download-file';
import { buttonBusy } from '@/renderers/pc/shared/button-busy';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function TemplateStep({ ctx, endpoint }: { ctx: BlockContext; endpoint: EndpointName }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(endpoint, { locale: textLocale(ctx.locale) }, 'template.xlsx');
    } catch (error) {
      displayError(error instanceof Error && error.message ? error : new Error(ctx.t('record.import.templateFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="pc-record-import__step">
      <h3 className="pc-record-import__step-title">{ctx.t('record.import.stepTemplate')}</h3>
      <Button onClick={() => void download()} loading={buttonBusy(busy)}>
        {ctx.t('record.import.template')}
      </Button>
    </li>
  );
}

interface FileStepProps {
  ctx: BlockContext;
  file: File | null;
  busy: boolean;
  maxMegabytes: number;
  onFile: (file: File) => void;
}

export function FileStep({ ctx, file, busy, maxMegabytes, onFile }: FileStepProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // the same file, corrected and chosen again, must change the input again
    event.target.value = '';
    if (chosen) onFile(chosen);
  };
  return (
    <li className="pc-record-import__step">
      <h3 className="pc-record-import__step-title">{ctx.t('record.import.stepFile')}</h3>
      <p className="pc-record-import__hint" id="pc-record-import-hint">
        {ctx.t('record.import.hint', { mb: maxMegabytes })}
      </p>
      <label className={`pc-record-import__pick${busy ? ' pc-record-import__pick--busy' : ''}`}>
        <input className="cm-visually-hidden" type="file" accept={XLSX} aria-describedby="pc-record-import-hint" disabled={busy} onChange={change} />
        {ctx.t('record.import.choose')}
      </label>
      {file && <span className="pc-record-import__file">{ctx.t('record.import.chosen', { name: file.name })}</span>}
    </li>
  );
}
