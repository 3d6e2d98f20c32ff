import { useTranslation } from 'react-i18next';
import type { Offer } from '@dtn/contracts/entities/offer';
import { NegotiationBar } from '../../../shared/negotiation/negotiation-bar';
import { movesFor } from '../../../shared/negotiation/negotiation-rules';
import { isFailed, isLoading } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { CommandError } from '../common/command-error';
import { vehicleTitle } from '../../../shared/vehicle-title';
import { myOffersActions, selectMyOffers } from './my-offers-slice';

/**
 * The buyer's moves on the seller's counter (issue 33): accept it, counter back, stand by the last
 * amount, each after a confirmation stating the amount. Cancel stays with the bid's other actions
 * (BuyerActions), which confirm it the same way.
 */
export function BuyerMoves({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { action } = useAppSelector(selectMyOffers);
  const mayChange = useCanCall('standByOffer');
  const moves = movesFor(offer, 'buyer').filter((move) => move !== 'cancel' && (move === 'accept' || mayChange));
  const mine =
    action?.offerId === offer.id && (action.kind === 'accept' || action.kind === 'counter' || action.kind === 'stand') ? action : null;
  if (moves.length === 0 && !mine) return null;
  return (
    <div className="mb-3">
      <NegotiationBar
        offer={offer}
        side="buyer"
        moves={moves}
        busy={mine !== null && isLoading(mine.status)}
        vehicle={vehicleTitle(offer.inventory)}
        onConfirm={({ kind, version, amount }) =>
          dispatch(
            myOffersActions.actionRequested({
              offerId: offer.id,
              kind: kind as 'accept' | 'counter' | 'stand',
              version,
              amount: amount ?? undefined,
            }),
          )
        }
      />
      {mine && isFailed(mine.status) && <CommandError problem={mine.status.problem} messageKey={`negotiation.move.${mine.kind}-error`} />}
      {mine?.status.state === 'succeeded' && (
        <p className="small text-success mt-2 mb-0" role="status">
          {t(`negotiation.move.${mine.kind}-done`)}
        </p>
      )}
    </div>
  );
}
