import { Button, Toast } from 'antd-mobile';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import type { BlockContext } from '@/src/runtime/block-props';
import { useCollect } from '@/renderers/common/use-collect';

/** 收藏 beside the apply button: a toggle (aria-pressed) that keeps the position among the favourites. */
export function CollectButton({ ctx, positionId }: { ctx: BlockContext; positionId: number }) {
  const { collected, busy, toggle } = useCollect(ctx, positionId, (now) => {
    Toast.show({ content: ctx.t(now ? 'applying.collectAdded' : 'applying.collectRemoved') });
  });
  return (
    <Button
      className={`h5-collect${collected ? ' h5-collect--on' : ''}`}
      shape="rounded"
      size="large"
      fill="outline"
      aria-pressed={collected}
      // antd-mobile's loading state hides the label: the button is disabled instead while it waits
      disabled={busy}
      onClick={() => void toggle()}
    >
      <span className="h5-collect__inner">
        {collected ? <StarFill aria-hidden className="h5-collect__star" /> : <StarOutline aria-hidden className="h5-collect__star" />}
        {ctx.t('applying.collect')}
      </span>
    </Button>
  );
}
