import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../shared/store-hooks';
import { ListingResults } from './listing-results';
import { listingActions } from './listing-slice';

/** /spotlighted: the dealer group's spotlighted vehicles (SpotlightInventory). */
export default function SpotlightedPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(listingActions.opened({ kind: 'spotlighted' }));
    return () => {
      dispatch(listingActions.closed());
    };
  }, [dispatch]);

  return (
    <section aria-labelledby="spotlighted-heading">
      <h1 id="spotlighted-heading" className="h3 mb-3">
        {t('inventory.spotlight.title')}
      </h1>
      <ListingResults emptyKey="inventory.spotlight.not-found" />
    </section>
  );
}
