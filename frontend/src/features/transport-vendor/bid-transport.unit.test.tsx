import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../testing/user-event';
import type { PublicTransportBid } from '@dtn/contracts/routes/offer-queries';
import { FakeApi } from '../../testing/fake-api';
import { renderAppAt } from '../../testing/render';
import { isVendorAmount } from './bid-transport-page';

/** The whole app renders here (renderAppAt): lazy chunks load first, slowly on a busy machine. */
const lazyPage = { timeout: 30_000 };

const uid = 'q7Vw3kP9xT2mN8bR5cY1zL4hJ6dF0sAe';
const job = (overrides: Partial<PublicTransportBid> = {}): PublicTransportBid => ({
  make: 'Toyota',
  model: 'Camry',
  distance: 31.4,
  status: 'pending',
  expirationDateTime: '2030-06-02T12:00:00.000Z',
  bidAmount: null,
  ...overrides,
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('vendor bid amount (spec section 5)', () => {
  it('is greater than 0, at most two decimals and at most 10 characters', () => {
    for (const ok of ['1', '450', '450.5', '450.50', '123456.78']) expect(isVendorAmount(ok)).toBe(true);
    for (const bad of ['', '0', '0.00', '-1', '4.505', '12345678.90', 'abc']) expect(isVendorAmount(bad)).toBe(false);
  });
});

describe('the transport vendor page (/bidtransport/{uid}), public and without chrome', () => {
  it('shows make, model and miles; quotes, then thanks the vendor', async () => {
    let current = job();
    const api = new FakeApi()
      .on('transportBidByUid', () => current)
      .on('quoteTransportBid', ({ body }: { body?: unknown }) => {
        current = { ...current, status: 'submitted', bidAmount: (body as { bidAmount: number }).bidAmount };
        return { id: 'b1', position: '1' };
      });
    renderAppAt(`/bidtransport/${uid}`, { api });
    expect(await screen.findByRole('heading', { name: 'Transport quote', level: 1 }, lazyPage)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(screen.getByTestId('transport.bid.make').textContent).toBe('Toyota');
    expect(screen.getByTestId('transport.bid.model').textContent).toBe('Camry');
    expect(screen.getByTestId('transport.bid.distance').textContent).toBe('31.4 miles');
    expect(api.callsOf('transportBidByUid')[0]?.params).toEqual({ uid });

    const amount = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Your bid amount' });
    expect([amount.min, amount.step, amount.maxLength]).toEqual(['0', '0.01', 10]);
    const submit = screen.getByRole('button', { name: 'Submit quote' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(amount, '0');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.clear(amount);
    await userEvent.type(amount, '123456789012');
    expect(amount.value).toBe('1234567890');
    await userEvent.clear(amount);
    await userEvent.type(amount, '450.5');
    await userEvent.click(submit);
    expect(await screen.findByText('Thank you for your quote.')).toBeTruthy();
    expect(screen.getByText('Your quote: $450.50')).toBeTruthy();
    expect(api.callsOf('quoteTransportBid')[0]?.body).toEqual({ uid, bidAmount: 450.5 });
  });

  it('a bid no longer pending shows the thank-you without a form', async () => {
    renderAppAt(`/bidtransport/${uid}`, { api: new FakeApi().on('transportBidByUid', job({ status: 'won', bidAmount: 380 })) });
    expect(await screen.findByText('Thank you for your quote.', {}, lazyPage)).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('a vendor who never quoted is told the request closed, not thanked: another vendor was selected, or the time is over', async () => {
    const lost = renderAppAt(`/bidtransport/${uid}`, { api: new FakeApi().on('transportBidByUid', job({ status: 'lost' })) });
    const closed = await screen.findByTestId('transport-closed', {}, lazyPage);
    expect(closed.textContent).toContain('This request is closed.');
    expect(closed.textContent).toContain('The dealer selected another transport quote.');
    expect(screen.queryByText('Thank you for your quote.')).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    lost.unmount();

    const expired = job({ expirationDateTime: '2020-06-02T12:00:00.000Z' });
    renderAppAt(`/bidtransport/${uid}`, { api: new FakeApi().on('transportBidByUid', expired) });
    expect((await screen.findByTestId('transport-closed', {}, lazyPage)).textContent).toContain('The time for quotes is over.');
    expect(screen.queryByText('Thank you for your quote.')).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('a vendor whose quote lost is told the request closed, with the quote they sent', async () => {
    renderAppAt(`/bidtransport/${uid}`, { api: new FakeApi().on('transportBidByUid', job({ status: 'lost', bidAmount: 420 })) });
    const closed = await screen.findByTestId('transport-closed', {}, lazyPage);
    expect(closed.textContent).toContain('Your quote: $420.00');
    expect(screen.queryByTestId('transport-thank-you')).toBeNull();
  });

  it('transport.bid.error when the link fails, and when the quote is refused', async () => {
    const broken = renderAppAt(`/bidtransport/${uid}`, { api: new FakeApi().failOn('transportBidByUid', 404) });
    expect(await screen.findByText('This transport bid is not available.', {}, lazyPage)).toBeTruthy();
    broken.unmount();

    const api = new FakeApi()
      .on('transportBidByUid', job())
      .failOn('quoteTransportBid', 409, { type: 'urn:dtn:problem:conflict', detail: 'The transport request has expired.' });
    renderAppAt(`/bidtransport/${uid}`, { api });
    await userEvent.type(await screen.findByRole('spinbutton', { name: 'Your bid amount' }, lazyPage), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Submit quote' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This transport bid is not available. The transport request has expired.'),
    );
    expect(screen.queryByText('Thank you for your quote.')).toBeNull();
  });

  it('finding 2: the server’s reason for the amount shows on the amount field', async () => {
    const reason = 'The quote must be at most $10,000.00.';
    const api = new FakeApi().on('transportBidByUid', job()).failOn('quoteTransportBid', 400, {
      type: 'urn:dtn:problem:validation',
      detail: 'The quote is invalid.',
      errors: [{ field: 'body.bidAmount', message: reason }],
    });
    renderAppAt(`/bidtransport/${uid}`, { api });
    const amount = await screen.findByRole('spinbutton', { name: 'Your bid amount' }, lazyPage);
    await userEvent.type(amount, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Submit quote' }));
    await waitFor(() => expect(amount.classList.contains('is-invalid')).toBe(true));
    expect(amount.parentElement?.textContent).toMatch(reason);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
