import { screen, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import type { OfferHistoryEntry } from '@dtn/contracts/routes/offer-queries';
import { describe, expect, it } from '@jest/globals';
import { FakeApi } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import OfferDetailsPage from '../incoming/offer-details-page';
import IncomingOffersPage from '../incoming/incoming-offers-page';
import MyOfferDetailPage from '../my-offers/my-offer-detail-page';
import MyOffersPage from '../my-offers/my-offers-page';
import { offer, vehicle } from './test-fixtures';

const seller = testUser({ role: 'GeneralManager', buyAuthority: false, sellAuthority: true });
const buyer = testUser();
const endsAt = '2026-12-26T18:00:00.000Z';
const ends = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(endsAt));
const camry = vehicle();
const instant = offer(camry, {
  offerAmount: 21_000,
  origin: 'standing-order',
  standingOrderId: '00000000-0000-4000-a000-000000000001',
  standingOrderEndsAt: endsAt,
});
const byHand = offer(vehicle({ model: 'RAV4' }), { offerAmount: 30_000 });

describe('an instant offer (issue 35)', () => {
  it('is marked in the seller’s incoming bids with the order’s end; a bid by hand is not', async () => {
    const api = new FakeApi().on('incomingOffers', [
      { inventory: camry, offers: [instant] },
      { inventory: byHand.inventory, offers: [byHand] },
    ]);
    renderWithApp(<IncomingOffersPage />, { api, user: seller, route: '/incomingoffers', path: '/incomingoffers' });
    const [first, second] = await screen.findAllByTestId('incoming-offer');
    expect(within(first!).getByTestId('instant-offer').textContent).toBe(`Instant offerstanding order ends ${ends}`);
    expect(within(second!).queryByTestId('instant-offer')).toBeNull();
  });

  it('is marked in the seller’s offer detail', async () => {
    const api = new FakeApi().on('incomingOfferById', instant);
    renderWithApp(<OfferDetailsPage />, { api, user: seller, route: `/offerdetails/${instant.id}`, path: '/offerdetails/:offerId' });
    expect((await screen.findByTestId('instant-offer')).textContent).toBe(`Instant offerstanding order ends ${ends}`);
  });

  it('is marked in the buyer’s bids and bid detail, without the seller’s wording', async () => {
    renderWithApp(<MyOffersPage />, {
      api: new FakeApi().on('myOffers', [instant, byHand]),
      user: buyer,
      route: '/myoffers',
      path: '/myoffers',
    });
    const [first, second] = await screen.findAllByTestId('my-offer');
    expect(within(first!).getByTestId('instant-offer').textContent).toBe('Instant offer');
    expect(within(second!).queryByTestId('instant-offer')).toBeNull();
  });

  it('is marked in the buyer’s bid detail', async () => {
    renderWithApp(<MyOfferDetailPage />, {
      api: new FakeApi().on('myOfferForVehicle', instant),
      user: buyer,
      route: `/myofferdetails/${camry.id}`,
      path: '/myofferdetails/:inventoryId',
    });
    expect((await screen.findByTestId('instant-offer')).textContent).toBe('Instant offer');
  });

  it('names the standing order as the actor in the offer history', async () => {
    const history: OfferHistoryEntry[] = [
      {
        revision: 0,
        type: 'OfferSubmitted',
        occurredAt: '2026-11-26T12:00:00.000Z',
        actor: { userId: 'u1', firstName: 'Casey', lastName: 'Nguyen', standingOrderId: instant.standingOrderId },
        data: { offerAmount: 21_000, transportOfferAmount: null },
        state: { status: 'submitted', offerAmount: 21_000 },
      },
    ];
    const api = new FakeApi().on('incomingOfferById', instant).on('offerHistory', history);
    renderWithApp(<OfferDetailsPage />, {
      api,
      user: testUser({ role: 'DealerPrincipal' }),
      route: `/offerdetails/${instant.id}`,
      path: '/offerdetails/:offerId',
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect((await screen.findByTestId('history-actor')).textContent).toBe('Casey Nguyen’s standing order');
  });
});
