import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@dtn/contracts/entities/offer';
import { isFailed, isLoading } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { problemMessage } from '../common/command-error';
import { myOffersActions, selectMyOffers, type BuyerAction } from './my-offers-slice';

/**
 * Spec section 4: the buyer cancels an offer unless it is already cancelled (or over: won or
 * lost, the server refuses those too), restores a cancelled one, and dismisses a won, lost or
 * cancelled one from their lists.
 */
export function buyerActionsFor(offer: Pick<Offer, 'status'>): BuyerAction[] {
  switch (offer.status) {
    case 'bidding-transportation':
    case 'bid':
    case 'submitted':
      return ['cancel'];
    case 'cancelled':
      return ['restore', 'dismiss'];
    case 'won':
    case 'lost':
      return ['dismiss'];
  }
}

// No outline-danger: its red on dark palettes falls below 4.5:1 contrast.
const variants: Record<BuyerAction, string> = { cancel: 'outline-secondary', restore: 'outline-primary', dismiss: 'outline-secondary' };

export function BuyerActions({ offer, name }: { offer: Offer; name: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { action } = useAppSelector(selectMyOffers);
  const allowed: Record<BuyerAction, boolean> = {
    cancel: useCanCall('cancelOffer'),
    restore: useCanCall('restoreOffer'),
    dismiss: useCanCall('dismissOfferAsBuyer'),
  };
  const mine = action?.offerId === offer.id ? action : null;
  const kinds = buyerActionsFor(offer).filter((kind) => allowed[kind]);
  if (kinds.length === 0) return null;
  return (
    <div>
      <div className="d-flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <Button
            key={kind}
            size="sm"
            variant={variants[kind]}
            disabled={mine !== null && isLoading(mine.status)}
            onClick={() => dispatch(myOffersActions.actionRequested({ offerId: offer.id, kind, version: offer.version }))}
          >
            {t(`offers.action.${kind}`)}
            <span className="visually-hidden"> {name}</span>
          </Button>
        ))}
      </div>
      {mine && isFailed(mine.status) && (
        <p className="small text-danger mt-2 mb-0" role="alert">
          {t('offers.action.error', { message: problemMessage(mine.status.problem, t) })}
        </p>
      )}
    </div>
  );
}
