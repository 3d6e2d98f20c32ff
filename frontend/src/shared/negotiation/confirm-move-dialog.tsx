import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../format';
import { PercentOfValue } from '../market/percent-of-value';
import type { Move, Side } from './negotiation-rules';

// No outline-danger: its red on dark palettes falls below 4.5:1 contrast (as buyer-actions).
export const moveVariants: Record<Move, string> = {
  accept: 'success',
  counter: 'primary',
  stand: 'outline-primary',
  reject: 'danger',
  cancel: 'outline-secondary',
};

/** What a confirmation asks about: the move, the amount it states and the transport beside it. */
export interface AskedMove {
  kind: Move;
  amount: number | null;
  transportOfferAmount: number | null;
}

/**
 * The confirmation before a move (issue 33: before every accept, counter, cancel), stating the
 * amount it acts on; with the transport that stays as it is when accepting or countering.
 */
export function ConfirmMoveDialog({
  side,
  asked,
  vehicle,
  counterparty = '',
  value = null,
  onConfirm,
  onHide,
}: {
  side: Side;
  asked: AskedMove | null;
  vehicle: string;
  counterparty?: string;
  /** The vehicle's network value: the amount is also stated as a percentage of it. */
  value?: number | null;
  onConfirm: () => void;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const key = (part: string) => (asked ? `negotiation.confirm.${side}.${asked.kind}-${part}` : '');
  const transport = asked?.kind === 'accept' || asked?.kind === 'counter' ? asked.transportOfferAmount : null;
  return (
    <Modal show={asked !== null} onHide={onHide} centered aria-labelledby="confirm-move-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="confirm-move-title" as="h2" className="h5">
          {asked && t(key('title'))}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          {asked &&
            t(key(asked.amount === null ? 'question-no-amount' : 'question'), { amount: formatUsd(asked.amount), vehicle, counterparty })}
        </p>
        {asked && asked.kind !== 'cancel' && asked.kind !== 'reject' && (
          <p className="mb-0 mt-1">
            <PercentOfValue amount={asked.amount} value={value} />
          </p>
        )}
        {transport !== null && (
          <p className="mb-0 mt-2 small text-body-secondary">{t('negotiation.confirm.transport', { amount: formatUsd(transport) })}</p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('negotiation.confirm.back')}
        </Button>
        <Button variant={asked ? moveVariants[asked.kind].replace('outline-', '') : 'primary'} onClick={onConfirm}>
          {asked && t(key('confirm'))}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
