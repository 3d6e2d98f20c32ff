import { Card } from 'react-bootstrap';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/empty-state';
import { formatUsd } from '../../../shared/format';
import { imageUrl } from '../../../shared/image-url';
import { RequestError } from '../../../shared/request-error';
import { isLoading } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { InstantOfferMark } from '../common/instant-offer';
import { OfferStatusBadge } from '../common/offer-status-badge';
import { vehicleTitle } from '../../../shared/vehicle-title';
import { BuyerActions } from './buyer-actions';
import { myOffersActions, selectMyOffers } from './my-offers-slice';

/** /myoffers: the user's bids with their status, cancel, restore and dismiss; refreshed every 10 s. */
export default function MyOffersPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { offers, status } = useAppSelector(selectMyOffers);

  useEffect(() => {
    dispatch(myOffersActions.listOpened());
    return () => {
      dispatch(myOffersActions.listLeft());
    };
  }, [dispatch]);

  let body;
  if (status.state === 'failed' && offers.length === 0) {
    body = <RequestError problem={status.problem} failedKey="my-offers.error" onRetry={() => dispatch(myOffersActions.listOpened())} />;
  } else if (isLoading(status) || status.state === 'idle') body = <Spinner />;
  else if (offers.length === 0) body = <EmptyState messageKey="my-offers.no-bids" />;
  else {
    body = (
      <ul className="list-unstyled d-grid gap-3 mb-0">
        {offers.map((offer) => {
          const name = vehicleTitle(offer.inventory);
          return (
            <li key={offer.id}>
              <Card data-testid="my-offer">
                <Card.Body className="d-flex flex-wrap gap-3 align-items-center">
                  <img
                    src={imageUrl(offer.inventory.images[0])}
                    alt=""
                    className="rounded object-fit-cover flex-shrink-0"
                    style={{ width: 96, height: 64 }}
                  />
                  <div className="flex-grow-1" style={{ minWidth: 180 }}>
                    <h2 className="h6 mb-1">
                      <Link to={`/myofferdetails/${offer.inventoryId}`}>{name}</Link>
                    </h2>
                    <p className="small text-body-secondary mb-1">{offer.inventory.dealershipInfo.name}</p>
                    <div className="d-flex flex-wrap align-items-center gap-2">
                      <OfferStatusBadge status={offer.status} />
                      <InstantOfferMark offer={offer} side="buyer" />
                    </div>
                  </div>
                  <div className="text-sm-end" style={{ minWidth: 140 }}>
                    <div className="fw-semibold" data-testid="my-offer-amount">
                      {offer.offerAmount === null ? t('offers.detail.no-amount') : formatUsd(offer.offerAmount)}
                    </div>
                    {offer.transportOfferAmount !== null && (
                      <div className="small text-body-secondary">
                        {t('offers.list.with-transport', { amount: formatUsd(offer.transportOfferAmount) })}
                      </div>
                    )}
                  </div>
                  <BuyerActions offer={offer} name={name} />
                </Card.Body>
              </Card>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="my-offers-heading">
      <h1 id="my-offers-heading" className="h3 mb-3">
        {t('my-offers.title')}
      </h1>
      {body}
    </section>
  );
}
