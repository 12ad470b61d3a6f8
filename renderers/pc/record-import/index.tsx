// record-import: records from an Excel file through the endpoints the page names (publish-import: positions):
// the template, the file, the check's answer, the import once nothing is wrong, then the counts and the way back.
import { Button, Result } from 'antd';
import type { PropsFor } from '@/src/core/blocks/block-types';
import type { BlockContext, BlockProps } from '@/src/runtime/block-props';
import { holdsRole } from '@/renderers/common/record/censor-role';
import { useRecordImport, type ImportWritten } from '@/renderers/common/record/use-record-import';
import { RoleGate } from '@/renderers/pc/shared/role-gate';
import { CheckStep } from './check-step';
import { FileStep, TemplateStep } from './file-steps';
import './record-import.css';

type Props = BlockProps<unknown, PropsFor<'record-import'>>;

function BackLink({ ctx, to, primary }: { ctx: BlockContext; to: string; primary?: boolean }) {
  return (
    <Button type={primary ? 'primary' : 'link'} href={ctx.href(to)} onClick={(e) => (e.preventDefault(), ctx.navigate(to))}>
      {ctx.t('record.import.back')}
    </Button>
  );
}

function Written({ ctx, written, backPath, again }: { ctx: BlockContext; written: ImportWritten; backPath?: string; again: () => void }) {
  return (
    <Result
      status="success"
      title={<h3 className="pc-record-import__done">{ctx.t('record.import.done')}</h3>}
      subTitle={<span role="status">{ctx.t('record.import.counts', { ...written })}</span>}
      extra={[
        backPath ? <BackLink key="back" ctx={ctx} to={backPath} primary /> : null,
        <Button key="again" onClick={again}>
          {ctx.t('record.import.again')}
        </Button>,
      ]}
    />
  );
}

type Endpoints = Required<Pick<PropsFor<'record-import'>, 'template' | 'check' | 'import'>>;

function ImportBody({ ctx, props: p }: Props & { props: Endpoints }) {
  const { state, choose, write, reset } = useRecordImport({ check: p.check, import: p.import });
  return (
    <section className="pc-record-import pc-card" aria-labelledby="pc-record-import-title">
      <header className="pc-record-import__head">
        <h2 className="pc-record-import__title" id="pc-record-import-title">
          {ctx.t(p.title ?? 'record.import.title')}
        </h2>
        {p.backPath && <BackLink ctx={ctx} to={p.backPath} />}
      </header>
      {state.written ? (
        <Written ctx={ctx} written={state.written} backPath={p.backPath} again={reset} />
      ) : (
        <ol className="pc-record-import__steps">
          <TemplateStep ctx={ctx} endpoint={p.template} />
          <FileStep ctx={ctx} file={state.file} busy={state.busy !== null} maxMegabytes={p.maxMegabytes} onFile={(file) => void choose(file)} />
          {(state.busy || state.checked || state.refusal) && <CheckStep ctx={ctx} state={state} onImport={() => void write()} />}
        </ol>
      )}
    </section>
  );
}

export default function RecordImport(props: Props) {
  if (!holdsRole(props.ctx, props.props.role)) return <RoleGate ctx={props.ctx} />;
  const { template, check, import: write } = props.props;
  // the schema check holds a page to all three; a page without them has nothing to import through
  if (!template || !check || !write) return null;
  return <ImportBody {...props} props={{ ...props.props, template, check, import: write }} />;
}
