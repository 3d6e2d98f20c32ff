import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/empty-state';
import { RequestError } from '../../../shared/request-error';
import { isLoading } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { IncomingGroup } from './incoming-group';
import { incomingActions, selectIncoming } from './incoming-slice';

/**
 * /incomingoffers: bids on the group's vehicles, grouped by vehicle, refreshed every 10 s. A link
 * from a vehicle's detail (#vehicle-<id>) scrolls to its group.
 */
export default function IncomingOffersPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { hash } = useLocation();
  const { groups, status } = useAppSelector(selectIncoming);

  useEffect(() => {
    dispatch(incomingActions.listOpened());
    return () => {
      dispatch(incomingActions.listLeft());
    };
  }, [dispatch]);

  const shown = groups.length > 0;
  useEffect(() => {
    if (!shown || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [hash, shown]);

  let body;
  // Section 8: the alert offers.incoming.error when the load fails with no data to show.
  if (status.state === 'failed' && groups.length === 0) {
    body = (
      <RequestError problem={status.problem} failedKey="offers.incoming.error" onRetry={() => dispatch(incomingActions.listOpened())} />
    );
  } else if (isLoading(status) || status.state === 'idle') body = <Spinner />;
  else if (groups.length === 0) body = <EmptyState messageKey="offers.incoming.no-offers" />;
  else {
    body = (
      <div className="d-grid gap-3">
        {groups.map((group) => (
          <IncomingGroup key={group.inventory.id} group={group} />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="incoming-heading">
      <h1 id="incoming-heading" className="h3 mb-3">
        {t('offers.incoming.title')}
      </h1>
      {body}
    </section>
  );
}
