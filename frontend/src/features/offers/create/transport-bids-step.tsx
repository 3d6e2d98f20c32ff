import { Button, Card, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { isFailed, isLoading } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { CommandError } from '../common/command-error';
import { Countdown } from '../../../shared/countdown';
import { TransportBidCard } from './transport-bid-card';
import { selectWizard, wizardActions } from './wizard-slice';

/** Step 2: the vendors' transport bids, refreshed every 10 s by the wizard's saga; select one, or skip. */
export function TransportBidsStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { offer, approval, approvingBidId } = useAppSelector(selectWizard);
  const canApprove = useCanCall('approveTransportBid');
  const request = offer?.transportBidRequest;
  if (!request) return null;
  const bids = request.transportBids;
  return (
    <Card as="section" aria-labelledby="step-heading">
      <Card.Body>
        <Card.Title as="h2" id="step-heading" className="h5">
          {t('offers.create.step.select-transport-bid')}
        </Card.Title>
        <p className="small">
          <span className="text-body-secondary">{t('offers.transport.request-closes-in')} </span>
          <Countdown until={request.expirationDateTime} />
        </p>
        {bids.length === 0 ? (
          <p className="text-body-secondary" role="status">
            {t('offers.transport.no-vendors')}
          </p>
        ) : (
          <>
            <p className="small text-body-secondary">{t('offers.transport.refresh-note')}</p>
            <Row xs={1} md={2} xxl={3} className="g-3 mb-3">
              {bids.map((bid) => (
                <Col key={bid.id}>
                  <TransportBidCard
                    bid={bid}
                    expiration={request.expirationDateTime}
                    selectable={canApprove}
                    approving={isLoading(approval) && approvingBidId === bid.id}
                    onSelect={() => dispatch(wizardActions.transportBidApproved({ id: bid.id }))}
                  />
                </Col>
              ))}
            </Row>
          </>
        )}
        <Button variant="outline-secondary" onClick={() => dispatch(wizardActions.transportSkipped())}>
          {t('offers.transport.skip')}
        </Button>
        {isFailed(approval) && <CommandError problem={approval.problem} messageKey="offers.transport.select-error" />}
      </Card.Body>
    </Card>
  );
}
