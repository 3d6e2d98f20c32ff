import { Card } from 'react-bootstrap';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import { formatUsd } from '../../../shared/format';
import { imageUrl } from '../../../shared/image-url';
import { vehicleDetail, vehicleTitle } from '../../../shared/vehicle-title';

/** The vehicle an offer is about: picture, name (linking to its detail), dealership, list price. */
export function VehicleSummary({ item, children }: { item: InventoryItem; children?: ReactNode }) {
  const { t } = useTranslation();
  const price = formatUsd(item.data['List Price']);
  const detail = vehicleDetail(item);
  return (
    <Card className="mb-3" data-testid="vehicle-summary">
      <Card.Body className="d-flex gap-3 align-items-start">
        <img src={imageUrl(item.images[0])} alt="" className="rounded object-fit-cover flex-shrink-0" style={{ width: 112, height: 72 }} />
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <h2 className="h5 mb-1">
            <Link to={`/inventorydetail/${item.vin}`}>{vehicleTitle(item)}</Link>
            {detail && <span className="text-body-secondary fw-normal"> {detail}</span>}
          </h2>
          <p className="mb-1 small text-body-secondary">
            {[item.dealershipInfo.name, item.dealershipInfo.city, item.dealershipInfo.state].filter(Boolean).join(', ')}
          </p>
          <p className="mb-0 small text-body-secondary text-break">
            {t('offers.vehicle.vin', { vin: item.vin })}
            {price && <> · {t('offers.vehicle.list-price', { price })}</>}
          </p>
          {children}
        </div>
      </Card.Body>
    </Card>
  );
}
