import type { ReactNode } from 'react';
import { Button, Result, Tag } from 'antd-mobile';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { FocusHeading } from '@/renderers/common/focus-heading';
import { refusedLabel, type ApplyWizard } from '@/renderers/common/use-apply-wizard';

export interface StatePaths {
  assistant: string;
  flow: string;
}

const Heading = (props: { children: ReactNode; focus: boolean }) => <FocusHeading className="h5-apply-wizard__state-title" {...props} />;

function LinkButton({ ctx, to, primary, children }: { ctx: BlockContext; to: string; primary?: boolean; children: ReactNode }) {
  return (
    <AppLink ctx={ctx} to={to} className={`h5-link-button${primary ? ' h5-link-button--primary' : ''}`}>
      {children}
    </AppLink>
  );
}

/** What the candidate can do now: submit, complete the resume, follow the application, or nothing (refused). */
export function StateView({ ctx, wizard, paths }: { ctx: BlockContext; wizard: ApplyWizard; paths: StatePaths }) {
  const { check, delivery, tried } = wizard;
  if (!check) return null;
  const actions = (children: ReactNode) => <div className="h5-apply-wizard__actions">{children}</div>;
  if (delivery) {
    return (
      <>
        <Result status="success" title={<Heading focus>{ctx.t('applying.successTitle')}</Heading>} description={ctx.t('applying.successHint')} />
        {actions(
          <>
            <LinkButton ctx={ctx} to={paths.assistant} primary>
              {ctx.t('applying.assistant')}
            </LinkButton>
            <LinkButton ctx={ctx} to={paths.flow}>
              {ctx.t('applying.flow')}
            </LinkButton>
          </>,
        )}
      </>
    );
  }
  switch (check.state) {
    case 'ready':
      return (
        <>
          <Result status="info" title={<Heading focus={tried}>{ctx.t('applying.readyTitle')}</Heading>} description={ctx.t('applying.readyHint')} />
          {actions(
            <Button block color="primary" shape="rounded" size="large" loading={wizard.submitting} onClick={() => void wizard.submit()}>
              {ctx.t('applying.confirm')}
            </Button>,
          )}
        </>
      );
    case 'incomplete':
      return (
        <>
          <Result status="warning" title={<Heading focus={tried}>{ctx.t('applying.incompleteTitle')}</Heading>} description={ctx.t('applying.incompleteHint')} />
          <ul className="h5-apply-wizard__missing" aria-label={ctx.t('applying.incompleteHint')}>
            {check.missing.map((m) => (
              <li key={m.sectionId}>
                <span>{ctx.t(m.sectionName)}</span>
                <Tag color="warning" fill="outline">
                  {ctx.t('applying.missingCount', { count: m.count })}
                </Tag>
              </li>
            ))}
          </ul>
          {wizard.completeTo &&
            actions(
              <LinkButton ctx={ctx} to={wizard.completeTo} primary>
                {ctx.t('applying.completeResume')}
              </LinkButton>,
            )}
        </>
      );
    case 'applied':
      return (
        <>
          <Result status="info" title={<Heading focus={tried}>{ctx.t('applying.appliedTitle')}</Heading>} description={ctx.t('applying.appliedHint')} />
          {actions(
            <LinkButton ctx={ctx} to={paths.flow} primary>
              {ctx.t('applying.flow')}
            </LinkButton>,
          )}
        </>
      );
    default:
      return <Result status="warning" title={<Heading focus={tried}>{refusedLabel(check, ctx.t)}</Heading>} description={ctx.t('applying.closedHint')} />;
  }
}
