import type { ReactNode } from 'react';
import { Button, Result, Tag } from 'antd';
import type { ApplyCheck } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';
import { FocusHeading } from '@/renderers/common/focus-heading';
import { refusedLabel, type ApplyWizard } from '@/renderers/common/use-apply-wizard';
import { LinkButton } from './link-button';
import { buttonBusy } from '@/renderers/pc/shared/button-busy';

export interface StatePaths {
  assistant: string;
  flow: string;
}

const Heading = (props: { children: ReactNode; focus: boolean }) => <FocusHeading className="pc-apply__state-title" {...props} />;

function MissingList({ ctx, check }: { ctx: BlockContext; check: ApplyCheck }) {
  return (
    <ul className="pc-apply__missing" aria-label={ctx.t('applying.incompleteHint')}>
      {check.missing.map((m) => (
        <li key={m.sectionId}>
          <span>{ctx.t(m.sectionName)}</span>
          <Tag bordered={false} color="warning">
            {ctx.t('applying.missingCount', { count: m.count })}
          </Tag>
        </li>
      ))}
    </ul>
  );
}

/** What the candidate can do now: submit, complete the resume, follow the application, or nothing (refused). */
export function StateView({ ctx, wizard, paths, moved }: { ctx: BlockContext; wizard: ApplyWizard; paths: StatePaths; moved: boolean }) {
  const { check, delivery } = wizard;
  if (!check) return null;
  const flow = (primary: boolean) => (
    <LinkButton key="flow" ctx={ctx} to={paths.flow} type={primary ? 'primary' : 'default'} size="large">
      {ctx.t('applying.flow')}
    </LinkButton>
  );
  if (delivery) {
    return (
      <Result
        status="success"
        title={<Heading focus>{ctx.t('applying.successTitle')}</Heading>}
        subTitle={ctx.t('applying.successHint')}
        extra={[
          <LinkButton key="assistant" ctx={ctx} to={paths.assistant} type="primary" size="large">
            {ctx.t('applying.assistant')}
          </LinkButton>,
          flow(false),
        ]}
      />
    );
  }
  switch (check.state) {
    case 'ready':
      return (
        <Result
          status="info"
          title={<Heading focus={moved}>{ctx.t('applying.readyTitle')}</Heading>}
          subTitle={ctx.t('applying.readyHint')}
          extra={
            <Button type="primary" size="large" loading={buttonBusy(wizard.submitting)} onClick={() => void wizard.submit()}>
              {ctx.t('applying.confirm')}
            </Button>
          }
        />
      );
    case 'incomplete':
      return (
        <Result
          status="warning"
          title={<Heading focus={moved}>{ctx.t('applying.incompleteTitle')}</Heading>}
          subTitle={
            <>
              <p className="pc-apply__hint">{ctx.t('applying.incompleteHint')}</p>
              <MissingList ctx={ctx} check={check} />
            </>
          }
          extra={
            wizard.completeTo ? (
              <LinkButton ctx={ctx} to={wizard.completeTo} type="primary" size="large">
                {ctx.t('applying.completeResume')}
              </LinkButton>
            ) : undefined
          }
        />
      );
    case 'applied':
      return (
        <Result
          status="info"
          title={<Heading focus={moved}>{ctx.t('applying.appliedTitle')}</Heading>}
          subTitle={ctx.t('applying.appliedHint')}
          extra={flow(true)}
        />
      );
    default:
      return <Result status="warning" title={<Heading focus={moved}>{refusedLabel(check, ctx.t)}</Heading>} subTitle={ctx.t('applying.closedHint')} />;
  }
}
