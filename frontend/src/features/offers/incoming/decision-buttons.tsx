import { Button, Modal } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@dtn/contracts/entities/offer';
import { formatUsd } from '../../../shared/format';
import { isFailed, isLoading } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { personName } from '../common/avatar';
import { CommandError } from '../common/command-error';
import { vehicleName } from '../common/vehicle-summary';
import { incomingActions, selectIncoming, type SellerDecision } from './incoming-slice';

/**
 * Accept or reject a submitted bid, each after a confirmation (spec section 2). The dialog keeps
 * the bid as it was when it opened: it asks about those terms and the decision names their
 * version, so a bid that changes meanwhile (a live update) is not accepted on a click meant for
 * the old amount; the server answers 412 and the screen shows the new terms.
 */
export function DecisionButtons({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { decision } = useAppSelector(selectIncoming);
  const mayAccept = useCanCall('approveOffer');
  const mayReject = useCanCall('rejectOffer');
  const [asked, setAsked] = useState<{ kind: SellerDecision; terms: Offer } | null>(null);
  if (!mayAccept || !mayReject) return null;
  const confirming = asked?.kind ?? null;
  const shown = asked?.terms ?? offer;
  const deciding = decision !== null && isLoading(decision.status);
  const values = { bidder: personName(shown.user), amount: formatUsd(shown.offerAmount), vehicle: vehicleName(shown.inventory) };
  const ask = (kind: SellerDecision) => setAsked({ kind, terms: offer });
  const confirm = () => {
    if (asked) dispatch(incomingActions.decided({ kind: asked.kind, version: asked.terms.version }));
    setAsked(null);
  };
  return (
    <>
      {offer.status === 'submitted' && (
        <div className="d-flex flex-wrap gap-2">
          <Button variant="success" disabled={deciding} onClick={() => ask('accept')}>
            {t('offers.decision.accept')}
          </Button>
          <Button variant="danger" disabled={deciding} onClick={() => ask('reject')}>
            {t('offers.decision.reject')}
          </Button>
        </div>
      )}
      {decision && isFailed(decision.status) && (
        <CommandError problem={decision.status.problem} messageKey={`offers.decision.${decision.kind}-error`} />
      )}
      <Modal show={confirming !== null} onHide={() => setAsked(null)} centered aria-labelledby="decision-title">
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="decision-title" as="h2" className="h5">
            {confirming && t(`offers.decision.${confirming}-title`)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{confirming && t(`offers.decision.${confirming}-question`, values)}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setAsked(null)}>
            {t('common.cancel')}
          </Button>
          <Button variant={confirming === 'reject' ? 'danger' : 'success'} onClick={confirm}>
            {confirming && t(`offers.decision.${confirming}-confirm`)}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
