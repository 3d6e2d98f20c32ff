import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import { RequestError } from '../../../shared/request-error';
import { isSucceeded } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { useAppSelector } from '../../../shared/store-hooks';
import { selectDetail } from './detail-slice';

/** On the user's own group's vehicle: no bid panel, but how many bids it has, linking to them. */
export function IncomingBidsPanel({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const { incomingCount, incomingStatus } = useAppSelector(selectDetail);
  let body;
  if (incomingStatus.state === 'failed') body = <RequestError problem={incomingStatus.problem} />;
  else if (!isSucceeded(incomingStatus) || incomingCount === null) body = <Spinner />;
  else if (incomingCount === 0) body = <p className="mb-0">{t('inventory.bid.incoming-none')}</p>;
  else {
    body = (
      <Link className="btn btn-primary" to={`/incomingoffers#vehicle-${item.id}`}>
        {t('inventory.bid.incoming-count', { count: incomingCount })}
      </Link>
    );
  }
  return (
    <Card as="section" aria-labelledby="incoming-bids-heading" data-testid="incoming-bids-panel">
      <Card.Body>
        <Card.Title as="h2" id="incoming-bids-heading" className="h5">
          {t('inventory.bid.title')}
        </Card.Title>
        {body}
      </Card.Body>
    </Card>
  );
}
