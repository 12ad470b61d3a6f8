import { request } from '@/src/api/client';
import type { Delivery } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';
import type { KitServices } from '@/renderers/common/kit-services';
import { subjectOf } from '@/renderers/common/delivery-list/subject';

/** null: the application is gone (withdrawn); else its new state */
export type DeliveryChange = (id: number, next: Delivery | null) => void;

interface Handlers {
  change: DeliveryChange;
  /** after an answer or a refusal: the row may be out of date (review started meanwhile) */
  reload: () => void;
}

export type DeliveryActions = ReturnType<typeof useDeliveryActions>;

/**
 * Withdraw and the background-check answers, each behind a confirm. A refusal is shown by the API client
 * (e.g. 审核已开始，不能撤回); the data then reloads.
 */
export function useDeliveryActions(ctx: BlockContext, kit: KitServices, { change, reload }: Handlers) {
  const withdraw = (d: Delivery) =>
    kit.confirm({
      title: ctx.t('following.withdraw.title'),
      content: ctx.t('following.withdraw.content', { title: subjectOf(d, ctx.timeZone).title }),
      okText: ctx.t('following.withdraw.ok'),
      danger: true,
      cancelText: ctx.t('following.cancel'),
      onOk: async () => {
        const done = await request('delivery.delete', { deliveryId: d.id }).then(() => true, () => false);
        if (done) {
          change(d.id, null);
          kit.toast('success', ctx.t('following.withdraw.done'));
        }
        reload();
      },
    });

  const answerBc = (d: Delivery, agree: boolean) =>
    kit.confirm({
      title: ctx.t('following.bc.title'),
      content: ctx.t(agree ? 'following.bc.agreeConfirm' : 'following.bc.disagreeConfirm'),
      okText: ctx.t(agree ? 'following.bc.agreeOk' : 'following.bc.disagreeOk'),
      danger: !agree,
      cancelText: ctx.t('following.cancel'),
      onOk: async () => {
        const next = await request<Delivery>(agree ? 'delivery.agreeBc' : 'delivery.disagreeBc', { deliveryId: d.id }).catch(() => null);
        if (next) {
          change(d.id, next);
          kit.toast('success', ctx.t(agree ? 'following.bc.agreed' : 'following.bc.disagreed'));
        }
        reload();
      },
    });

  return { withdraw, answerBc };
}
