// Every block type's contract, in the order the docs table and the page meta-schema list them.
import type { BlockContract } from '../define-block';
import { layoutPortalBlock } from './layout-portal';
import { layoutBareBlock } from './layout-bare';
import { sectionBlock } from './section';
import { bannerBlock } from './banner';
import { searchBarBlock } from './search-bar';
import { statStripBlock } from './stat-strip';
import { recruitTypeTabsBlock } from './recruit-type-tabs';
import { positionFiltersBlock } from './position-filters';
import { positionListBlock } from './position-list';
import { positionDetailBlock } from './position-detail';
import { unitListBlock } from './unit-list';
import { unitProfileBlock } from './unit-profile';
import { noticeListBlock } from './notice-list';
import { noticeDetailBlock } from './notice-detail';
import { activityListBlock } from './activity-list';
import { qaListBlock } from './qa-list';
import { loginFormBlock } from './login-form';
import { actionFormBlock } from './action-form';
import { tabsBlock } from './tabs';
import { accountSettingsBlock } from './account-settings';
import { resumeEditorBlock } from './resume-editor';
import { accountMenuBlock } from './account-menu';
import { collectListBlock } from './collect-list';
import { applyWizardBlock } from './apply-wizard';
import { deliveryListBlock } from './delivery-list';
import { deliveryFlowBlock } from './delivery-flow';
import { notificationListBlock } from './notification-list';
import { feedbackFormBlock } from './feedback-form';
import { activityDetailBlock } from './activity-detail';
import { reviewListBlock } from './review-list';
import { reviewDetailBlock } from './review-detail';
import { resumeViewBlock } from './resume-view';
import { messageBlock } from './message';
import { recordTableBlock } from './record-table';
import { recordFormBlock } from './record-form';
import { recordActionsBlock } from './record-actions';
import { recordImportBlock } from './record-import';
import { terminalPreviewBlock } from './terminal-preview';

/** Each block type's contract by its name. */
export const contractsByType = {
  'layout-portal': layoutPortalBlock,
  'layout-bare': layoutBareBlock,
  section: sectionBlock,
  banner: bannerBlock,
  'search-bar': searchBarBlock,
  'stat-strip': statStripBlock,
  'recruit-type-tabs': recruitTypeTabsBlock,
  'position-filters': positionFiltersBlock,
  'position-list': positionListBlock,
  'position-detail': positionDetailBlock,
  'unit-list': unitListBlock,
  'unit-profile': unitProfileBlock,
  'notice-list': noticeListBlock,
  'notice-detail': noticeDetailBlock,
  'activity-list': activityListBlock,
  'qa-list': qaListBlock,
  'login-form': loginFormBlock,
  'action-form': actionFormBlock,
  tabs: tabsBlock,
  'account-settings': accountSettingsBlock,
  'resume-editor': resumeEditorBlock,
  'account-menu': accountMenuBlock,
  'collect-list': collectListBlock,
  'apply-wizard': applyWizardBlock,
  'delivery-list': deliveryListBlock,
  'delivery-flow': deliveryFlowBlock,
  'notification-list': notificationListBlock,
  'feedback-form': feedbackFormBlock,
  'activity-detail': activityDetailBlock,
  'review-list': reviewListBlock,
  'review-detail': reviewDetailBlock,
  'resume-view': resumeViewBlock,
  message: messageBlock,
  'record-table': recordTableBlock,
  'record-form': recordFormBlock,
  'record-actions': recordActionsBlock,
  'record-import': recordImportBlock,
  'terminal-preview': terminalPreviewBlock,
};

/** In the order the docs table and the page meta-schema list them; both are generated from these (npm run blocks:generate). */
export const blockContracts: BlockContract[] = Object.values(contractsByType);
