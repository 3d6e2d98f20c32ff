import { Badge, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import { hasAny, screenAccess } from '@dtn/contracts/permissions';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { selectPermissions } from '../../../shared/session/session-slice';
import { isFailed } from '../../../shared/request-status';
import { reachVehicleOf, StandingOrderReachLine } from '../../../shared/standing-order-reach/standing-order-reach';
import { selectSpotlight, spotlightActions as actions } from './spotlight-slice';

type Vehicle = Pick<
  InventoryItem,
  'id' | 'make' | 'model' | 'year' | 'spotlight' | 'sold' | 'dealershipId' | 'trim' | 'listingType' | 'data'
>;

export function SpotlightBadge() {
  const { t } = useTranslation();
  return (
    <Badge bg="warning" text="dark">
      {t('inventory.spotlighted-badge')}
    </Badge>
  );
}

/**
 * Spotlight or remove the spotlight (spec section 4); before spotlighting, the users notified and
 * the standing orders that would bid (issue 35). Without SpotlightInventory only the badge of
 * a spotlighted vehicle shows.
 */
export function SpotlightControl({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const permissions = useAppSelector(selectPermissions);
  const flow = useAppSelector(selectSpotlight);
  const badge = vehicle.spotlight ? <SpotlightBadge /> : null;
  if (!hasAny(permissions, screenAccess.spotlighted)) return badge;

  if (flow.target?.id !== vehicle.id) {
    return (
      <div className="d-flex align-items-center gap-2 position-relative" style={{ zIndex: 2 }}>
        {badge}
        {!vehicle.sold && (
          <Button
            size="sm"
            variant={vehicle.spotlight ? 'outline-secondary' : 'outline-warning'}
            onClick={() =>
              dispatch(
                actions.requested({
                  id: vehicle.id,
                  make: vehicle.make,
                  model: vehicle.model,
                  year: vehicle.year,
                  spotlight: vehicle.spotlight,
                }),
              )
            }
          >
            {t(vehicle.spotlight ? 'inventory.spotlight.unspotlight' : 'inventory.spotlight.spotlight')}
          </Button>
        )}
      </div>
    );
  }

  const removing = flow.target.spotlight;
  return (
    <div className="position-relative" style={{ zIndex: 2 }} role="group" aria-label={t('inventory.spotlight.confirm-group')}>
      <p className="small mb-2" role="status">
        {flow.step === 'counting' && t('inventory.spotlight.counting')}
        {flow.step !== 'counting' && removing && t('inventory.spotlight.confirm-remove')}
        {flow.step !== 'counting' && !removing && flow.count !== null && t('inventory.spotlight.users-notified', { number: flow.count })}
        {flow.step !== 'counting' && !removing && isFailed(flow.countStatus) && t('inventory.spotlight.count-error')}
      </p>
      {!removing && (
        <div className="mb-2" role="status">
          <StandingOrderReachLine vehicle={reachVehicleOf(vehicle)} />
        </div>
      )}
      {flow.step === 'failed' && (
        <p className="small text-danger mb-2" role="alert">
          {t('inventory.spotlight.save-error')}
        </p>
      )}
      <div className="d-flex gap-2">
        <Button
          size="sm"
          variant="primary"
          disabled={flow.step === 'counting' || flow.step === 'saving'}
          onClick={() => dispatch(actions.confirmed())}
        >
          {t('inventory.spotlight.confirm')}
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={flow.step === 'saving'} onClick={() => dispatch(actions.cancelled())}>
          {t('inventory.spotlight.cancel')}
        </Button>
      </div>
    </div>
  );
}
