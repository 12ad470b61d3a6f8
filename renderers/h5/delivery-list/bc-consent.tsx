import { Button } from 'antd-mobile';
import { BcAnswered, type BcConsentProps } from '@/renderers/common/delivery-list/bc-answered';
import './bc-consent.css';

/** The background-check question while it is pending; the answer once given; nothing when none was asked. */
export function BcConsent({ ctx, delivery, onAnswer }: BcConsentProps) {
  if (delivery.backgroundCheck !== 'pending') return <BcAnswered ctx={ctx} delivery={delivery} prefix="h5" />;
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
