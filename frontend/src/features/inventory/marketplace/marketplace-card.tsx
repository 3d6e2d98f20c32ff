import { Badge, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MarketplaceItem } from '@dtn/contracts/entities/marketplace';
import { imageUrl } from '../../../shared/image-url';
import { formatUsd } from '../../../shared/format';
import { BuyNowOffer } from '../buy-now/buy-now-offer';
import { MarketBadge } from '../common/market-badge';
import { vehicleDetail, vehicleTitle } from '../../../shared/vehicle-title';

/**
 * A marketplace or trade-in card. A sold vehicle shows the sold overlay and is not clickable
 * (spec section 4); any other card opens /inventorydetail/{vin}.
 */
export function MarketplaceCard({ item }: { item: MarketplaceItem }) {
  const { t } = useTranslation();
  const title = vehicleTitle(item);
  const detail = vehicleDetail(item);
  const price = formatUsd(item.data['List Price']);
  return (
    <Card className="h-100 shadow-sm position-relative" data-testid="marketplace-card" data-sold={item.sold || undefined}>
      <div className="position-relative">
        <Card.Img variant="top" src={imageUrl(item.images[0])} alt="" loading="lazy" style={{ aspectRatio: '4 / 3', objectFit: 'cover' }} />
        {item.spotlight && (
          <Badge bg="warning" text="dark" className="position-absolute top-0 start-0 m-2">
            {t('inventory.spotlighted-badge')}
          </Badge>
        )}
        {item.sold && (
          <div
            className="position-absolute top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center bg-dark bg-opacity-50"
            data-testid="sold-overlay"
          >
            <span className="fs-3 fw-bold text-white text-uppercase">{t('marketplace.sold')}</span>
          </div>
        )}
      </div>
      <Card.Body>
        <Card.Title as="h3" className="h6 mb-1">
          {item.sold ? (
            title
          ) : (
            <Link
              to={`/inventorydetail/${item.vin}`}
              className="stretched-link text-reset text-decoration-none"
              aria-label={t('marketplace.card.open', { title })}
            >
              {title}
            </Link>
          )}
        </Card.Title>
        {detail && <Card.Subtitle className="text-body-secondary small mb-2">{detail}</Card.Subtitle>}
        <div className="d-flex justify-content-between small">
          <span>{item.data.Odometer ? t('marketplace.card.odometer', { odometer: item.data.Odometer }) : ''}</span>
          <span className="fw-semibold">{price}</span>
        </div>
        {!item.sold && <MarketBadge priceToMarket={item.market.priceToMarket} className="mt-2" />}
        {/* The marketplace lists other groups' vehicles only: a buyer may buy any of them now. */}
        <div className="mt-2">
          <BuyNowOffer vehicle={item} size="sm" />
        </div>
      </Card.Body>
    </Card>
  );
}
