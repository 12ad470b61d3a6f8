import { Steps } from 'antd';
import type { ApplyCheck } from '@/src/core/application-api';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { applicationsPath } from '@/renderers/common/account-paths';
import { fillPath } from '@/renderers/common/fill-path';
import { isRefused, useApplyWizard } from '@/renderers/common/use-apply-wizard';
import { withSignUpTexts } from '@/renderers/common/sign-up-texts';
import { ActivitySummary } from '@/renderers/pc/activity-detail/activity-summary';
import { blockState } from '@/renderers/pc/shared/block-state';
import { PositionSummary } from './position-summary';
import { StateView } from './state-view';
import './apply-wizard.css';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/**
 * apply-wizard (apply/delivery/{id}/{src}; data wizard.apply): the position, the steps, and what the state
 * allows: submit (wizard.submit), complete the resume first, follow an application made before, or nothing.
 */
export default function ApplyWizard(props: BlockProps<ApplyCheck, PropsFor<'apply-wizard'>>) {
  const wizard = useApplyWizard(props, text(props.props.completePath, 'completeResume/{deliveryId}'), text(props.props.improvePath, 'ImproveResume?templateId={templateId}'));
  const state = blockState(props, { empty: !wizard.check, rows: 8 });
  if (state || !wizard.check) return state;
  const { check } = wizard;
  // a sign-up (tag '2') tells the same steps in a sign-up's words
  const ctx = withSignUpTexts(props.ctx, check);
  const refused = !wizard.delivery && isRefused(check);
  const steps = ['applying.stepResume', 'applying.stepConfirm', 'applying.stepDone'].map((key) => ({ title: ctx.t(key) }));

  return (
    <div className="pc-apply">
      {check.position ? (
        <PositionSummary ctx={ctx} position={check.position} to={fillPath(text(props.props.positionPath, 'recruitmentview/{id}/{recruitType}'), check.position)} />
      ) : (
        <ActivitySummary ctx={ctx} activity={check.activity} />
      )}
      <section className="pc-apply__body pc-card" aria-label={ctx.t('applying.steps')}>
        {!refused && (
          <Steps
            className="pc-apply__steps"
            current={wizard.step}
            status={wizard.step === 2 ? 'finish' : 'process'}
            items={steps}
          />
        )}
        <StateView
          ctx={ctx}
          wizard={wizard}
          moved={wizard.tried}
          paths={{ assistant: text(props.props.assistantPath, applicationsPath(ctx, 'pc')), flow: text(props.props.flowPath, 'recruitmentflow') }}
        />
      </section>
    </div>
  );
}
