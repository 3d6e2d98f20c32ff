import { Badge, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AgingDigestVehicle } from '@dtn/contracts/entities/aging';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import { formatUsd } from '../../../shared/format';
import { vehicleTitle } from '../../../shared/vehicle-title';
import { SpotlightControl } from '../spotlight/spotlight-control';
import { AgingActions } from './aging-actions';
import { exitVehicleOf } from './exit-vehicle';

/** One vehicle of a digest: what the digest said (threshold, days, price-to-market, cost of
 * aging), its list price now, and its exits while it is on sale. */
export function DigestVehicle({ listed, item }: { listed: AgingDigestVehicle; item: InventoryItem | undefined }) {
  const { t } = useTranslation();
  const vehicle = item ? exitVehicleOf(item) : null;
  const title = vehicleTitle(listed);
  const priceNow = vehicle?.listPrice ?? null;
  const na = t('aging.report.none');
  const figures: [string, string][] = [
    [
      t('aging.digest.list-price'),
      [
        formatUsd(priceNow ?? listed.listPrice) || na,
        priceNow !== null && listed.listPrice !== null && priceNow !== listed.listPrice
          ? `(${t('aging.digest.price-was', { price: formatUsd(listed.listPrice) })})`
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    ],
    [t('aging.digest.price-to-market'), listed.priceToMarket === null ? na : `${listed.priceToMarket}%`],
    [t('aging.digest.aging-cost'), formatUsd(listed.agingCost)],
  ];
  return (
    <ListGroup.Item as="li" data-testid="digest-vehicle" data-vin={listed.vin} className="py-3">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-3">
        <div>
          <h2 className="h6 mb-1">
            <Link to={`/inventorydetail/${listed.vin}`}>{title}</Link>{' '}
            <Badge bg="warning" text="dark">
              {t('aging.digest.threshold-value', { days: listed.threshold })}
            </Badge>
          </h2>
          <div className="small text-body-secondary">
            {listed.vin} · {t('aging.digest.days', { days: listed.daysInInventory })}
          </div>
        </div>
        <dl className="d-flex flex-wrap gap-3 small mb-0">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="fw-normal text-body-secondary">{label}</dt>
              <dd className="mb-0 fw-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        {!item && <span className="small text-body-secondary">{t('aging.digest.gone')}</span>}
        {vehicle?.sold && <Badge bg="secondary">{t('aging.digest.sold')}</Badge>}
        {vehicle && !vehicle.sold && (
          <>
            <AgingActions vehicle={vehicle} />
            {item && <SpotlightControl vehicle={item} />}
          </>
        )}
      </div>
    </ListGroup.Item>
  );
}
