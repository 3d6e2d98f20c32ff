import { ListGroup } from 'react-bootstrap';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../shared/request-error';
import { isLoading } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { spotlightActions } from '../spotlight/spotlight-slice';
import { digestActions, selectDigest } from './digest-slice';
import { DigestVehicle } from './digest-vehicle';
import { exitVehicleOf } from './exit-vehicle';
import { exitsActions } from './exits-slice';

/**
 * /agingdigest/{notificationId}: a dealership's daily aging digest, each vehicle with its exits.
 * The drawer's links name one vehicle and one exit (?vehicle=<id>&action=reprice|spotlight|buy-now):
 * that exit opens as soon as the vehicle is read, so it is one click from the notification.
 */
export default function DigestPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { notificationId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { notification, items, status } = useAppSelector(selectDigest);
  const asked = params.get('vehicle');
  const action = params.get('action');
  const target = asked ? items[asked] : undefined;

  useEffect(() => {
    dispatch(digestActions.opened({ notificationId }));
  }, [dispatch, notificationId]);
  useEffect(() => () => void dispatch(digestActions.closed()), [dispatch]);

  useEffect(() => {
    if (!target || target.sold) return;
    if (action === 'reprice' || action === 'buy-now') dispatch(exitsActions.dialogOpened({ kind: action, vehicle: exitVehicleOf(target) }));
    if (action === 'spotlight' && !target.spotlight) {
      const { id, make, model, year, spotlight } = target;
      dispatch(spotlightActions.requested({ id, make, model, year, spotlight }));
    }
    // Done once: a reload or the back button does not open it again.
    setParams({}, { replace: true });
  }, [dispatch, target, action, setParams]);

  return (
    <section aria-labelledby="digest-heading">
      <h1 id="digest-heading" className="h3 mb-1">
        {t('aging.digest.page-title')}
      </h1>
      {status.state === 'failed' && (
        <RequestError
          problem={status.problem}
          notFoundKey="aging.digest.not-found"
          onRetry={() => dispatch(digestActions.opened({ notificationId }))}
        />
      )}
      {isLoading(status) && <Spinner />}
      {notification && (
        <>
          <p className="text-body-secondary">{notification.title}</p>
          <ListGroup as="ul" data-testid="digest-vehicles">
            {(notification.agingVehicles ?? []).map((listed) => (
              <DigestVehicle key={listed.inventoryId} listed={listed} item={items[listed.inventoryId]} />
            ))}
          </ListGroup>
        </>
      )}
    </section>
  );
}
