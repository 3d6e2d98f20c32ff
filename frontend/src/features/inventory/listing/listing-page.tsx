import { Badge } from 'react-bootstrap';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { selectRollup } from '../rollup/rollup-slice';
import { ageLabelKey } from './age-bucket';
import { ListingResults } from './listing-results';
import { listingActions } from './listing-slice';

/** /inventorylisting/{dealershipId}/{age}: one dealership's vehicles in one age bucket or 15-day band. */
export default function ListingPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { dealershipId = '', age = '' } = useParams();
  const dealership = useAppSelector(selectRollup).rows.find((row) => row.dealershipId === dealershipId);
  const ageKey = ageLabelKey(age);

  useEffect(() => {
    dispatch(listingActions.opened({ kind: 'age', dealershipId, age }));
    return () => {
      dispatch(listingActions.closed());
    };
  }, [dispatch, dealershipId, age]);

  return (
    <section aria-labelledby="listing-heading">
      <header className="mb-3">
        <h1 id="listing-heading" className="h3 mb-1 d-flex flex-wrap align-items-center gap-2">
          <span>{dealership?.name ?? t('inventory.listing.title')}</span>
          {ageKey && (
            <Badge bg="info" text="dark" className="fs-6">
              {t(ageKey)}
            </Badge>
          )}
        </h1>
        {dealership && (
          <p className="text-body-secondary mb-0">
            {[dealership.address1, dealership.address2, dealership.city, `${dealership.state} ${dealership.postalCode}`]
              .filter(Boolean)
              .join(', ')}
          </p>
        )}
      </header>
      <ListingResults emptyKey="inventory.not-found" />
    </section>
  );
}
