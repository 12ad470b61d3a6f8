import { Button } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';
import { useCollect } from '@/renderers/common/use-collect';
import { showMessage } from '@/renderers/pc/notifier';
import { buttonBusy } from '@/renderers/pc/shared/button-busy';

/** 收藏: a toggle button (aria-pressed) that keeps the position among the candidate's favourites. */
export function CollectButton({ ctx, positionId }: { ctx: BlockContext; positionId: number }) {
  const { collected, busy, toggle } = useCollect(ctx, positionId, (now) => {
    showMessage('success', ctx.t(now ? 'applying.collectAdded' : 'applying.collectRemoved'));
  });
  return (
    <Button
      size="large"
      aria-pressed={collected}
      loading={buttonBusy(busy)}
      onClick={() => void toggle()}
      className={`pc-collect${collected ? ' pc-collect--on' : ''}`}
      icon={
        <span aria-hidden="true" className="pc-collect__star">
          {collected ? '★' : '☆'}
        </span>
      }
    >
      {ctx.t('applying.collect')}
    </Button>
  );
}
