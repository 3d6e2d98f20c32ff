import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { OfferStatus } from '@dtn/contracts/enums';
import { RequestError } from '../../../shared/request-error';
import { isSucceeded } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { useAppSelector } from '../../../shared/store-hooks';
import { selectDetail } from './detail-slice';

/** Section 4, "Bid panel on inventory detail": what each offer status offers the buyer. */
const panelFor: Record<OfferStatus, { textKey?: string; buttonKey?: string; target?: 'create' | 'details' }> = {
  'bidding-transportation': { buttonKey: 'inventory.bid.review-transport-bids', target: 'create' },
  bid: { buttonKey: 'inventory.bid.add-offer', target: 'create' },
  submitted: { buttonKey: 'inventory.bid.view-current-offer', target: 'details' },
  won: { buttonKey: 'inventory.bid.view-winning-offer', target: 'details' },
  lost: { textKey: 'inventory.bid.vehicle-sold' },
  cancelled: { buttonKey: 'inventory.bid.view-cancelled-offer', target: 'details' },
};

export function BidPanel({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const { offer, offerStatus } = useAppSelector(selectDetail);
  const linkTo = (target: 'create' | 'details') => (target === 'create' ? `/createoffer/${item.vin}` : `/myofferdetails/${item.id}`);

  let body;
  if (offerStatus.state === 'failed') body = <RequestError problem={offerStatus.problem} />;
  else if (!isSucceeded(offerStatus)) body = <Spinner />;
  else if (!offer && item.sold) body = <p className="fs-5 mb-0">{t('inventory.bid.vehicle-sold')}</p>;
  else if (!offer) {
    body = (
      <>
        <p>{t('inventory.bid.no-bids')}</p>
        <Link className="btn btn-primary" to={linkTo('create')}>
          {t('inventory.bid.create')}
        </Link>
      </>
    );
  } else {
    const panel = panelFor[offer.status];
    body = (
      <>
        {panel.textKey && <p className="fs-5 mb-0">{t(panel.textKey)}</p>}
        {panel.buttonKey && panel.target && (
          <Link className="btn btn-primary" to={linkTo(panel.target)}>
            {t(panel.buttonKey)}
          </Link>
        )}
      </>
    );
  }

  return (
    <Card as="section" aria-labelledby="bid-panel-heading" data-testid="bid-panel">
      <Card.Body>
        <Card.Title as="h2" id="bid-panel-heading" className="h5">
          {t('inventory.bid.title')}
        </Card.Title>
        {body}
      </Card.Body>
    </Card>
  );
}
