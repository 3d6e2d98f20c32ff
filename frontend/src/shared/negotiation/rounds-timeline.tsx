import { useTranslation } from 'react-i18next';
import type { Offer } from '@dtn/contracts/entities/offer';
import { percentOfValue } from '@dtn/contracts/domain/market';
import { formatPercent, formatUsd } from '../format';
import type { Side } from './negotiation-rules';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The rounds of an offer, oldest first, as `side` (the viewer) reads them: "You bid $21,000.00",
 * "The seller countered at $23,000.00", each with the deadline it set for the answer. Shown at the
 * top of the conversation, where the two sides talk about those amounts. With the vehicle's
 * network value (`value`), each amount is also a percentage of it.
 */
export function RoundsTimeline({ offer, side, value = null }: { offer: Pick<Offer, 'rounds'>; side: Side; value?: number | null }) {
  const { t } = useTranslation();
  if (offer.rounds.length === 0) return null;
  return (
    <section aria-labelledby="rounds-heading" className="mb-3" data-testid="rounds-timeline">
      <h3 id="rounds-heading" className="h6 small text-body-secondary text-uppercase mb-2">
        {t('negotiation.rounds.title')}
      </h3>
      <ol className="list-unstyled border-start border-2 ps-3 mb-0">
        {offer.rounds.map((round) => {
          const who = t(round.side === side ? 'negotiation.who.you' : `negotiation.who.${round.side}`);
          const percent = percentOfValue(round.amount, value);
          return (
            <li key={round.version} className="mb-2" data-testid="round" data-side={round.side}>
              <span className={round.side === side ? 'fw-semibold' : undefined}>
                {t(`negotiation.rounds.${round.kind}`, { who, amount: formatUsd(round.amount) })}
              </span>
              {percent !== null && (
                <span className="small text-body-secondary" data-testid="round-percent-of-value">
                  {' '}
                  {t('market.of-value', { percent: formatPercent(percent) })}
                </span>
              )}
              {round.deadline && (
                <span className="small text-body-secondary">
                  {' · '}
                  {t('negotiation.rounds.answer-by', { until: timeFormat.format(new Date(round.deadline)) })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
