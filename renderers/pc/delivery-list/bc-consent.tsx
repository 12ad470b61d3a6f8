import { Button } from 'antd';
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
    return (
      <p className={`pc-bc pc-bc--${backgroundCheck}`}>{ctx.t(backgroundCheck === 'agreed' ? 'following.bc.agreed' : 'following.bc.disagreed')}</p>
    );
  }
  if (backgroundCheck !== 'pending') return null;
  const id = `bc-${delivery.id}`;
  return (
    <div className="pc-bc pc-bc--pending" role="group" aria-labelledby={`${id}-title`}>
      <div className="pc-bc__text">
        <strong id={`${id}-title`}>{ctx.t('following.bc.title')}</strong>
        <span>{ctx.t('following.bc.prompt')}</span>
      </div>
      <div className="pc-bc__buttons">
        <Button type="primary" onClick={() => onAnswer(true)}>
          {ctx.t('following.bc.agree')}
        </Button>
        <Button onClick={() => onAnswer(false)}>{ctx.t('following.bc.disagree')}</Button>
      </div>
    </div>
  );
}
