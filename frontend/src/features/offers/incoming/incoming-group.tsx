import { Button, Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { IncomingOfferGroup } from '@dtn/contracts/routes/offer-queries';
import { formatUsd } from '../../../shared/format';
import { imageUrl } from '../../../shared/image-url';
import { isFailed, isLoading } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { Avatar, personName } from '../common/avatar';
import { problemMessage } from '../common/command-error';
import { InstantOfferMark } from '../common/instant-offer';
import { OfferStatusBadge } from '../common/offer-status-badge';
import { vehicleTitle } from '../../../shared/vehicle-title';
import { canRemoveGroup } from './group-removal';
import { incomingActions, selectIncoming } from './incoming-slice';

/** One vehicle and its bids: bidder avatar and name, amount, status, each row opening the bid;
 * removable per section 4. */
export function IncomingGroup({ group }: { group: IncomingOfferGroup }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { removal } = useAppSelector(selectIncoming);
  const mayDismiss = useCanCall('dismissOfferAsSeller');
  const item = group.inventory;
  const name = vehicleTitle(item);
  const removing = removal?.inventoryId === item.id ? removal : null;
  const headingId = `vehicle-${item.id}-heading`;
  return (
    <Card as="section" id={`vehicle-${item.id}`} aria-labelledby={headingId} data-testid="incoming-group">
      <Card.Header className="d-flex flex-wrap gap-3 align-items-center">
        <div className="d-flex gap-3 align-items-center flex-grow-1" style={{ minWidth: 0, flexBasis: 240 }}>
          <img src={imageUrl(item.images[0])} alt="" className="rounded object-fit-cover flex-shrink-0" style={{ width: 80, height: 52 }} />
          <div style={{ minWidth: 0 }}>
            <h2 id={headingId} className="h6 mb-0">
              <Link to={`/inventorydetail/${item.vin}`}>{name}</Link>
            </h2>
            <p className="small text-body-secondary mb-0 text-break">
              {item.dealershipInfo.name} · {item.stockNumber} · {formatUsd(item.data['List Price'])}
            </p>
          </div>
        </div>
        {mayDismiss && canRemoveGroup(group.offers) && (
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={removing !== null && isLoading(removing.status)}
            onClick={() => dispatch(incomingActions.groupRemoved({ inventoryId: item.id }))}
          >
            {t('offers.incoming.remove')}
            <span className="visually-hidden"> {name}</span>
          </Button>
        )}
      </Card.Header>
      {removing && isFailed(removing.status) && (
        <p className="small text-danger px-3 pt-2 mb-0" role="alert">
          {t('offers.action.error', { message: problemMessage(removing.status.problem, t) ?? removing.status.problem.detail })}
        </p>
      )}
      <ListGroup variant="flush" as="ul">
        {group.offers.map((offer) => {
          const bidder = personName(offer.user);
          const yourTurn = offer.status === 'submitted' && offer.turn !== 'buyer';
          // The whole row is the link (one tab stop, Enter opens it), not only the bidder's name.
          return (
            <ListGroup.Item as="li" key={offer.id} className="p-0" data-testid="incoming-offer">
              <Link
                to={`/offerdetails/${offer.id}`}
                className="list-group-item-action d-flex gap-3 align-items-center px-3 py-2 text-decoration-none"
              >
                <Avatar name={bidder} image={offer.user.imageUrl} />
                <div className="flex-grow-1" style={{ minWidth: 0 }}>
                  <div className="fw-semibold text-primary-emphasis">{bidder}</div>
                  {offer.user.title && <div className="small text-body-secondary">{offer.user.title}</div>}
                  <InstantOfferMark offer={offer} side="seller" />
                </div>
                <div className="text-end d-flex flex-column flex-sm-row align-items-end align-items-sm-center column-gap-3">
                  <span className="fw-semibold text-nowrap text-body" data-testid="incoming-amount">
                    {formatUsd(offer.offerAmount)}
                  </span>
                  {yourTurn && (
                    <span className="small text-primary-emphasis text-nowrap" data-testid="incoming-your-turn">
                      {t('negotiation.turn.your-turn')}
                    </span>
                  )}
                  <OfferStatusBadge status={offer.status} />
                </div>
              </Link>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
    </Card>
  );
}
