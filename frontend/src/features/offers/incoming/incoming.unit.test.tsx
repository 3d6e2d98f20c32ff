import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import { unknownMarket } from '@dtn/contracts/entities/market';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { IncomingOfferGroup, OfferHistoryEntry } from '@dtn/contracts/routes/offer-queries';
import { FakeApi } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import { fromNow, offer as offerOf, vehicle } from '../common/test-fixtures';
import IncomingOffersPage from './incoming-offers-page';
import OfferDetailsPage from './offer-details-page';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const seller = testUser({ role: 'GeneralManager', buyAuthority: false, sellAuthority: true });
const renderList = (api: FakeApi) =>
  renderWithApp(<IncomingOffersPage />, { api, user: seller, route: '/incomingoffers', path: '/incomingoffers' });
const renderDetail = (api: FakeApi, offerId: string, user = seller) =>
  renderWithApp(<OfferDetailsPage />, { api, user, route: `/offerdetails/${offerId}`, path: '/offerdetails/:offerId' });

const bidder = (firstName: string, lastName: string) => ({ firstName, lastName, title: 'Used Car Director', imageUrl: '' });

describe('incoming bids (/incomingoffers)', () => {
  it('groups bids by vehicle: bidder avatar with initials, name, amount and status badge, linking to the bid', async () => {
    const camry = vehicle();
    const rav4 = vehicle({ model: 'RAV4' });
    const first = offerOf(camry, { user: bidder('Casey', 'Nguyen'), offerAmount: 21000 });
    const groups: IncomingOfferGroup[] = [
      { inventory: camry, offers: [first, offerOf(camry, { user: bidder('Jordan', 'Blake'), offerAmount: 20500.5, status: 'lost' })] },
      { inventory: rav4, offers: [offerOf(rav4, { user: bidder('Riley', 'Patel'), offerAmount: 30000 })] },
    ];
    renderList(new FakeApi().on('incomingOffers', groups));
    const sections = await screen.findAllByTestId('incoming-group');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual(['2021 Toyota Camry', '2021 Toyota RAV4']);
    const bids = within(sections[0]!).getAllByTestId('incoming-offer');
    expect(bids.map((bid) => within(bid).getByTestId('avatar-initials').textContent)).toEqual(['CN', 'JB']);
    // The whole row opens the bid (one link holding name, amount and status), not only the name.
    const row = within(bids[0]!).getByRole('link', { name: /^Casey Nguyen.*\$21,000\.00.*Submitted/ });
    expect(row.getAttribute('href')).toBe(`/offerdetails/${first.id}`);
    expect(within(bids[0]!).getAllByRole('link')).toHaveLength(1);
    for (const part of ['avatar-initials', 'incoming-amount', 'offer-status'])
      expect(row.contains(within(bids[0]!).getByTestId(part))).toBe(true);
    expect(row.textContent).toContain('Your turn');
    expect(within(bids[1]!).queryByTestId('incoming-your-turn')).toBeNull();
    expect(bids.map((bid) => within(bid).getByTestId('incoming-amount').textContent)).toEqual(['$21,000.00', '$20,500.50']);
    expect(bids.map((bid) => within(bid).getByTestId('offer-status').textContent)).toEqual(['Submitted', 'Lost']);
  });

  it('offers removal only where section 4 allows it, and removing dismisses each bid not yet dismissed', async () => {
    const camry = vehicle();
    const rav4 = vehicle({ model: 'RAV4' });
    const civic = vehicle({ make: 'Honda', model: 'Civic' });
    const won = offerOf(camry, { status: 'won' });
    const lost = offerOf(camry, { status: 'lost' });
    let groups: IncomingOfferGroup[] = [
      { inventory: camry, offers: [won, lost] },
      { inventory: rav4, offers: [offerOf(rav4, { status: 'submitted' }), offerOf(rav4, { status: 'lost' })] },
      { inventory: civic, offers: [offerOf(civic, { status: 'cancelled' })] },
    ];
    const api = new FakeApi()
      .on('incomingOffers', () => groups)
      .on('dismissOfferAsSeller', ({ params }: { params?: Record<string, unknown> }) => {
        groups = groups
          .map((group) => ({ ...group, offers: group.offers.filter((each) => each.id !== params?.id) }))
          .filter((group) => group.offers.length > 0);
        return { id: String(params?.id), position: '1' };
      });
    renderList(api);
    await screen.findAllByTestId('incoming-group');
    expect(screen.getByRole('button', { name: 'Remove 2021 Toyota Camry' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove 2021 Toyota RAV4' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove 2021 Honda Civic' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove 2021 Toyota Camry' }));
    await waitFor(() => expect(screen.getAllByTestId('incoming-group')).toHaveLength(2));
    expect(api.callsOf('dismissOfferAsSeller').map((call) => call.params?.id)).toEqual([won.id, lost.id]);
  });

  it('a failed load with nothing shown: offers.incoming.error; none: offers.incoming.no-offers', async () => {
    const failing = renderList(new FakeApi().failOn('incomingOffers', 503));
    expect(await screen.findByText('The bids on your vehicles could not be loaded.')).toBeTruthy();
    failing.unmount();
    renderList(new FakeApi().on('incomingOffers', []));
    expect(await screen.findByText('No bids on your vehicles yet.')).toBeTruthy();
  });
});

describe('one incoming bid (/offerdetails/{offerId})', () => {
  const camry = vehicle();

  it('accepts after a confirmation; the bid reads back won with the buyer’s contact details', async () => {
    let current: Offer = offerOf(camry, { user: bidder('Casey', 'Nguyen'), offerAmount: 21000 });
    const api = new FakeApi()
      .on('incomingOfferById', () => current)
      .on('approveOffer', () => {
        current = {
          ...current,
          status: 'won',
          counterpartyContactDetails: {
            firstName: 'Casey',
            lastName: 'Nguyen',
            title: 'Used Car Director',
            email: 'usedcar@lonestar.example',
            phoneNumber: '555-0102',
          },
        };
        return { id: current.id, position: '2' };
      });
    renderDetail(api, current.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this bid?' });
    expect(dialog.textContent).toContain('Sell the 2021 Toyota Camry to Casey Nguyen for $21,000.00?');
    expect(api.callsOf('approveOffer')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept bid' }));
    await waitFor(() => expect(screen.getByTestId('offer-status').textContent).toBe('Won'));
    expect(api.callsOf('approveOffer')[0]?.params).toEqual({ inventoryId: camry.id, offerId: current.id });
    expect(api.callsOf('approveOffer')[0]?.headers).toEqual({ 'if-match': '"0"' });
    expect(within(screen.getByTestId('counterparty-contact')).getByText('usedcar@lonestar.example')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('accepts only the terms the dialog showed: when the bid moved meanwhile (412) it says so and shows the bid as it is now', async () => {
    let current: Offer = offerOf(camry, { user: bidder('Casey', 'Nguyen'), offerAmount: 20000, total: 20000, version: 3 });
    const api = new FakeApi()
      .on('incomingOfferById', () => current)
      .failOn('approveOffer', 412, {
        type: 'urn:dtn:problem:precondition-failed',
        status: 412,
        detail: 'The offer changed since version 3: it is at version 4 now.',
        current: { id: current.id, status: 'submitted', offerAmount: 1, transportOfferAmount: null, total: 1, version: 4 },
      });
    renderDetail(api, current.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this bid?' });
    // The buyer lowers the bid while the seller reads the dialog: the next read shows it.
    current = { ...current, offerAmount: 1, total: 1, version: 4 };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept bid' }));
    expect(await screen.findByText(/This bid changed while you were looking at it: it now stands at \$1\.00 \(Submitted\)/)).toBeTruthy();
    expect(api.callsOf('approveOffer')[0]?.headers).toEqual({ 'if-match': '"3"' });
    await waitFor(() => expect(screen.getByTestId('offer-status').textContent).toBe('Submitted'));
    expect(api.callsOf('incomingOfferById').length).toBeGreaterThanOrEqual(2);
  });

  it('reject: cancelling the confirmation sends nothing; confirming rejects', async () => {
    const current = offerOf(camry);
    const api = new FakeApi().on('incomingOfferById', current).on('rejectOffer', { id: current.id, position: '3' });
    renderDetail(api, current.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('rejectOffer')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject bid' }));
    await waitFor(() => expect(api.callsOf('rejectOffer')).toHaveLength(1));
    expect(api.callsOf('rejectOffer')[0]?.params).toEqual({ inventoryId: camry.id, offerId: current.id });
    expect(api.callsOf('rejectOffer')[0]?.headers).toEqual({ 'if-match': '"0"' });
  });

  it("counters on the seller's turn within the rules' bounds, after a confirmation; then waits for the buyer with the countdown", async () => {
    const deadline = fromNow(5 * 3_600_000);
    let current: Offer = offerOf(camry, {
      user: bidder('Casey', 'Nguyen'),
      offerAmount: 21000,
      version: 2,
      turn: 'seller',
      deadline,
      rounds: [{ side: 'buyer', kind: 'bid', amount: 21000, deadline, version: 2 }],
    });
    const api = new FakeApi()
      .on('incomingOfferById', () => current)
      .on('counterOffer', ({ body }: { body?: unknown }) => {
        const { amount } = body as { amount: number };
        const next = fromNow(24 * 3_600_000);
        current = {
          ...current,
          version: 3,
          turn: 'buyer',
          deadline: next,
          rounds: [...current.rounds, { side: 'seller', kind: 'counter', amount, deadline: next, version: 3 }],
        };
        return { id: current.id, position: '5' };
      });
    renderDetail(api, current.id);
    const banner = await screen.findByTestId('turn-banner');
    expect(banner.textContent).toContain('Your turn: accept, counter or reject this bid.');
    expect(banner.textContent).toContain('You have 3 counters left.');
    expect(within(banner).getByRole('timer').textContent).toMatch(/^04:59:5\d\.\d$/);
    expect(within(screen.getByTestId('rounds-timeline')).getByTestId('round').textContent).toContain('The buyer bid $21,000.00');

    await userEvent.click(screen.getByRole('button', { name: 'Counter' }));
    const box = screen.getByRole('spinbutton', { name: 'Your counter (vehicle amount)' });
    expect(screen.getByText('More than $21,000.00 and at most $23,450.00.')).toBeTruthy();
    await userEvent.type(box, '23450.01');
    expect(screen.getByRole('button', { name: 'Review counter' })).toHaveProperty('disabled', true);
    await userEvent.clear(box);
    await userEvent.type(box, '22500');
    await userEvent.click(screen.getByRole('button', { name: 'Review counter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this counter?' });
    expect(dialog.textContent).toContain('Counter the bid of Casey Nguyen on the 2021 Toyota Camry at $22,500.00?');
    expect(api.callsOf('counterOffer')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send counter' }));

    await waitFor(() => expect(screen.getByTestId('turn-banner').getAttribute('data-turn')).toBe('buyer'));
    expect(screen.getByTestId('turn-banner').textContent).toMatch(/Waiting for the buyer until .+\./);
    expect(api.callsOf('counterOffer')[0]).toMatchObject({
      params: { id: current.id },
      body: { amount: 22500 },
      headers: { 'if-match': '"2"' },
    });
    expect(screen.getAllByTestId('round').map((round) => round.textContent?.split(' · ')[0])).toEqual([
      'The buyer bid $21,000.00',
      'You countered at $22,500.00',
    ]);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Counter' })).toBeNull();
  });

  it('the seller chats with the bidder', async () => {
    const current = offerOf(camry);
    const api = new FakeApi().on('incomingOfferById', current).on('addConversationMessage', { id: 'm', position: '4' });
    renderDetail(api, current.id);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'It is yours for 21,500.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsOf('addConversationMessage')).toHaveLength(1));
    expect(api.callsOf('addConversationMessage')[0]?.body).toEqual({ message: 'It is yours for 21,500.', fromUserId: seller.id });
  });

  it('says what happened: not found, or unauthorized for another group’s bid', async () => {
    const missing = renderDetail(new FakeApi().failOn('incomingOfferById', 404), offerOf(camry).id);
    expect(await screen.findByText('This bid could not be found.')).toBeTruthy();
    missing.unmount();
    renderDetail(new FakeApi().failOn('incomingOfferById', 403), offerOf(camry).id);
    expect(await screen.findByText('unauthorized')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('the History tab, for the Admin and dealer principals only, lists every event with actor, time and the state after', async () => {
    const current = offerOf(camry);
    const history: OfferHistoryEntry[] = [
      {
        revision: 0,
        type: 'OfferSubmitted',
        occurredAt: '2025-06-01T12:00:00.000Z',
        actor: { userId: 'u1', firstName: 'Casey', lastName: 'Nguyen' },
        data: { offerAmount: 21000, transportOfferAmount: null },
        state: { status: 'submitted', offerAmount: 21000 },
      },
      {
        revision: 1,
        type: 'ConversationMessageAdded',
        occurredAt: '2025-06-01T12:05:00.000Z',
        actor: { userId: 'u2', firstName: 'Taylor', lastName: 'Brooks' },
        data: { message: 'It is yours.' },
        state: { status: 'submitted', offerAmount: 21000 },
      },
      {
        revision: 2,
        type: 'OfferAccepted',
        occurredAt: '2025-06-01T12:10:00.000Z',
        actor: { userId: 'u2', firstName: 'Taylor', lastName: 'Brooks' },
        data: {},
        state: { status: 'won', offerAmount: 21000 },
      },
    ];
    const api = new FakeApi().on('incomingOfferById', current).on('offerHistory', history);
    const gm = renderDetail(api, current.id);
    await screen.findByRole('button', { name: 'Accept' });
    expect(screen.queryByRole('tab', { name: 'History' })).toBeNull();
    gm.unmount();

    renderDetail(api, current.id, testUser({ role: 'DealerPrincipal' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    const rows = await screen.findAllByTestId('history-entry');
    expect(rows.map((row) => row.getAttribute('data-event'))).toEqual(['OfferSubmitted', 'ConversationMessageAdded', 'OfferAccepted']);
    const parts = (row: HTMLElement) =>
      ['history-event', 'history-actor', 'history-detail', 'history-state'].map((id) => within(row).queryByTestId(id)?.textContent ?? null);
    expect(parts(rows[0]!)).toEqual(['Bid submitted', 'Casey Nguyen', '$21,000.00', 'State after: Submitted$21,000.00']);
    expect(parts(rows[1]!).slice(0, 3)).toEqual(['Message', 'Taylor Brooks', 'It is yours.']);
    expect(parts(rows[2]!)[3]).toContain('Won');
    expect(parts(rows[2]!)[2]).toBeNull();
    expect(rows[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2025-06-01T12:00:00.000Z');
    expect(api.callsOf('offerHistory')[0]?.params).toEqual({ id: current.id });
  });

  it('the History tab shows each round with its amount, the deadline it set and the terms version, and a lapse', async () => {
    const current = offerOf(camry);
    const history: OfferHistoryEntry[] = [
      {
        revision: 0,
        type: 'OfferSubmitted',
        occurredAt: '2025-06-01T12:00:00.000Z',
        actor: { userId: 'u1', firstName: 'Casey', lastName: 'Nguyen' },
        data: { offerAmount: 21000, transportOfferAmount: null, deadline: '2025-06-02T12:00:00.000Z' },
        state: { status: 'submitted', offerAmount: 21000, version: 0 },
      },
      {
        revision: 1,
        type: 'OfferCountered',
        occurredAt: '2025-06-01T13:00:00.000Z',
        actor: { userId: 'u2', firstName: 'Taylor', lastName: 'Brooks' },
        data: { side: 'seller', amount: 22500, deadline: '2025-06-02T13:00:00.000Z' },
        state: { status: 'submitted', offerAmount: 21000, version: 1 },
      },
      {
        revision: 2,
        type: 'OfferExpired',
        occurredAt: '2025-06-02T13:00:05.000Z',
        actor: null,
        data: { turn: 'buyer', deadline: '2025-06-02T13:00:00.000Z' },
        state: { status: 'expired', offerAmount: 21000, version: 2 },
      },
    ];
    renderDetail(
      new FakeApi().on('incomingOfferById', current).on('offerHistory', history),
      current.id,
      testUser({ role: 'DealerPrincipal' }),
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    const rows = await screen.findAllByTestId('history-entry');
    const counter = rows[1]!;
    expect(within(counter).getByTestId('history-event').textContent).toBe('Countered');
    expect(within(counter).getByTestId('history-detail').textContent).toBe('The seller asks $22,500.00');
    expect(within(counter).getByTestId('history-deadline').querySelector('time')?.getAttribute('datetime')).toBe(
      '2025-06-02T13:00:00.000Z',
    );
    expect(within(counter).getByTestId('history-version').textContent).toContain('terms version 1');
    const lapse = rows[2]!;
    expect(within(lapse).getByTestId('history-event').textContent).toBe('Lapsed: no answer by the deadline');
    expect(within(lapse).getByTestId('history-detail').textContent).toBe('The buyer’s turn');
    expect(within(lapse).getByTestId('history-actor').textContent).toBe('System');
    expect(within(lapse).queryByTestId('history-deadline')).toBeNull();
    expect(within(lapse).getByTestId('history-state').textContent).toContain('Expired');
  });

  it("a dealer principal of the buyer's group may not see the bid (403) but still reads its history", async () => {
    const current = offerOf(camry);
    const api = new FakeApi().failOn('incomingOfferById', 403).on('offerHistory', [
      {
        revision: 0,
        type: 'OfferSubmitted',
        occurredAt: '2025-06-01T12:00:00.000Z',
        actor: null,
        data: {},
        state: { status: 'submitted' },
      },
    ]);
    renderDetail(api, current.id, testUser({ role: 'DealerPrincipal' }));
    expect(await screen.findByText('unauthorized')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const [row] = await screen.findAllByTestId('history-entry');
    expect(within(row!).getByTestId('history-actor').textContent).toBe('System');
  });
});

describe('one incoming bid against the network value', () => {
  const valued = vehicle({ market: { ...unknownMarket(30), value: 24_000, low: 22_500, high: 25_000, sampleSize: 11 } });
  // An offer read carries its vehicle with the market figures.
  const bidOn = (on: typeof valued) =>
    offerOf(on, {
      user: bidder('Casey', 'Nguyen'),
      offerAmount: 21_000,
      turn: 'seller',
      rounds: [{ side: 'buyer', kind: 'bid', amount: 21_000, deadline: null, version: 0 }],
    });

  it('states the bid, each round, a counter as it is typed and the accept dialog as a percentage of the value', async () => {
    const bid = bidOn(valued);
    const api = new FakeApi().on('incomingOfferById', bid).on('approveOffer', { id: bid.id, position: '3' });
    renderDetail(api, bid.id);
    const amounts = await screen.findByTestId('offer-amounts');
    expect(within(amounts).getByTestId('percent-of-value').textContent).toBe('87.5% of the network value ($24,000.00)');
    expect(screen.getByTestId('round-percent-of-value').textContent).toBe(' (87.5% of value)');

    await userEvent.click(screen.getByRole('button', { name: 'Counter' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Your counter (vehicle amount)' }), '23400');
    expect(within(screen.getByTestId('counter-form')).getByTestId('percent-of-value').textContent).toBe(
      '97.5% of the network value ($24,000.00)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this bid?' });
    expect(within(dialog).getByTestId('percent-of-value').textContent).toBe('87.5% of the network value ($24,000.00)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept bid' }));
    await waitFor(() => expect(api.callsOf('approveOffer')).toHaveLength(1));
  });

  it('shows no percentage when the vehicle has no value', async () => {
    const bid = bidOn({ ...valued, market: unknownMarket(30) });
    renderDetail(new FakeApi().on('incomingOfferById', bid), bid.id);
    await screen.findByTestId('offer-amounts');
    expect(screen.getByTestId('round').textContent).toContain('The buyer bid $21,000.00');
    expect(screen.queryByTestId('percent-of-value')).toBeNull();
    expect(screen.queryByTestId('round-percent-of-value')).toBeNull();
  });
});
