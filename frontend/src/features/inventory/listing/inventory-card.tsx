import { Badge, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import { formatUsd } from '../../../shared/format';
import { imageUrl } from '../../../shared/image-url';
import { MarketBadge } from '../common/market-badge';
import { vehicleDetail, vehicleTitle } from '../../../shared/vehicle-title';
import { SpotlightControl } from '../spotlight/spotlight-control';
import { AgingActions } from '../aging/aging-actions';
import { exitVehicleOf } from '../aging/exit-vehicle';

/** A vehicle of the dealer group's own inventory (listing and spotlighted pages), with its
 * price-to-market, which the listing sorts by. */
export function InventoryCard({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const title = vehicleTitle(item);
  const detail = vehicleDetail(item);
  return (
    <Card className="h-100 shadow-sm position-relative" data-testid="inventory-card">
      <Card.Img variant="top" src={imageUrl(item.images[0])} alt="" loading="lazy" style={{ aspectRatio: '4 / 3', objectFit: 'cover' }} />
      <Card.Body>
        <Badge bg="secondary" className="mb-2">
          {t(`inventory.listing-type.${item.listingType}`)}
        </Badge>
        <Card.Title as="h3" className="h6 mb-1">
          <Link
            to={`/inventorydetail/${item.vin}`}
            className="stretched-link text-reset text-decoration-none"
            aria-label={t('marketplace.card.open', { title })}
          >
            {title}
          </Link>
        </Card.Title>
        {detail && <Card.Subtitle className="text-body-secondary small mb-2">{detail}</Card.Subtitle>}
        <dl className="small mb-0 row g-0">
          <dt className="col-6 fw-normal text-body-secondary">{t('inventory.card.stock-number')}</dt>
          <dd className="col-6 mb-0 text-end">{item.stockNumber}</dd>
          <dt className="col-6 fw-normal text-body-secondary">{t('inventory.card.days-in-inventory')}</dt>
          <dd className="col-6 mb-0 text-end">{item.daysInInventory}</dd>
          <dt className="col-6 fw-normal text-body-secondary">{t('inventory.card.price')}</dt>
          <dd className="col-6 mb-0 text-end fw-semibold">{formatUsd(item.data['List Price'])}</dd>
          <dt className="col-6 fw-normal text-body-secondary">{t('market.price-to-market')}</dt>
          <dd className="col-6 mb-0 text-end" data-testid="card-price-to-market">
            {item.market.priceToMarket === null ? '—' : <MarketBadge priceToMarket={item.market.priceToMarket} />}
          </dd>
        </dl>
      </Card.Body>
      <Card.Footer className="bg-transparent d-flex flex-wrap align-items-center gap-2">
        <AgingActions vehicle={exitVehicleOf(item)} />
        <SpotlightControl vehicle={item} />
      </Card.Footer>
    </Card>
  );
}
