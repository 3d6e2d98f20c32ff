import { useTranslation } from 'react-i18next';
import type { Offer } from '@dtn/contracts/entities/offer';
import { isFailed, isLoading } from '../../../shared/request-status';
import { NegotiationBar } from '../../../shared/negotiation/negotiation-bar';
import { movesFor } from '../../../shared/negotiation/negotiation-rules';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { personName } from '../common/avatar';
import { CommandError } from '../common/command-error';
import { vehicleTitle } from '../../../shared/vehicle-title';
import { incomingActions, selectIncoming, type SellerDecision } from './incoming-slice';

const errorKeys: Record<SellerDecision, string> = {
  accept: 'offers.decision.accept-error',
  reject: 'offers.decision.reject-error',
  counter: 'negotiation.counter.error',
};

/**
 * The seller's moves on a submitted bid on their turn (spec section 2 and issue 33): accept,
 * counter within the rules' bounds, or reject, each after a confirmation stating the amount. The
 * decision names the terms version the dialog showed, so a bid that changed meanwhile (a live
 * update) is not decided on a click meant for the old amount; the server answers 412 and the
 * screen shows the new terms. With the vehicle's network value (`value`) each amount is also a
 * percentage of it.
 */
export function DecisionButtons({ offer, value = null }: { offer: Offer; value?: number | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { decision } = useAppSelector(selectIncoming);
  const mayAccept = useCanCall('approveOffer');
  const mayReject = useCanCall('rejectOffer');
  if (!mayAccept || !mayReject) return null;
  const moves = movesFor(offer, 'seller').filter((move): move is SellerDecision => move !== 'stand' && move !== 'cancel');
  return (
    <>
      <NegotiationBar
        offer={offer}
        side="seller"
        moves={moves}
        busy={decision !== null && isLoading(decision.status)}
        counterparty={personName(offer.user)}
        vehicle={vehicleTitle(offer.inventory)}
        value={value}
        onConfirm={({ kind, version, amount }) =>
          dispatch(incomingActions.decided({ kind: kind as SellerDecision, version, amount: amount ?? undefined }))
        }
      />
      {decision && isFailed(decision.status) && <CommandError problem={decision.status.problem} messageKey={errorKeys[decision.kind]} />}
      {decision?.kind === 'counter' && decision.status.state === 'succeeded' && (
        <p className="small text-success mt-2 mb-0" role="status">
          {t('negotiation.counter.sent')}
        </p>
      )}
    </>
  );
}
