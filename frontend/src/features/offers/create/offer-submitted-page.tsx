import { Card } from 'react-bootstrap';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../shared/format';
import { RequestError } from '../../../shared/request-error';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { OfferStatusBadge } from '../common/offer-status-badge';
import { VehicleSummary } from '../common/vehicle-summary';
import { selectWizard, wizardActions } from './wizard-slice';

/** /offersubmitted/{vin}: the vehicle and the amounts just bid, and Done back to the vehicle. */
export default function OfferSubmittedPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { vin = '' } = useParams();
  const { item, itemStatus, offer, offerStatus, offerLoaded, vin: shownVin } = useAppSelector(selectWizard);

  useEffect(() => {
    dispatch(wizardActions.opened({ vin }));
    return () => {
      dispatch(wizardActions.left());
    };
  }, [dispatch, vin]);

  const retry = () => dispatch(wizardActions.opened({ vin }));
  let body;
  if (itemStatus.state === 'failed' && !item)
    body = <RequestError problem={itemStatus.problem} notFoundKey="offers.vehicle-not-found" onRetry={retry} />;
  else if (offerStatus.state === 'failed' && !offerLoaded) body = <RequestError problem={offerStatus.problem} onRetry={retry} />;
  else if (!item || shownVin !== vin || !offerLoaded) body = <Spinner />;
  else if (!offer) body = <p role="status">{t('offers.submitted.no-offer')}</p>;
  else {
    body = (
      <Card>
        <Card.Body>
          <p className="mb-3">
            {t('offers.submitted.message')} <OfferStatusBadge status={offer.status} />
          </p>
          <dl className="row g-0 mb-3" style={{ maxWidth: 420 }}>
            {(
              [
                ['offers.bid.amount', formatUsd(offer.offerAmount)],
                [
                  'offers.bid.transport-amount',
                  offer.transportOfferAmount === null ? t('offers.detail.no-transport') : formatUsd(offer.transportOfferAmount),
                ],
                ['offers.detail.total', formatUsd(offer.total)],
              ] as const
            ).map(([labelKey, value]) => (
              <div key={labelKey} style={{ display: 'contents' }}>
                <dt className="col-7 fw-normal text-body-secondary">{t(labelKey)}</dt>
                <dd className="col-5 text-end" data-testid={labelKey}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <Link className="btn btn-primary" to={`/inventorydetail/${vin}`}>
            {t('offers.submitted.done')}
          </Link>
        </Card.Body>
      </Card>
    );
  }

  return (
    <section aria-labelledby="offer-submitted-heading" style={{ maxWidth: 960 }}>
      <h1 id="offer-submitted-heading" className="h3 mb-3">
        {t('offers.submitted.title')}
      </h1>
      {item && shownVin === vin && <VehicleSummary item={item} />}
      {body}
    </section>
  );
}
