import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@dtn/contracts/entities/offer';
import { Countdown } from '../countdown';
import { formatUsd } from '../format';
import { countersLeft, isLastCounter, sellerCounter, turnOf, type Side } from './negotiation-rules';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Whose turn it is on a submitted offer, as `side` (the viewer) reads it: "Your turn" with what is on
 * the table, or "Waiting for the seller until …"; with the live countdown to the deadline (spec: the
 * 50 ms countdown) when the turn has one. Nothing once the offer is no longer submitted.
 */
export function TurnBanner({ offer, side }: { offer: Offer; side: Side }) {
  const { t } = useTranslation();
  const turn = turnOf(offer);
  if (!turn) return null;
  const mine = turn === side;
  const until = offer.deadline ? timeFormat.format(new Date(offer.deadline)) : null;
  const counter = sellerCounter(offer);
  let text: string;
  if (!mine) text = t(until ? `negotiation.turn.waiting-${turn}-until` : `negotiation.turn.waiting-${turn}`, { until });
  else if (side === 'buyer' && counter !== null) text = t('negotiation.turn.yours-counter', { amount: formatUsd(counter) });
  else text = t('negotiation.turn.yours');
  const final = mine && isLastCounter(offer, side);
  const left = countersLeft(offer, side);
  return (
    <Alert variant={mine ? 'primary' : 'secondary'} className="py-2 px-3" data-testid="turn-banner" data-turn={turn}>
      <p className="mb-1 fw-semibold">{text}</p>
      {offer.deadline && (
        <p className="mb-1 small">
          {t(mine ? 'negotiation.turn.answer-by' : 'negotiation.turn.time-left', { until })}{' '}
          <Countdown until={offer.deadline} overKey="negotiation.turn.time-up" />
        </p>
      )}
      {mine && (
        <p className="mb-0 small">
          {final ? t('negotiation.turn.no-counters-left') : t('negotiation.turn.counters-left', { count: left })}
        </p>
      )}
    </Alert>
  );
}
