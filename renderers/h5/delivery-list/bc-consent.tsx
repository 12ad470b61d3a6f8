import { Button } from 'antd-mobile';
import type { Delivery } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';
import './bc-consent.css';

interface BcConsentProps {
  ctx: BlockContext;
  delivery: Delivery;
  onAnswer: (agree: boolean) => void;
}

/** The background-check question while it is pending; the answer once given; nothing when none was asked. */
export function BcConsent({ ctx, delivery, onAnswer }: BcConsentProps) {
  const { backgroundCheck } = delivery;
  if (backgroundCheck === 'agreed' || backgroundCheck === 'disagreed') {
    return <p className={`h5-bc h5-bc--${backgroundCheck}`}>{ctx.t(backgroundCheck === 'agreed' ? 'following.bc.agreed' : 'following.bc.disagreed')}</p>;
  }
  if (backgroundCheck !== 'pending') return null;
  const titleId = `h5-bc-${delivery.id}`;
  return (
    <div className="h5-bc h5-bc--pending" role="group" aria-labelledby={titleId}>
      <strong id={titleId}>{ctx.t('following.bc.title')}</strong>
      <p className="h5-bc__prompt">{ctx.t('following.bc.prompt')}</p>
      <div className="h5-bc__buttons">
        <Button size="small" color="primary" onClick={() => onAnswer(true)}>
          {ctx.t('following.bc.agree')}
        </Button>
        <Button size="small" onClick={() => onAnswer(false)}>
          {ctx.t('following.bc.disagree')}
        </Button>
      </div>
    </div>
  );
}
