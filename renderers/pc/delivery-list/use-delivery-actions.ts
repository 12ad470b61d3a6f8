import { request } from '@/src/api/client';
import type { Delivery } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';
import { subjectOf } from '@/renderers/pc/delivery-list/subject';
import { showConfirm, showMessage } from '@/renderers/pc/notifier';

/** null: the application is gone (withdrawn); else its new state */
export type DeliveryChange = (id: number, next: Delivery | null) => void;

interface Handlers {
  change: DeliveryChange;
  /** after a refusal: the row may be out of date (review started meanwhile) */
  reload: () => void;
}

/**
 * Withdraw and the background-check answers, each behind a confirm. A refusal is shown by the API client
 * (e.g. 审核已开始，不能撤回); the confirm then closes and the data reloads.
 */
export function useDeliveryActions(ctx: BlockContext, { change, reload }: Handlers) {
  const withdraw = (d: Delivery) =>
    showConfirm({
      title: ctx.t('following.withdraw.title'),
      content: ctx.t('following.withdraw.content', { title: subjectOf(d, ctx.timeZone).title }),
      okText: ctx.t('following.withdraw.ok'),
      okButtonProps: { danger: true },
      cancelText: ctx.t('following.cancel'),
      onOk: async () => {
        const done = await request('delivery.delete', { deliveryId: d.id }).then(() => true, () => false);
        if (!done) return reload();
        change(d.id, null);
        reload();
        showMessage('success', ctx.t('following.withdraw.done'));
      },
    });

  const answerBc = (d: Delivery, agree: boolean) =>
    showConfirm({
      title: ctx.t('following.bc.title'),
      content: ctx.t(agree ? 'following.bc.agreeConfirm' : 'following.bc.disagreeConfirm'),
      okText: ctx.t(agree ? 'following.bc.agreeOk' : 'following.bc.disagreeOk'),
      okButtonProps: agree ? undefined : { danger: true },
      cancelText: ctx.t('following.cancel'),
      onOk: async () => {
        const next = await request<Delivery>(agree ? 'delivery.agreeBc' : 'delivery.disagreeBc', { deliveryId: d.id }).catch(() => null);
        if (!next) return reload();
        change(d.id, next);
        reload();
        showMessage('success', ctx.t(agree ? 'following.bc.agreed' : 'following.bc.disagreed'));
      },
    });

  return { withdraw, answerBc };
}
