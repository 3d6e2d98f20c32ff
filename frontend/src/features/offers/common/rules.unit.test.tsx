import { act, render, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { Countdown, formatRemaining } from '../../../shared/countdown';
import { wizardStep } from '../create/wizard-step';
import { buyerActionsFor } from '../my-offers/buyer-actions';
import { canRemoveGroup, offersToDismiss } from '../incoming/group-removal';
import { isBidAmount, isTransportAmount, optionalAmount, parseAmount } from '../../../shared/amount-rules';
import { Avatar } from './avatar';

describe('create-offer wizard step selection (spec section 4)', () => {
  it.each([
    [null, false, 'request-transport'],
    [null, true, 'submit-bid'],
    ['bidding-transportation', false, 'select-transport-bid'],
    ['bidding-transportation', true, 'submit-bid'],
    ['bid', false, 'submit-bid'],
    ['submitted', false, 'submit-bid'],
    ['submitted', true, 'submit-bid'],
    ['cancelled', false, 'complete'],
    ['lost', false, 'complete'],
    ['won', true, 'complete'],
  ] as const)('offer %s, transport skipped %s: %s', (status, skipped, step) => {
    expect(wizardStep(status === null ? null : { status }, skipped)).toBe(step);
  });
});

describe('amount rules (spec section 5)', () => {
  it('a vehicle bid must be greater than 0, with at most two decimals (step 0.01)', () => {
    for (const ok of ['0.01', '1', '21000', '21000.5', '21000.55', '.5']) expect(isBidAmount(ok)).toBe(true);
    for (const bad of ['', '0', '0.00', '-5', '1.005', 'abc', '1e3', ' ']) expect(isBidAmount(bad)).toBe(false);
  });

  it('a transport amount is optional, may be 0, at most two decimals', () => {
    for (const ok of ['', '0', '450', '450.25']) expect(isTransportAmount(ok)).toBe(true);
    for (const bad of ['-1', '1.234', 'x']) expect(isTransportAmount(bad)).toBe(false);
    expect(optionalAmount('')).toBeNull();
    expect(optionalAmount('450.25')).toBe(450.25);
    expect(parseAmount('12.3')).toBe(12.3);
  });
});

describe('incoming group removal (spec section 4)', () => {
  const of = (...statuses: ('submitted' | 'won' | 'lost' | 'cancelled')[]) => statuses.map((status) => ({ status }));
  it('a single offer: removable when won, lost or cancelled', () => {
    expect(canRemoveGroup(of('won'))).toBe(true);
    expect(canRemoveGroup(of('lost'))).toBe(true);
    expect(canRemoveGroup(of('cancelled'))).toBe(true);
    expect(canRemoveGroup(of('submitted'))).toBe(false);
  });

  it('several offers: removable when any is won, or all are lost or cancelled', () => {
    expect(canRemoveGroup(of('submitted', 'won'))).toBe(true);
    expect(canRemoveGroup(of('lost', 'cancelled', 'lost'))).toBe(true);
    expect(canRemoveGroup(of('lost', 'submitted'))).toBe(false);
    expect(canRemoveGroup(of('cancelled', 'submitted', 'lost'))).toBe(false);
    expect(canRemoveGroup([])).toBe(false);
  });

  it('removing dismisses every bid not yet dismissed', () => {
    const offers = [
      { id: 'a', sellerDismissed: false },
      { id: 'b', sellerDismissed: true },
      { id: 'c', sellerDismissed: false },
    ];
    expect(offersToDismiss(offers).map((offer) => offer.id)).toEqual(['a', 'c']);
  });
});

describe("the buyer's actions (spec section 4)", () => {
  it('cancel unless cancelled or over; restore a cancelled one; dismiss won, lost and cancelled', () => {
    expect(buyerActionsFor({ status: 'bidding-transportation' })).toEqual(['cancel']);
    expect(buyerActionsFor({ status: 'bid' })).toEqual(['cancel']);
    expect(buyerActionsFor({ status: 'submitted' })).toEqual(['cancel']);
    expect(buyerActionsFor({ status: 'cancelled' })).toEqual(['restore', 'dismiss']);
    expect(buyerActionsFor({ status: 'won' })).toEqual(['dismiss']);
    expect(buyerActionsFor({ status: 'lost' })).toEqual(['dismiss']);
  });
});

describe('avatar initials (spec section 9: first letters of the first two words)', () => {
  it('shows the initials when there is no picture, the picture otherwise', () => {
    const { rerender } = render(<Avatar name="morgan lee reyes" />);
    expect(screen.getByTestId('avatar-initials').textContent).toBe('ML');
    rerender(<Avatar name="Cher" />);
    expect(screen.getByTestId('avatar-initials').textContent).toBe('C');
    rerender(<Avatar name="Morgan Reyes" image="/media/people/m.jpg" />);
    expect(screen.queryByTestId('avatar-initials')).toBeNull();
  });
});

describe('transport request countdown (spec sections 4 and 9)', () => {
  it('formats hours, minutes, seconds and tenths', () => {
    expect(formatRemaining(23 * 3_600_000 + 59 * 60_000 + 58_349)).toBe('23:59:58.3');
    expect(formatRemaining(1_050)).toBe('00:00:01.0');
  });

  it('ticks every 50 ms until the expiration, then shows complete', () => {
    jest.useFakeTimers({ now: new Date('2025-06-01T12:00:00.000Z') });
    try {
      render(
        <I18nextProvider i18n={i18n}>
          <Countdown until="2025-06-01T12:00:01.000Z" />
        </I18nextProvider>,
      );
      const timer = screen.getByRole('timer');
      expect(timer.textContent).toBe('00:00:01.0');
      act(() => {
        jest.advanceTimersByTime(50);
      });
      expect(timer.textContent).toBe('00:00:00.9');
      act(() => {
        jest.advanceTimersByTime(49);
      });
      expect(timer.textContent).toBe('00:00:00.9');
      act(() => {
        jest.advanceTimersByTime(101);
      });
      expect(timer.textContent).toBe('00:00:00.8');
      act(() => {
        jest.advanceTimersByTime(800);
      });
      expect(timer.textContent).toBe('complete');
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
