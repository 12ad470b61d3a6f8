import { Button } from 'antd';
import { BcAnswered, type BcConsentProps } from '@/renderers/common/delivery-list/bc-answered';
import './bc-consent.css';

/** The background-check question while it is pending; the answer once given; nothing when none was asked. */
export function BcConsent({ ctx, delivery, onAnswer }: BcConsentProps) {
  if (delivery.backgroundCheck !== 'pending') return <BcAnswered ctx={ctx} delivery={delivery} prefix="pc" />;
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
