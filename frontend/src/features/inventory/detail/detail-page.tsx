import { Badge, Carousel, Col, Row } from 'react-bootstrap';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import { hasAny, screenAccess } from '@dtn/contracts/permissions';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { formatUsd } from '../../../shared/format';
import { imageUrl } from '../../../shared/image-url';
import { RequestError } from '../../../shared/request-error';
import { Spinner } from '../../../shared/spinner';
import { useMediaQuery, wideQuery } from '../../../shared/use-media-query';
import { selectPermissions, selectUser } from '../../../shared/session/session-slice';
import { vehicleDetail, vehicleTitle } from '../../../shared/vehicle-title';
import { BuyNowOffer } from '../buy-now/buy-now-offer';
import { BuyNowPriceForm } from '../buy-now/buy-now-price-form';
import { SpotlightBadge, SpotlightControl } from '../spotlight/spotlight-control';
import { BidPanel } from './bid-panel';
import { IncomingBidsPanel } from './incoming-bids-panel';
import { MarketPanel } from './market-panel';
import { sellsVehicle } from './sells-vehicle';
import { detailActions, selectDetail } from './detail-slice';
import { DocumentButtons } from './document-buttons';

/** Miles with thousands separators ("34,500 mi"), as on the marketplace card; any other text as it is. */
const odometer = (value: string | undefined, t: (key: string, options?: Record<string, unknown>) => string) =>
  value && /^\d+$/.test(value.trim()) ? t('marketplace.card.odometer', { odometer: Number(value) }) : (value ?? '');

/** The field list of section 2, in order: label key and value. */
function fields(item: InventoryItem, t: (key: string, options?: Record<string, unknown>) => string): [string, string][] {
  return [
    ['inventory.detail.vin', item.vin],
    ['inventory.detail.listing-type', t(`inventory.listing-type.${item.listingType}`)],
    ['inventory.detail.stock-number', item.stockNumber],
    ['inventory.detail.odometer', odometer(item.data.Odometer, t)],
    ['inventory.detail.engine', item.data.Engine ?? ''],
    ['inventory.detail.interior-color', item.data['Interior Color'] ?? ''],
    ['inventory.detail.exterior-color', item.data['Exterior Color'] ?? ''],
    ['inventory.detail.fuel-type', item.data['VIN Explosion Fuel Type'] ?? ''],
    ['inventory.detail.transmission', item.data.Transmission ?? ''],
    ['inventory.detail.vehicle-style', item.data['Vehicle Style'] ?? ''],
  ];
}

function Gallery({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const title = vehicleTitle(item);
  if (item.images.length === 0) {
    return <img className="img-fluid rounded w-100" src={imageUrl('')} alt={t('inventory.detail.no-images')} />;
  }
  return (
    <div role="region" aria-label={t('inventory.detail.gallery')}>
      <Carousel
        interval={null}
        indicators={item.images.length > 1}
        controls={item.images.length > 1}
        prevLabel={t('inventory.detail.previous-image')}
        nextLabel={t('inventory.detail.next-image')}
      >
        {item.images.map((image, index) => (
          <Carousel.Item key={`${image}-${index}`}>
            <img
              className="d-block w-100 rounded"
              style={{ aspectRatio: '5 / 3', objectFit: 'cover' }}
              src={imageUrl(image)}
              alt={t('inventory.detail.image-alt', { title, number: index + 1 })}
            />
          </Carousel.Item>
        ))}
      </Carousel>
    </div>
  );
}

/** /inventorydetail/{vin}: the vehicle, its documents, what the market says of it and the bid panel. */
export default function DetailPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { vin = '' } = useParams();
  const { item, status } = useAppSelector(selectDetail);
  const permissions = useAppSelector(selectPermissions);
  const user = useAppSelector(selectUser);
  const canBid = hasAny(permissions, screenAccess.bidPanel);
  const canSeeBids = useCanCall('incomingOffers');
  const wide = useMediaQuery(wideQuery);

  useEffect(() => {
    dispatch(detailActions.opened({ vin, withOffer: canBid }));
    return () => {
      dispatch(detailActions.closed());
    };
  }, [dispatch, vin, canBid]);

  if (status.state === 'failed' && !item) {
    const retry = () => dispatch(detailActions.opened({ vin, withOffer: canBid }));
    return <RequestError problem={status.problem} notFoundKey="inventory.detail.not-found" onRetry={retry} />;
  }
  if (!item) return <Spinner />;

  const subtitle = vehicleDetail(item);
  const sells = sellsVehicle(user, item);
  return (
    <article aria-labelledby="detail-heading">
      <Badge bg="primary" className="mb-2">
        {t(`inventory.listing-type.${item.listingType}`)}
      </Badge>
      <h1 id="detail-heading" className="h3">
        {vehicleTitle(item)}
        {subtitle && <span className="text-body-secondary"> {subtitle}</span>}
      </h1>
      {item.sold && (
        <p className="display-5 fw-bold text-danger text-uppercase my-3" role="status">
          {t('inventory.detail.vehicle-sold')}
        </p>
      )}
      <Row className="g-4">
        <Col lg={7}>
          <Gallery item={item} />
          <div className="mt-3">
            <DocumentButtons />
          </div>
          {/* Wide: under the gallery, with room for the chart; narrow: after the price and the
              vehicle's fields, before the bid panel, where a buyer reads on to decide a bid. */}
          {wide && (
            <div className="mt-3">
              <MarketPanel item={item} />
            </div>
          )}
        </Col>
        <Col lg={5}>
          <div className="mb-2">
            {/* The spotlight control only on the user's own group's vehicles (the server refuses others'). */}
            {sells ? <SpotlightControl vehicle={item} /> : item.spotlight && <SpotlightBadge />}
          </div>
          <p className="mb-1 fw-semibold" data-testid="dealership">
            {item.dealershipInfo.name}
          </p>
          <p className="text-body-secondary">{[item.dealershipInfo.city, item.dealershipInfo.state].filter(Boolean).join(', ')}</p>
          <p className="fs-3 fw-bold" data-testid="list-price">
            <span className="visually-hidden">{t('inventory.detail.list-price')} </span>
            {formatUsd(item.data['List Price'])}
          </p>
          {/* The seller sets the price; a buyer sees it with the Buy Now button (nobody buys their own group's). */}
          {sells ? (
            <BuyNowPriceForm vehicle={item} />
          ) : (
            <div className="mb-3">
              <BuyNowOffer vehicle={item} />
            </div>
          )}
          {/* No gutter: the row's negative margin would pull the list out of line, since the
              display: contents wrappers (not dt and dd) are the row's children and get no padding. */}
          <dl className="row g-0 mb-3">
            {fields(item, t).map(([labelKey, value]) => (
              <div key={labelKey} style={{ display: 'contents' }}>
                <dt className="col-5 pe-2 fw-normal text-body-secondary">{t(labelKey)}</dt>
                <dd className="col-7">{value || '—'}</dd>
              </div>
            ))}
          </dl>
          {item.tradeIn && item.postId && (
            <Link className="btn btn-outline-primary mb-3" to={`/post/${item.postId}`}>
              {t('inventory.detail.view-post')}
            </Link>
          )}
          {!wide && <MarketPanel item={item} />}
          {sells && canSeeBids && <IncomingBidsPanel item={item} />}
          {!sells && (canBid ? <BidPanel item={item} /> : <div data-testid="bid-panel-placeholder" />)}
        </Col>
      </Row>
    </article>
  );
}
