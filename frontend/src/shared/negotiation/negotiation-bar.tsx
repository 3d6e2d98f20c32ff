import { Button } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@dtn/contracts/entities/offer';
import { ConfirmMoveDialog, moveVariants } from './confirm-move-dialog';
import { CounterForm } from './counter-form';
import { counterBounds, sellerCounter, type Move, type Side } from './negotiation-rules';

/** A move the user confirmed: on the terms version the dialog showed, at the amount it stated. */
export interface ConfirmedMove {
  kind: Move;
  version: number;
  amount: number | null;
}

/** The amount a move's confirmation states: what is accepted, stood by, cancelled or rejected. */
function statedAmount(offer: Offer, side: Side, kind: Move): number | null {
  if (kind === 'accept' && side === 'buyer') return sellerCounter(offer);
  return offer.offerAmount;
}

/**
 * The actions allowed now (`moves`, from negotiation-rules' movesFor) as buttons, and before each a
 * confirmation that states the amount. A counter first asks for its amount (with the rules'
 * bounds). The dialog keeps the terms it opened on: the move names their version, so a live update
 * meanwhile is not acted on by a click meant for the old amount (the server answers 412).
 * `counterparty` and `vehicle` name the other side and the vehicle in the dialog's question;
 * `value`, the vehicle's network value, puts each amount typed or confirmed as a percentage of it.
 */
export function NegotiationBar({
  offer,
  side,
  moves,
  busy,
  counterparty,
  vehicle,
  value = null,
  onConfirm,
}: {
  offer: Offer;
  side: Side;
  moves: readonly Move[];
  busy: boolean;
  counterparty?: string;
  vehicle: string;
  value?: number | null;
  onConfirm: (move: ConfirmedMove) => void;
}) {
  const { t } = useTranslation();
  const [countering, setCountering] = useState(false);
  const [asked, setAsked] = useState<{ kind: Move; version: number; amount: number | null; transportOfferAmount: number | null } | null>(
    null,
  );
  if (moves.length === 0) return null;

  const ask = (kind: Move, amount = statedAmount(offer, side, kind)) =>
    setAsked({ kind, amount, version: offer.version, transportOfferAmount: offer.transportOfferAmount });
  const confirm = () => {
    if (asked) onConfirm({ kind: asked.kind, version: asked.version, amount: asked.amount });
    if (asked?.kind === 'counter') setCountering(false);
    setAsked(null);
  };

  return (
    <div data-testid="negotiation-bar">
      <div className="d-flex flex-wrap gap-2">
        {moves.map((kind) => (
          <Button
            key={kind}
            variant={moveVariants[kind]}
            disabled={busy || (kind === 'counter' && countering)}
            onClick={() => (kind === 'counter' ? setCountering(true) : ask(kind))}
          >
            {t(`negotiation.move.${side}.${kind}`)}
          </Button>
        ))}
      </div>
      {countering && moves.includes('counter') && (
        <CounterForm
          bounds={counterBounds(offer, side)}
          value={value}
          onSubmit={(amount) => ask('counter', amount)}
          onCancel={() => setCountering(false)}
        />
      )}
      <ConfirmMoveDialog
        side={side}
        asked={asked}
        vehicle={vehicle}
        counterparty={counterparty}
        value={value}
        onConfirm={confirm}
        onHide={() => setAsked(null)}
      />
    </div>
  );
}
