import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { OfferStatus } from '@dtn/contracts/enums';
import { NegotiationBar } from '../../../shared/negotiation/negotiation-bar';
import { movesFor } from '../../../shared/negotiation/negotiation-rules';
import { TurnBanner } from '../../../shared/negotiation/turn-banner';
import { RequestError } from '../../../shared/request-error';
import { isFailed, isLoading, isSucceeded } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { formErrorsOf } from '../../../shared/forms/form-errors';
import { vehicleTitle } from '../../../shared/vehicle-title';
import { detailActions, selectDetail } from './detail-slice';

/** Section 4, "Bid panel on inventory detail": what each offer status offers the buyer. */
const panelFor: Record<OfferStatus, { textKey?: string; buttonKey?: string; target?: 'create' | 'details' }> = {
  'bidding-transportation': { buttonKey: 'inventory.bid.review-transport-bids', target: 'create' },
  bid: { buttonKey: 'inventory.bid.add-offer', target: 'create' },
  submitted: { buttonKey: 'inventory.bid.view-current-offer', target: 'details' },
  won: { buttonKey: 'inventory.bid.view-winning-offer', target: 'details' },
  lost: { textKey: 'inventory.bid.vehicle-sold' },
  cancelled: { buttonKey: 'inventory.bid.view-cancelled-offer', target: 'details' },
  expired: { textKey: 'inventory.bid.offer-expired', buttonKey: 'inventory.bid.view-expired-offer', target: 'details' },
};

/** On a submitted offer: whose turn it is with the countdown, and the buyer's moves (issue 33). */
function Negotiation({ offer, item }: { offer: Offer; item: InventoryItem }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { move } = useAppSelector(selectDetail);
  const mayChange = useCanCall('standByOffer');
  const mayCancel = useCanCall('cancelOffer');
  const moves = movesFor(offer, 'buyer').filter((kind) => (kind === 'cancel' ? mayCancel : kind === 'accept' || mayChange));
  return (
    <div className="mb-3">
      <TurnBanner offer={offer} side="buyer" />
      <NegotiationBar
        offer={offer}
        side="buyer"
        moves={moves}
        busy={move !== null && isLoading(move.status)}
        vehicle={vehicleTitle(item)}
        value={item.market.value}
        onConfirm={({ kind, version, amount }) =>
          dispatch(
            detailActions.moveRequested({ kind: kind as 'accept' | 'counter' | 'stand' | 'cancel', version, amount: amount ?? undefined }),
          )
        }
      />
      {move && isFailed(move.status) && (
        <p className="small text-danger mt-2 mb-0" role="alert">
          {t(`negotiation.move.${move.kind}-error`)} {formErrorsOf(move.status.problem, []).formError}
        </p>
      )}
    </div>
  );
}

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
        {offer.status === 'submitted' && <Negotiation offer={offer} item={item} />}
        {panel.textKey && <p className={`fs-5 ${panel.buttonKey ? 'mb-2' : 'mb-0'}`}>{t(panel.textKey)}</p>}
        {panel.buttonKey && panel.target && (
          <Link className={`btn ${offer.status === 'submitted' ? 'btn-outline-primary' : 'btn-primary'}`} to={linkTo(panel.target)}>
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
