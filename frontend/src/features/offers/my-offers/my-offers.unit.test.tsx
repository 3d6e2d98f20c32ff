import { screen, waitFor, within } from '@testing-library/react';
import { moveClock } from '../../../testing/clock';
import { userEvent } from '../../../testing/user-event';
import { jest } from '@jest/globals';
import type { Offer } from '@dtn/contracts/entities/offer';
import { FakeApi } from '../../../testing/fake-api';
import { renderAppAt, renderWithApp, testUser } from '../../../testing/render';
import { fromNow, offer as offerOf, transportBid, vehicle } from '../common/test-fixtures';
import MyOfferDetailPage from './my-offer-detail-page';
import MyOffersPage from './my-offers-page';

/** The whole app renders here (renderAppAt): lazy chunks load first, slowly on a busy machine. */
const lazyPage = { timeout: 30_000 };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const user = testUser();
const renderList = (api: FakeApi) => renderWithApp(<MyOffersPage />, { api, user, route: '/myoffers', path: '/myoffers' });
const renderDetail = (api: FakeApi, inventoryId: string) =>
  renderWithApp(<MyOfferDetailPage />, { api, user, route: `/myofferdetails/${inventoryId}`, path: '/myofferdetails/:inventoryId' });

describe('my bids (/myoffers)', () => {
  it('lists each bid with its vehicle, amount and status badge; cancel, restore and dismiss by status', async () => {
    const camry = vehicle();
    const rav4 = vehicle({ model: 'RAV4' });
    const civic = vehicle({ make: 'Honda', model: 'Civic' });
    const offers = [
      offerOf(camry, { status: 'submitted', offerAmount: 21000, transportOfferAmount: 450 }),
      offerOf(rav4, { status: 'cancelled' }),
      offerOf(civic, { status: 'won' }),
    ];
    renderList(new FakeApi().on('myOffers', offers));
    const rows = await screen.findAllByTestId('my-offer');
    expect(rows.map((row) => within(row).getByTestId('offer-status').textContent)).toEqual(['Submitted', 'Cancelled', 'Won']);
    expect(within(rows[0]!).getByRole('link', { name: '2021 Toyota Camry' }).getAttribute('href')).toBe(`/myofferdetails/${camry.id}`);
    expect(within(rows[0]!).getByTestId('my-offer-amount').textContent).toBe('$21,000.00');
    expect(within(rows[0]!).getByText('+ $450.00 transport')).toBeTruthy();
    const buttons = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons(rows[0]!)).toEqual(['Cancel bid 2021 Toyota Camry']);
    expect(buttons(rows[1]!)).toEqual(['Restore 2021 Toyota RAV4', 'Dismiss 2021 Toyota RAV4']);
    expect(buttons(rows[2]!)).toEqual(['Dismiss 2021 Honda Civic']);
  });

  it('cancelling asks first, stating the amount, then sends the command and the list reads its own write at once', async () => {
    const camry = vehicle();
    let current: Offer[] = [offerOf(camry, { status: 'submitted', offerAmount: 21000 })];
    const api = new FakeApi()
      .on('myOffers', () => current)
      .on('cancelOffer', ({ params }: { params?: Record<string, unknown> }) => {
        current = current.map((each) => (each.id === params?.id ? { ...each, status: 'cancelled' as const } : each));
        return { id: String(params?.id), position: '9' };
      });
    renderList(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel bid 2021 Toyota Camry' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this bid?' });
    expect(dialog.textContent).toContain('Cancel your bid of $21,000.00 on the 2021 Toyota Camry?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('cancelOffer')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel bid 2021 Toyota Camry' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this bid?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel bid' }));
    await waitFor(() => expect(screen.getByTestId('offer-status').textContent).toBe('Cancelled'));
    expect(api.callsOf('cancelOffer')[0]?.params).toEqual({ id: current[0]!.id });
    expect(api.callsOf('cancelOffer')[0]?.headers).toEqual({ 'if-match': '"0"' });
    expect(screen.getByRole('button', { name: 'Restore 2021 Toyota Camry' })).toBeTruthy();
  });

  it('restore and dismiss call their routes; dismissing takes the bid off the list', async () => {
    const rav4 = vehicle({ model: 'RAV4' });
    const cancelled = offerOf(rav4, { status: 'cancelled' });
    let current: Offer[] = [cancelled];
    const api = new FakeApi()
      .on('myOffers', () => current)
      .on('restoreOffer', { id: cancelled.id, position: '10' })
      .on('dismissOfferAsBuyer', () => {
        current = [];
        return { id: cancelled.id, position: '11' };
      });
    renderList(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore 2021 Toyota RAV4' }));
    await waitFor(() => expect(api.callsOf('restoreOffer')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss 2021 Toyota RAV4' }));
    expect(await screen.findByText('You have not placed any bids yet.')).toBeTruthy();
    expect(api.callsOf('dismissOfferAsBuyer')[0]?.params).toEqual({ id: cancelled.id });
  });

  it('a failed load shows my-offers.error with retry; none shows my-offers.no-bids', async () => {
    const failing = renderList(new FakeApi().failOn('myOffers', 500));
    expect(await screen.findByText('Your bids could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    failing.unmount();
    renderList(new FakeApi().on('myOffers', []));
    expect(await screen.findByText('You have not placed any bids yet.')).toBeTruthy();
  });

  it('finding 1: a seller without buy authority opens my bids (AddConversationMessage) and sees their own: none', async () => {
    const api = new FakeApi().on('myOffers', []);
    renderAppAt('/myoffers', { api, user: testUser({ role: 'GeneralManager', buyAuthority: false }) });
    expect(await screen.findByText('You have not placed any bids yet.', {}, lazyPage)).toBeTruthy();
    expect(screen.queryByText('unauthorized')).toBeNull();
    expect(api.callsOf('myOffers')).toHaveLength(1);
  });

  it("a user with neither authority sees 'unauthorized' and nothing is requested", async () => {
    const api = new FakeApi();
    renderAppAt('/myoffers', { api, user: testUser({ buyAuthority: false, sellAuthority: false }) });
    expect(await screen.findByText('unauthorized', {}, lazyPage)).toBeTruthy();
    expect(api.callsOf('myOffers')).toHaveLength(0);
  });
});

describe('my bid (/myofferdetails/{inventoryId})', () => {
  it('while bidding-transportation: chat sending is disabled, and the wizard link reviews the transport bids', async () => {
    const camry = vehicle();
    const pending = offerOf(camry, { status: 'bidding-transportation', offerAmount: null });
    renderDetail(new FakeApi().on('myOfferForVehicle', pending), camry.id);
    const chat = await screen.findByTestId('conversation');
    expect(within(chat).getByRole('textbox', { name: 'Message' })).toHaveProperty('disabled', true);
    expect(within(chat).getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(within(chat).getByText('You can write to the seller once transport bidding is over.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review transport bids' }).getAttribute('href')).toBe(`/createoffer/${camry.vin}`);
  });

  it('a submitted bid: the buyer writes to the seller, and the conversation reads back', async () => {
    const camry = vehicle();
    let current = offerOf(camry, { status: 'submitted' });
    const api = new FakeApi()
      .on('myOfferForVehicle', () => current)
      .on('addConversationMessage', ({ body }: { body?: unknown }) => {
        const { message } = body as { message: string };
        current = {
          ...current,
          conversation: {
            users: [{ id: user.id, firstName: 'Pat', lastName: 'Principal', title: 'Dealer Principal', imageUrl: '' }],
            messages: [{ fromUserId: user.id, message, date: '2025-06-01T12:00:00.000Z' }],
          },
        };
        return { id: 'm1', position: '12' };
      });
    renderDetail(api, camry.id);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(box).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    await userEvent.type(box, '  Can you hold it until Friday?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Can you hold it until Friday?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change bid' }).getAttribute('href')).toBe(`/createoffer/${camry.vin}`);
    expect(api.callsOf('addConversationMessage')[0]).toMatchObject({
      params: { id: current.id },
      body: { message: 'Can you hold it until Friday?', fromUserId: user.id },
    });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(screen.getByTestId('avatar-initials').textContent).toBe('PP');
  });

  it('after a win: the seller’s contact details and the winning transport vendor', async () => {
    const camry = vehicle();
    const carrier = transportBid({ status: 'won', bidAmount: 450 });
    const won = offerOf(camry, {
      status: 'won',
      offerAmount: 21000,
      transportOfferAmount: 450,
      total: 21450,
      transportBidRequest: { expirationDateTime: '2025-06-02T12:00:00.000Z', selectedTransportBidId: carrier.id, transportBids: [carrier] },
      counterpartyContactDetails: {
        firstName: 'Dana',
        lastName: 'Seller',
        title: 'Dealer Principal',
        email: 'principal@pacific.example',
        phoneNumber: '555-0110',
      },
      winningTransportVendor: {
        name: 'Red River Auto Haulers',
        contact: 'Dana Whitfield',
        email: 'dispatch@red-river.example',
        phoneNumber: '555-0200',
      },
    });
    renderDetail(new FakeApi().on('myOfferForVehicle', won), camry.id);
    const contact = await screen.findByTestId('counterparty-contact');
    expect(within(contact).getByText('Seller contact')).toBeTruthy();
    expect(within(contact).getByText('Dana Seller')).toBeTruthy();
    expect(within(contact).getByText('principal@pacific.example')).toBeTruthy();
    expect(within(contact).getByText('555-0110')).toBeTruthy();
    const vendor = screen.getByTestId('winning-transport-vendor');
    expect(within(vendor).getByText('Red River Auto Haulers')).toBeTruthy();
    expect(within(vendor).getByText('Dana Whitfield')).toBeTruthy();
    expect(screen.getByTestId('offer-amounts').textContent).toContain('$450.00 by Red River Auto Haulers');
    expect(screen.getByTestId('offer-status').textContent).toBe('Won');
  });

  describe("on the buyer's turn after the seller's counter", () => {
    const camry = vehicle();
    const deadline = fromNow(3_600_000);
    const countered = (overrides: Partial<Offer> = {}) =>
      offerOf(camry, {
        offerAmount: 21000,
        transportOfferAmount: 450,
        total: 21450,
        version: 5,
        turn: 'buyer',
        deadline,
        rounds: [
          { side: 'buyer', kind: 'bid', amount: 21000, deadline: null, version: 1 },
          { side: 'seller', kind: 'counter', amount: 23000, deadline, version: 5 },
        ],
        ...overrides,
      });

    it('shows the counter, the countdown and the rounds; stands by the bid after a confirmation stating it', async () => {
      let current = countered();
      const api = new FakeApi()
        .on('myOfferForVehicle', () => current)
        .on('standByOffer', () => {
          current = {
            ...current,
            version: 6,
            turn: 'seller',
            rounds: [...current.rounds, { side: 'buyer', kind: 'stand', amount: 21000, deadline, version: 6 }],
          };
          return { id: current.id, position: '8' };
        });
      renderDetail(api, camry.id);
      const banner = await screen.findByTestId('turn-banner');
      expect(banner.textContent).toContain('Your turn: the seller countered at $23,000.00.');
      expect(within(banner).getByRole('timer')).toBeTruthy();
      const timeline = within(screen.getByTestId('conversation')).getByTestId('rounds-timeline');
      expect(
        within(timeline)
          .getAllByTestId('round')
          .map((round) => round.textContent?.split(' · ')[0]),
      ).toEqual(['You bid $21,000.00', 'The seller countered at $23,000.00']);
      // The answer to a counter is a move, not a changed bid.
      expect(screen.queryByRole('link', { name: 'Change bid' })).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Counter' }));
      expect(screen.getByText('More than $21,000.00 and less than $23,000.00.')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

      await userEvent.click(screen.getByRole('button', { name: 'Stand by my offer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Stand by your offer?' });
      expect(dialog.textContent).toContain('Stand by your bid of $21,000.00 on the 2021 Toyota Camry? The seller answers next.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Stand by my offer' }));
      await waitFor(() => expect(screen.getByTestId('turn-banner').getAttribute('data-turn')).toBe('seller'));
      expect(api.callsOf('standByOffer')[0]).toMatchObject({ params: { id: current.id }, headers: { 'if-match': '"5"' } });
      expect(screen.queryByRole('button', { name: 'Accept counter' })).toBeNull();
    });

    it('counters back within the bounds; accepting states the counter and the transport that stays', async () => {
      const current = countered();
      const api = new FakeApi().on('myOfferForVehicle', current).on('counterOffer', { id: current.id, position: '9' });
      renderDetail(api, camry.id);
      await userEvent.click(await screen.findByRole('button', { name: 'Counter' }));
      await userEvent.type(screen.getByRole('spinbutton', { name: 'Your counter (vehicle amount)' }), '22000.5');
      await userEvent.click(screen.getByRole('button', { name: 'Review counter' }));
      let dialog = await screen.findByRole('dialog', { name: 'Send this counter?' });
      expect(dialog.textContent).toContain('Counter the seller on the 2021 Toyota Camry at $22,000.50?');
      expect(dialog.textContent).toContain('Transport stays at $450.00.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send counter' }));
      await waitFor(() => expect(api.callsOf('counterOffer')).toHaveLength(1));
      expect(api.callsOf('counterOffer')[0]).toMatchObject({ body: { amount: 22000.5 }, headers: { 'if-match': '"5"' } });

      await userEvent.click(screen.getByRole('button', { name: 'Accept counter' }));
      dialog = await screen.findByRole('dialog', { name: 'Accept the counter?' });
      expect(dialog.textContent).toContain('Buy the 2021 Toyota Camry for $23,000.00, the seller’s counter?');
    });

    it("after the seller's last counter the buyer still counters, stands or accepts; a 412 says what the counter is now", async () => {
      const counters = [23000, 22800, 22600].map((amount, i) => ({
        side: 'seller' as const,
        kind: 'counter' as const,
        amount,
        deadline,
        version: 2 + i * 2,
      }));
      const stands = [0, 1].map((i) => ({ side: 'buyer' as const, kind: 'stand' as const, amount: 21000, deadline, version: 3 + i * 2 }));
      const current = countered({
        version: 6,
        rounds: [
          { side: 'buyer', kind: 'bid', amount: 21000, deadline: null, version: 1 },
          counters[0]!,
          stands[0]!,
          counters[1]!,
          stands[1]!,
          counters[2]!,
        ],
      });
      const api = new FakeApi().on('myOfferForVehicle', current).failOn('acceptOfferTerms', 412, {
        type: 'urn:dtn:problem:precondition-failed',
        status: 412,
        detail: 'The offer changed.',
        current: {
          id: current.id,
          status: 'submitted',
          offerAmount: 21000,
          transportOfferAmount: 450,
          total: 21450,
          version: 7,
          turn: 'buyer',
          deadline,
          counterAmount: 22500,
        },
      });
      renderDetail(api, camry.id);
      const banner = await screen.findByTestId('turn-banner');
      expect(banner.textContent).toContain('You have 3 counters left.');
      expect(
        within(screen.getByTestId('negotiation-bar'))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Accept counter', 'Counter', 'Stand by my offer']);
      expect(screen.getByRole('button', { name: 'Cancel bid 2021 Toyota Camry' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Accept counter' }));
      const dialog = await screen.findByRole('dialog', { name: 'Accept the counter?' });
      expect(dialog.textContent).toContain('$22,600.00');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Accept counter' }));
      expect(await screen.findByText(/the seller now counters at \$22,500\.00/)).toBeTruthy();
      expect(api.callsOf('acceptOfferTerms')[0]?.headers).toEqual({ 'if-match': '"6"' });
    });
  });

  it('an expired bid shows as such and may be dismissed', async () => {
    const camry = vehicle();
    renderDetail(new FakeApi().on('myOfferForVehicle', offerOf(camry, { status: 'expired' })), camry.id);
    expect((await screen.findByTestId('offer-status')).textContent).toBe('Expired');
    expect(screen.queryByTestId('turn-banner')).toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss 2021 Toyota Camry' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel bid/ })).toBeNull();
  });

  it('no offer on that vehicle (204): says so', async () => {
    renderDetail(new FakeApi().on('myOfferForVehicle', null), vehicle().id);
    expect(await screen.findByText('This bid could not be found.')).toBeTruthy();
  });

  it('refreshes every 10 s while open, and stops when left', async () => {
    jest.useFakeTimers();
    try {
      const camry = vehicle();
      let current = offerOf(camry, { status: 'submitted' });
      const api = new FakeApi().on('myOfferForVehicle', () => current);
      const { unmount } = renderDetail(api, camry.id);
      await moveClock(10);
      expect(screen.getByTestId('offer-status').textContent).toBe('Submitted');
      current = { ...current, status: 'lost' };
      await moveClock(10_000);
      expect(screen.getByTestId('offer-status').textContent).toBe('Lost');
      unmount();
      const reads = api.callsOf('myOfferForVehicle').length;
      await moveClock(30_000);
      expect(api.callsOf('myOfferForVehicle')).toHaveLength(reads);
    } finally {
      jest.useRealTimers();
    }
  });
});
