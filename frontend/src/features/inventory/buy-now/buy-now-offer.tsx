import { Button, Modal } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import { formatUsd } from '../../../shared/format';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { vehicleTitle } from '../../../shared/vehicle-title';
import { buyNowActions as actions, selectBuyNow } from './buy-now-slice';

type Vehicle = Pick<InventoryItem, 'id' | 'year' | 'make' | 'model' | 'sold' | 'buyNowPrice' | 'buyNowVersion'>;

/**
 * A vehicle's Buy Now price and, for a buyer (CreateOffer), the Buy Now button with its dialog.
 * Nothing without a price or once sold. The caller leaves it out on the user's own group's
 * vehicles (the marketplace lists none; the detail shows the seller's form instead).
 */
export function BuyNowOffer({ vehicle, size }: { vehicle: Vehicle; size?: 'sm' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mayBuy = useCanCall('buyNow');
  const { buyNowPrice: price, buyNowVersion: version } = vehicle;
  if (price === null || vehicle.sold) return null;
  const title = vehicleTitle(vehicle);
  return (
    // Above the marketplace card's stretched link, so the button gets the click.
    <div className="d-flex align-items-center justify-content-between gap-2 position-relative" style={{ zIndex: 2 }} data-testid="buy-now">
      <span className={size ? 'small' : 'fs-5'}>
        {t('buy-now.price-label')} <span className="fw-semibold">{formatUsd(price)}</span>
      </span>
      {mayBuy && (
        <Button
          size={size}
          variant="success"
          onClick={() => dispatch(actions.requested({ inventoryId: vehicle.id, title, price, version }))}
          aria-label={t('buy-now.button-label', { vehicle: title, price: formatUsd(price) })}
        >
          {t('buy-now.button')}
        </Button>
      )}
      {mayBuy && <BuyNowDialog inventoryId={vehicle.id} />}
    </div>
  );
}

/** The confirmation that states the amount, then the answer (bought, the new price, or why not). */
function BuyNowDialog({ inventoryId }: { inventoryId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { target, step, previousPrice, failure } = useAppSelector(selectBuyNow);
  const open = target?.inventoryId === inventoryId;
  const close = () => dispatch(actions.dismissed());
  const values = target ? { vehicle: target.title, price: formatUsd(target.price), previous: formatUsd(previousPrice) } : {};
  const asking = step === 'confirm' || step === 'buying';
  return (
    <Modal show={open} onHide={close} centered aria-labelledby="buy-now-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="buy-now-title" as="h2" className="h5">
          {t(step === 'bought' ? 'buy-now.bought-title' : 'buy-now.confirm-title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {asking && previousPrice !== null && (
          <p className="text-warning-emphasis" role="alert">
            {t('buy-now.price-changed', values)}
          </p>
        )}
        {asking && <p className="mb-1">{t('buy-now.question', values)}</p>}
        {asking && <p className="small text-body-secondary mb-0">{t('buy-now.question-note')}</p>}
        {step === 'bought' && (
          <p role="status">
            {t('buy-now.bought', values)}{' '}
            <Link to={`/myofferdetails/${inventoryId}`} onClick={close}>
              {t('buy-now.view-offer')}
            </Link>
          </p>
        )}
        {step === 'failed' && failure && (
          <p className="text-danger mb-0" role="alert">
            {t(`buy-now.failed.${failure}`, values)}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close} disabled={step === 'buying'}>
          {t(asking ? 'common.cancel' : 'common.close')}
        </Button>
        {asking && (
          <Button variant="success" onClick={() => dispatch(actions.confirmed())} disabled={step === 'buying'}>
            {t(step === 'buying' ? 'buy-now.buying' : 'buy-now.confirm', values)}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
