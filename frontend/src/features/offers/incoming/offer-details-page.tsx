import { Card, Col, Row, Tab, Tabs } from 'react-bootstrap';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RoundsTimeline } from '../../../shared/negotiation/rounds-timeline';
import { TurnBanner } from '../../../shared/negotiation/turn-banner';
import { RequestError } from '../../../shared/request-error';
import { selectUser } from '../../../shared/session/session-slice';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { Avatar, personName } from '../common/avatar';
import { CounterpartyCard } from '../common/contact-cards';
import { ConversationPanel } from '../common/conversation-panel';
import { OfferAmounts } from '../common/offer-amounts';
import { InstantOfferMark } from '../common/instant-offer';
import { OfferStatusBadge } from '../common/offer-status-badge';
import { VehicleSummary } from '../common/vehicle-summary';
import { DecisionButtons } from './decision-buttons';
import { HistoryTab } from './history-tab';
import { incomingActions, selectDetailValue, selectIncoming } from './incoming-slice';

/** The History tab's audience; the server checks the dealer principal's group (either side). */
const auditorRoles = new Set(['Admin', 'DealerPrincipal']);

function BidPane() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { detail: offer, message } = useAppSelector(selectIncoming);
  const value = useAppSelector(selectDetailValue);
  const canChat = useCanCall('addConversationMessage');
  if (!offer) return null;
  const bidder = personName(offer.user);
  return (
    <>
      <VehicleSummary item={offer.inventory} />
      <Row className="g-3">
        <Col lg={5}>
          <Card className="mb-3">
            <Card.Body>
              <div className="d-flex align-items-center gap-3 mb-3">
                <Avatar name={bidder} image={offer.user.imageUrl} size={48} />
                <div>
                  <h2 className="h6 mb-0">{bidder}</h2>
                  {offer.user.title && <div className="small text-body-secondary">{offer.user.title}</div>}
                </div>
                <div className="ms-auto">
                  <OfferStatusBadge status={offer.status} />
                </div>
              </div>
              {offer.origin === 'standing-order' && (
                <p className="mb-3">
                  <InstantOfferMark offer={offer} side="seller" />
                </p>
              )}
              <TurnBanner offer={offer} side="seller" />
              <OfferAmounts offer={offer} value={value} />
              <DecisionButtons offer={offer} value={value} />
            </Card.Body>
          </Card>
          {offer.counterpartyContactDetails && (
            <CounterpartyCard contact={offer.counterpartyContactDetails} titleKey="offers.contact.buyer" />
          )}
        </Col>
        <Col lg={7}>
          {canChat && (
            <ConversationPanel
              conversation={offer.conversation}
              currentUserId={user?.id}
              sending={message}
              onSend={(text) => dispatch(incomingActions.messageSent({ offerId: offer.id, message: text }))}
            >
              <RoundsTimeline offer={offer} side="seller" value={value} />
            </ConversationPanel>
          )}
          {!canChat && <RoundsTimeline offer={offer} side="seller" value={value} />}
          {!canChat && <p className="text-body-secondary small">{t('offers.chat.read-only')}</p>}
        </Col>
      </Row>
    </>
  );
}

/**
 * /offerdetails/{offerId}: the seller's view of one bid (vehicle, amount, whose turn it is, the
 * rounds in the conversation, accept, counter and reject), refreshed every 10 s; for auditors also its History tab. A dealer principal of the
 * buyer's group may not see the bid itself (403) but still reads its history.
 */
export default function OfferDetailsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { offerId = '' } = useParams();
  const user = useAppSelector(selectUser);
  const { detail, detailStatus, detailOfferId } = useAppSelector(selectIncoming);
  const auditor = auditorRoles.has(user?.role ?? '');
  const [tab, setTab] = useState('bid');
  // Another offer opens on its bid tab.
  const [tabOfferId, setTabOfferId] = useState(offerId);
  if (offerId !== tabOfferId) {
    setTabOfferId(offerId);
    setTab('bid');
  }

  useEffect(() => {
    dispatch(incomingActions.detailOpened({ offerId }));
    return () => {
      dispatch(incomingActions.detailLeft());
    };
  }, [dispatch, offerId]);

  const selectTab = (key: string | null) => {
    setTab(key ?? 'bid');
    if (key === 'history') dispatch(incomingActions.historyOpened({ offerId }));
  };

  let bidPane;
  if (detailStatus.state === 'failed' && !detail) {
    bidPane = (
      <RequestError
        problem={detailStatus.problem}
        notFoundKey="offers.detail.not-found"
        onRetry={() => dispatch(incomingActions.detailOpened({ offerId }))}
      />
    );
  } else if (!detail || detailOfferId !== offerId) bidPane = <Spinner />;
  else bidPane = <BidPane />;

  return (
    <section aria-labelledby="offer-details-heading">
      <h1 id="offer-details-heading" className="h3 mb-3">
        {t('offers.detail.incoming-title')}
      </h1>
      {auditor ? (
        <Tabs activeKey={tab} onSelect={selectTab} className="mb-3" id="offer-details-tabs" mountOnEnter>
          <Tab eventKey="bid" title={t('offers.detail.tab-bid')}>
            {bidPane}
          </Tab>
          <Tab eventKey="history" title={t('offers.detail.tab-history')}>
            <HistoryTab offerId={offerId} />
          </Tab>
        </Tabs>
      ) : (
        bidPane
      )}
    </section>
  );
}
