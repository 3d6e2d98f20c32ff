import { useTranslation } from 'react-i18next';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { ReactNode } from 'react';
import { formatUsd } from '../../../shared/format';
import { PercentOfValue } from '../../../shared/market/percent-of-value';

/** The bid (with the vehicle's network value, also as a percentage of it), the transport (the
 * selected carrier and its amount, or none) and the total of an offer. */
export function OfferAmounts({ offer, value = null }: { offer: Offer; value?: number | null }) {
  const { t } = useTranslation();
  const request = offer.transportBidRequest;
  const carrier = request?.transportBids.find((bid) => bid.id === request.selectedTransportBidId)?.transportVendor.name;
  const rows: [string, ReactNode][] = [
    [
      'offers.bid.amount',
      offer.offerAmount === null ? (
        t('offers.detail.no-amount')
      ) : (
        <>
          {formatUsd(offer.offerAmount)}
          <PercentOfValue amount={offer.offerAmount} value={value} className="d-block small text-body-secondary" />
        </>
      ),
    ],
    [
      'offers.detail.transport',
      offer.transportOfferAmount === null
        ? t('offers.detail.no-transport')
        : carrier
          ? t('offers.detail.transport-by', { amount: formatUsd(offer.transportOfferAmount), vendor: carrier })
          : formatUsd(offer.transportOfferAmount),
    ],
    ['offers.detail.total', formatUsd(offer.total)],
  ];
  return (
    <dl className="row g-0 mb-3" data-testid="offer-amounts">
      {rows.map(([labelKey, value]) => (
        <div key={labelKey} style={{ display: 'contents' }}>
          <dt className="col-6 pe-2 fw-normal text-body-secondary">{t(labelKey)}</dt>
          <dd className="col-6 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
