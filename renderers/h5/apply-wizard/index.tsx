import { Steps } from 'antd-mobile';
import type { ApplyCheck } from '@/src/core/application-api';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { fillPath } from '@/renderers/common/fill-path';
import { isRefused, useApplyWizard } from '@/renderers/common/use-apply-wizard';
import { withSignUpTexts } from '@/renderers/common/sign-up-texts';
import { ActivityCard } from '@/renderers/h5/activity-detail/activity-card';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import { applicationsPath } from '@/renderers/common/account-paths';
import { PositionCard } from './position-card';
import { StateView } from './state-view';
import '@/renderers/h5/shared/surface.css';
import './apply-wizard.css';

const STEPS = ['applying.stepResume', 'applying.stepConfirm', 'applying.stepDone'];

/**
 * apply-wizard on h5 (apply/delivery/{applyId}; data wizard.apply): the position, the steps, and what the state
 * allows: submit (wizard.submit), complete the resume first, follow an application made before, or nothing.
 */
export default function ApplyWizard(props: BlockProps<ApplyCheck, PropsFor<'apply-wizard'>>) {
  const { loading, error, reload } = props;
  const blockCtx = props.ctx;
  const completePath = useDefaultPath(blockCtx, props.props.completePath, 'completeResume/{deliveryId}');
  const positionPath = useDefaultPath(blockCtx, props.props.positionPath, 'recruitmentview/{id}/{recruitType}');
  const assistant = useDefaultPath(blockCtx, props.props.assistantPath, applicationsPath(blockCtx, 'h5'));
  const flow = useDefaultPath(blockCtx, props.props.flowPath, 'recruitmentflow');
  const improvePath = useDefaultPath(blockCtx, props.props.improvePath, 'ImproveResume?templateId={templateId}');
  const wizard = useApplyWizard(props, completePath, improvePath);
  const { check } = wizard;
  // a sign-up (tag '2') tells the same steps in a sign-up's words
  const ctx = withSignUpTexts(blockCtx, check);
  const activityPath = useDefaultPath(blockCtx, undefined, 'applyActivity/{id}/applyActivity');
  const refused = !wizard.delivery && !!check && isRefused(check);
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={!check} rows={6}>
      {check && (
        <div className="h5-apply-wizard">
          {check.position ? (
            <PositionCard ctx={ctx} position={check.position} to={fillPath(positionPath, check.position)} />
          ) : (
            <ActivityCard ctx={ctx} activity={check.activity} path={activityPath} />
          )}
          <section className="h5-card h5-apply-wizard__body" aria-label={ctx.t('applying.steps')}>
            {!refused && (
              <Steps current={wizard.step} className="h5-apply-wizard__steps">
                {STEPS.map((key, index) => (
                  <Steps.Step key={key} title={ctx.t(key)} status={index < wizard.step || wizard.step === 2 ? 'finish' : index === wizard.step ? 'process' : 'wait'} />
                ))}
              </Steps>
            )}
            <StateView ctx={ctx} wizard={wizard} paths={{ assistant, flow }} />
          </section>
        </div>
      )}
    </BlockState>
  );
}
