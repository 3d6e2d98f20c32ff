import { useTranslation } from 'react-i18next';
import type { Offer } from '@dtn/contracts/entities/offer';
import { formatUsd } from '../../../shared/format';

/** The bid, the transport (the selected carrier and its amount, or none) and the total of an offer. */
export function OfferAmounts({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const request = offer.transportBidRequest;
  const carrier = request?.transportBids.find((bid) => bid.id === request.selectedTransportBidId)?.transportVendor.name;
  const rows: [string, string][] = [
    ['offers.bid.amount', offer.offerAmount === null ? t('offers.detail.no-amount') : formatUsd(offer.offerAmount)],
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
