import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { AutoOffer, BuyListItem } from '@dtn/contracts/entities/buy-list';
import { formatUsd } from '../../shared/format';
import { isFailed, isLoading } from '../../shared/request-status';
import { selectPermissions } from '../../shared/session/session-slice';
import { useAppDispatch, useAppSelector, useCanCall } from '../../shared/store-hooks';
import { buyListActions, selectBuyList, type OrderAction } from './buy-list-slice';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const orderEnds = (endsAt: string) => dateFormat.format(new Date(endsAt));

const look: Record<AutoOffer['status'], { bg: string; text?: 'dark' }> = {
  active: { bg: 'success' },
  paused: { bg: 'warning', text: 'dark' },
  ended: { bg: 'secondary' },
  expired: { bg: 'secondary' },
};

/** The order's terms in one line: its price limits, what a vehicle must be, its end. */
function terms(order: AutoOffer, t: (key: string, options?: Record<string, unknown>) => string) {
  const parts = [t('buy-list.order.up-to', { price: formatUsd(order.maxPrice) })];
  if (order.maxPercentOfValue !== null) parts.push(t('buy-list.order.percent-of-value', { percent: order.maxPercentOfValue }));
  if (order.listingTypes.length > 0) parts.push(order.listingTypes.map((type) => t(`buy-list.order.type.${type}`)).join(', '));
  if (order.maxMileage !== null) parts.push(t('buy-list.order.miles-at-most', { miles: order.maxMileage.toLocaleString('en-US') }));
  if (order.trims.length > 0) parts.push(t('buy-list.order.trims-list', { trims: order.trims.join(', ') }));
  parts.push(t(order.status === 'expired' ? 'buy-list.order.ended-on' : 'buy-list.order.ends', { date: orderEnds(order.endsAt) }));
  return parts.join(' · ');
}

/**
 * An item's standing order on the buy list (issue 35): its status (a pause with its reason in
 * words), its terms, today's offers against the caps, the offers it made, and Pause / Resume /
 * End (End asks first: an ended order cannot be resumed).
 */
export function StandingOrderSummary({ item, order }: { item: BuyListItem; order: AutoOffer }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { orderTarget, orderStatus } = useAppSelector(selectBuyList);
  const mayAct = useCanCall('pauseStandingOrder');
  const mayResume = useAppSelector(selectPermissions).has('CreateOffer');
  const [ending, setEnding] = useState(false);
  const name = `${item.make} ${item.model}`;
  const mine = orderTarget?.id === item.id;
  const busy = mine && isLoading(orderStatus);
  const act = (action: OrderAction) => dispatch(buyListActions.orderActed({ id: item.id, action }));
  const live = order.status === 'active' || order.status === 'paused';

  return (
    <div className="d-flex flex-wrap align-items-start gap-2 small" data-testid="standing-order">
      <div className="flex-grow-1" style={{ minWidth: 0, flexBasis: 260 }}>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <span className="fw-semibold">{t('buy-list.order.title')}</span>
          <Badge bg={look[order.status].bg} text={look[order.status].text} data-testid="standing-order-status">
            {t(`buy-list.order.status.${order.status}`)}
          </Badge>
          {order.status === 'paused' && order.pausedReason && (
            <span className="text-body-secondary" data-testid="standing-order-reason">
              {t(`buy-list.order.reason.${order.pausedReason}`)}
            </span>
          )}
        </div>
        <div className="text-body-secondary text-break" data-testid="standing-order-terms">
          {terms(order, t)}
        </div>
        <div data-testid="standing-order-today">
          {t('buy-list.order.today', {
            units: order.today.units,
            maxUnits: order.maxUnitsPerDay,
            dollars: formatUsd(order.today.dollars),
            maxDollars: formatUsd(order.maxDollarsPerDay),
          })}{' '}
          · {t('buy-list.order.offers-made', { count: order.offersMade })}
        </div>
        {mine && isFailed(orderStatus) && (
          <div className="text-danger" role="alert">
            {t('buy-list.order.action-error')}
          </div>
        )}
      </div>
      {mayAct && live && (
        <div className="d-flex gap-2">
          {order.status === 'active' && (
            <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => act('pause')}>
              {t('buy-list.order.pause')}
              <span className="visually-hidden"> {name}</span>
            </Button>
          )}
          {order.status === 'paused' && mayResume && (
            <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => act('resume')}>
              {t('buy-list.order.resume')}
              <span className="visually-hidden"> {name}</span>
            </Button>
          )}
          <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => setEnding(true)}>
            {t('buy-list.order.end')}
            <span className="visually-hidden"> {name}</span>
          </Button>
        </div>
      )}
      <Modal show={ending && live} onHide={() => setEnding(false)} aria-labelledby={`order-end-${item.id}`}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={`order-end-${item.id}`}>{t('buy-list.order.end-title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('buy-list.order.end-confirm', { name })}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setEnding(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => {
              act('end');
              setEnding(false);
            }}
          >
            {t('buy-list.order.end')}
          </Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}
