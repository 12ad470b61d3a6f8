import { Dialog, Toast } from 'antd-mobile';
import { request } from '@/src/api/client';
import type { Delivery } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';
import { subjectOf } from '@/renderers/h5/delivery-list/subject';

interface Handlers {
  /** null: the application is gone (withdrawn); else its new state */
  change: (id: number, next: Delivery | null) => void;
  /** after an answer or a refusal (the row may be out of date: review started meanwhile) */
  reload: () => void;
}

/** Withdraw and the background-check answers, each behind a confirm; a refusal is shown by the API client. */
export function useDeliveryActions(ctx: BlockContext, { change, reload }: Handlers) {
  const withdraw = async (d: Delivery) => {
    const ok = await Dialog.confirm({
      title: ctx.t('following.withdraw.title'),
      content: ctx.t('following.withdraw.content', { title: subjectOf(d, ctx.timeZone).title }),
      confirmText: ctx.t('following.withdraw.ok'),
      cancelText: ctx.t('following.cancel'),
    });
    if (!ok) return;
    const done = await request('delivery.delete', { deliveryId: d.id }).then(() => true, () => false);
    if (done) {
      change(d.id, null);
      Toast.show({ icon: 'success', content: ctx.t('following.withdraw.done') });
    }
    reload();
  };

  const answerBc = async (d: Delivery, agree: boolean) => {
    const ok = await Dialog.confirm({
      title: ctx.t('following.bc.title'),
      content: ctx.t(agree ? 'following.bc.agreeConfirm' : 'following.bc.disagreeConfirm'),
      confirmText: ctx.t(agree ? 'following.bc.agreeOk' : 'following.bc.disagreeOk'),
      cancelText: ctx.t('following.cancel'),
    });
    if (!ok) return;
    const next = await request<Delivery>(agree ? 'delivery.agreeBc' : 'delivery.disagreeBc', { deliveryId: d.id }).catch(() => null);
    if (next) {
      change(d.id, next);
      Toast.show({ icon: 'success', content: ctx.t(agree ? 'following.bc.agreed' : 'following.bc.disagreed') });
    }
    reload();
  };

  return { withdraw, answerBc };
}
