import { Badge, Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TransportBid } from '@dtn/contracts/entities/transport';
import { formatUsd } from '../../../shared/format';
import { imageUrl } from '../../../shared/image-url';
import { Countdown } from '../../../shared/countdown';

/**
 * One vendor's transport bid (spec section 2): vendor name, city, state, image, amount ('no bid
 * yet' while pending, section 4) and the countdown to the request's expiration. A quoted bid can be
 * selected (approved), which fills and locks the transport amount of the bid step.
 */
export function TransportBidCard({
  bid,
  expiration,
  selectable,
  approving,
  onSelect,
}: {
  bid: TransportBid;
  expiration: string;
  selectable: boolean;
  approving: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const vendor = bid.transportVendor;
  return (
    <Card className="h-100" data-testid="transport-bid">
      <Card.Body className="d-flex gap-3">
        <img src={imageUrl(vendor.imageUrl)} alt="" className="rounded flex-shrink-0 object-fit-cover" style={{ width: 56, height: 56 }} />
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <h3 className="h6 mb-0 text-break">{vendor.name}</h3>
          <p className="small text-body-secondary mb-2">
            {vendor.city}, {vendor.state}
          </p>
          <p className="mb-1 fs-5 fw-semibold" data-testid="transport-bid-amount">
            {bid.status === 'pending' || bid.bidAmount === null ? (
              <span className="fs-6 fw-normal text-body-secondary">{t('offers.transport.no-bid-yet')}</span>
            ) : (
              formatUsd(bid.bidAmount)
            )}
            {bid.status === 'won' && (
              <Badge bg="success" className="ms-2 fs-6 align-middle">
                {t('offers.transport.selected')}
              </Badge>
            )}
          </p>
          <p className="small mb-2">
            <span className="text-body-secondary">{t('offers.transport.closes-in')} </span>
            <Countdown until={expiration} />
          </p>
          {bid.status === 'submitted' && (
            <Button size="sm" onClick={onSelect} disabled={!selectable || approving}>
              {t('offers.transport.select')}
              <span className="visually-hidden"> {vendor.name}</span>
            </Button>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
