import { Button } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@dtn/contracts/entities/offer';
import { ConfirmMoveDialog, type AskedMove } from '../../../shared/negotiation/confirm-move-dialog';
import { isFailed, isLoading } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { problemMessage } from '../common/command-error';
import { myOffersActions, selectMyOffers, type BuyerAction } from './my-offers-slice';

type ListAction = Extract<BuyerAction, 'cancel' | 'restore' | 'dismiss'>;

/**
 * Spec section 4: the buyer cancels an offer unless it is already cancelled (or over: won, lost
 * or expired, the server refuses those too), restores a cancelled one, and dismisses a won, lost,
 * expired or cancelled one from their lists.
 */
export function buyerActionsFor(offer: Pick<Offer, 'status'>): ListAction[] {
  switch (offer.status) {
    case 'bidding-transportation':
    case 'bid':
    case 'submitted':
      return ['cancel'];
    case 'cancelled':
      return ['restore', 'dismiss'];
    case 'won':
    case 'lost':
    case 'expired':
      return ['dismiss'];
  }
}

// No outline-danger: its red on dark palettes falls below 4.5:1 contrast.
const variants: Record<ListAction, string> = { cancel: 'outline-secondary', restore: 'outline-primary', dismiss: 'outline-secondary' };

/** Cancel (after a confirmation stating the amount, as every move on a bid), restore and dismiss. */
export function BuyerActions({ offer, name }: { offer: Offer; name: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { action } = useAppSelector(selectMyOffers);
  const [asked, setAsked] = useState<(AskedMove & { version: number }) | null>(null);
  const allowed: Record<ListAction, boolean> = {
    cancel: useCanCall('cancelOffer'),
    restore: useCanCall('restoreOffer'),
    dismiss: useCanCall('dismissOfferAsBuyer'),
  };
  // Its own actions only: the moves on the terms show their outcome beside them (BuyerMoves).
  const listed = action?.kind === 'cancel' || action?.kind === 'restore' || action?.kind === 'dismiss';
  const mine = action?.offerId === offer.id && listed ? action : null;
  const kinds = buyerActionsFor(offer).filter((kind) => allowed[kind]);
  if (kinds.length === 0) return null;
  const run = (kind: ListAction, version = offer.version) =>
    dispatch(myOffersActions.actionRequested({ offerId: offer.id, kind, version }));
  const ask = () =>
    setAsked({ kind: 'cancel', amount: offer.offerAmount, transportOfferAmount: offer.transportOfferAmount, version: offer.version });
  return (
    <div>
      <div className="d-flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <Button
            key={kind}
            size="sm"
            variant={variants[kind]}
            disabled={mine !== null && isLoading(mine.status)}
            onClick={() => (kind === 'cancel' ? ask() : run(kind))}
          >
            {t(`offers.action.${kind}`)}
            <span className="visually-hidden"> {name}</span>
          </Button>
        ))}
      </div>
      {mine && isFailed(mine.status) && (
        <p className="small text-danger mt-2 mb-0" role="alert">
          {t('offers.action.error', { message: problemMessage(mine.status.problem, t) ?? mine.status.problem.detail })}
        </p>
      )}
      <ConfirmMoveDialog
        side="buyer"
        asked={asked}
        vehicle={name}
        onHide={() => setAsked(null)}
        onConfirm={() => {
          if (asked) run('cancel', asked.version);
          setAsked(null);
        }}
      />
    </div>
  );
}
