import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useCanCall } from '../../../shared/store-hooks';
import { BuyNowDialog } from './buy-now-dialog';
import type { ExitVehicle } from './exit-vehicle';
import { exitsActions as actions } from './exits-slice';
import { RepriceDialog } from './reprice-dialog';

/**
 * The exits of an aging vehicle of the user's own group, one click each: reprice (a new list
 * price) and a Buy Now price, each in a small dialog. Spotlighting is beside it (the spotlight
 * control). Shown to whoever may call the routes (the sellers), for a vehicle not sold.
 */
export function AgingActions({ vehicle }: { vehicle: ExitVehicle }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mayReprice = useCanCall('repriceVehicle');
  const maySetBuyNow = useCanCall('setBuyNowPrice');
  if (vehicle.sold || (!mayReprice && !maySetBuyNow)) return null;
  return (
    <>
      <div
        className="d-flex flex-wrap gap-2 position-relative"
        style={{ zIndex: 2 }}
        role="group"
        aria-label={t('aging.actions.label', { vehicle: vehicle.title })}
      >
        {mayReprice && (
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={t('aging.actions.reprice-label', { vehicle: vehicle.title })}
            onClick={() => dispatch(actions.dialogOpened({ kind: 'reprice', vehicle }))}
          >
            {t('aging.actions.reprice')}
          </Button>
        )}
        {maySetBuyNow && (
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={t('aging.actions.buy-now-label', { vehicle: vehicle.title })}
            onClick={() => dispatch(actions.dialogOpened({ kind: 'buy-now', vehicle }))}
          >
            {t('aging.actions.buy-now')}
          </Button>
        )}
      </div>
      {mayReprice && <RepriceDialog vehicle={vehicle} />}
      {maySetBuyNow && <BuyNowDialog vehicle={vehicle} />}
    </>
  );
}
