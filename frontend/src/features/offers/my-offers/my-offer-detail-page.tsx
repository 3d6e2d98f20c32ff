import { Card, Col, Row } from 'react-bootstrap';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@dtn/contracts/entities/offer';
import { EmptyState } from '../../../shared/empty-state';
import { RoundsTimeline } from '../../../shared/negotiation/rounds-timeline';
import { TurnBanner } from '../../../shared/negotiation/turn-banner';
import { RequestError } from '../../../shared/request-error';
import { selectUser } from '../../../shared/session/session-slice';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { CounterpartyCard, WinningVendorCard } from '../common/contact-cards';
import { ConversationPanel } from '../common/conversation-panel';
import { OfferAmounts } from '../common/offer-amounts';
import { InstantOfferMark } from '../common/instant-offer';
import { OfferStatusBadge } from '../common/offer-status-badge';
import { VehicleSummary } from '../common/vehicle-summary';
import { vehicleTitle } from '../../../shared/vehicle-title';
import { BuyerActions } from './buyer-actions';
import { BuyerMoves } from './buyer-moves';
import { myOffersActions, selectMyOffers } from './my-offers-slice';

/** Where the wizard continues an offer that is still in its transport or bid stage. */
const wizardLinkKey: Partial<Record<Offer['status'], string>> = {
  'bidding-transportation': 'offers.detail.review-transport-bids',
  bid: 'offers.detail.add-offer',
  submitted: 'offers.detail.change-bid',
};

/**
 * /myofferdetails/{inventoryId}: the vehicle, the bid and transport, the conversation (sending off
 * while bidding-transportation, spec section 5), and after a win the seller's contact details and
 * the winning transport vendor. Refreshed every 10 s.
 */
export default function MyOfferDetailPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { inventoryId = '' } = useParams();
  const user = useAppSelector(selectUser);
  const { detail: offer, detailStatus, detailInventoryId, message } = useAppSelector(selectMyOffers);
  const canChat = useCanCall('addConversationMessage');
  const canUpdate = useCanCall('updateOffer');

  useEffect(() => {
    dispatch(myOffersActions.detailOpened({ inventoryId }));
    return () => {
      dispatch(myOffersActions.detailLeft());
    };
  }, [dispatch, inventoryId]);

  const heading = (
    <h1 id="my-offer-heading" className="h3 mb-3">
      {t('offers.detail.my-title')}
    </h1>
  );
  let body;
  if (detailStatus.state === 'failed' && !offer) {
    body = (
      <RequestError
        problem={detailStatus.problem}
        notFoundKey="offers.detail.not-found"
        onRetry={() => dispatch(myOffersActions.detailOpened({ inventoryId }))}
      />
    );
  } else if (detailInventoryId !== inventoryId || detailStatus.state === 'loading' || detailStatus.state === 'idle') {
    body = <Spinner />;
  } else if (!offer) body = <EmptyState messageKey="offers.detail.not-found" />;
  else {
    // On the buyer's turn the answer to the seller's counter is a move (BuyerMoves), not a changed bid.
    const changing = offer.status === 'submitted' && (!canUpdate || offer.turn === 'buyer');
    const wizardKey = changing ? undefined : wizardLinkKey[offer.status];
    body = (
      <>
        <VehicleSummary item={offer.inventory}>
          <div className="mt-2 d-flex flex-wrap align-items-center gap-2">
            <OfferStatusBadge status={offer.status} />
            <InstantOfferMark offer={offer} side="buyer" />
          </div>
        </VehicleSummary>
        <Row className="g-3">
          <Col lg={5}>
            <Card className="mb-3">
              <Card.Body>
                <Card.Title as="h2" className="h6">
                  {t('offers.detail.bid')}
                </Card.Title>
                <TurnBanner offer={offer} side="buyer" />
                <OfferAmounts offer={offer} />
                <BuyerMoves offer={offer} />
                {wizardKey && (
                  <Link className="btn btn-primary btn-sm mb-3" to={`/createoffer/${offer.inventory.vin}`}>
                    {t(wizardKey)}
                  </Link>
                )}
                <BuyerActions offer={offer} name={vehicleTitle(offer.inventory)} />
              </Card.Body>
            </Card>
            {offer.counterpartyContactDetails && (
              <CounterpartyCard contact={offer.counterpartyContactDetails} titleKey="offers.contact.seller" />
            )}
            {offer.winningTransportVendor && <WinningVendorCard vendor={offer.winningTransportVendor} />}
          </Col>
          <Col lg={7}>
            {canChat && (
              <ConversationPanel
                conversation={offer.conversation}
                currentUserId={user?.id}
                disabledKey={offer.status === 'bidding-transportation' ? 'offers.chat.disabled-transport' : null}
                sending={message}
                onSend={(text) => dispatch(myOffersActions.messageSent({ offerId: offer.id, message: text }))}
              >
                <RoundsTimeline offer={offer} side="buyer" />
              </ConversationPanel>
            )}
            {!canChat && <RoundsTimeline offer={offer} side="buyer" />}
          </Col>
        </Row>
      </>
    );
  }

  return (
    <section aria-labelledby="my-offer-heading">
      {heading}
      {body}
    </section>
  );
}
