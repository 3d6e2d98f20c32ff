import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@dtn/contracts/entities/notification';
import { formatUsd } from '../../shared/format';
import { useCanCall } from '../../shared/store-hooks';
import { vehicleTitle } from '../../shared/vehicle-title';

/** The drawer shows this many of a digest's vehicles; its page shows them all. */
const shownVehicles = 5;

const exits = [
  { action: 'reprice', labelKey: 'aging.actions.reprice', ariaKey: 'aging.actions.reprice-label' },
  { action: 'buy-now', labelKey: 'aging.actions.buy-now', ariaKey: 'aging.actions.buy-now-label' },
  { action: 'spotlight', labelKey: 'aging.actions.spotlight', ariaKey: 'aging.actions.spotlight-label' },
] as const;

/**
 * An AgingDigest's card body in the bell's drawer: each vehicle with its days, price-to-market
 * and cost of aging, and its exits one click away: each link opens the digest's page with that
 * exit started on that vehicle (the page is the inventory feature's; the drawer only links).
 */
export function AgingDigestList({ notification, onNavigate }: { notification: Notification; onNavigate: () => void }) {
  const { t } = useTranslation();
  const allowed = {
    reprice: useCanCall('repriceVehicle'),
    spotlight: useCanCall('spotlightVehicle'),
    'buy-now': useCanCall('setBuyNowPrice'),
  };
  const vehicles = notification.agingVehicles ?? [];
  const link = notification.link ?? `/agingdigest/${notification.id}`;
  return (
    <>
      <ul className="list-unstyled mb-2" data-testid="aging-digest-vehicles">
        {vehicles.slice(0, shownVehicles).map((v) => {
          const title = vehicleTitle(v);
          const market = v.priceToMarket === null ? t('aging.digest.no-market') : t('aging.digest.market', { percent: v.priceToMarket });
          return (
            <li key={v.inventoryId} className="border-top pt-2 mt-2" data-vin={v.vin}>
              <div className="fw-semibold">{title}</div>
              <div className="small text-body-secondary">
                {t('aging.digest.summary', { days: v.daysInInventory, market, cost: formatUsd(v.agingCost) })}
              </div>
              <div className="d-flex flex-wrap gap-2 mt-1">
                {exits
                  .filter(({ action }) => allowed[action])
                  .map(({ action, labelKey, ariaKey }) => (
                    <Link
                      key={action}
                      className="btn btn-sm btn-outline-primary"
                      to={`${link}?vehicle=${v.inventoryId}&action=${action}`}
                      aria-label={t(ariaKey, { vehicle: title })}
                      onClick={onNavigate}
                    >
                      {t(labelKey)}
                    </Link>
                  ))}
              </div>
            </li>
          );
        })}
      </ul>
      {vehicles.length > shownVehicles && (
        <p className="small text-body-secondary mb-2">{t('aging.digest.more', { count: vehicles.length - shownVehicles })}</p>
      )}
    </>
  );
}
