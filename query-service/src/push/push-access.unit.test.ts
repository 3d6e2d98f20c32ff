import { describe, expect, it } from '@jest/globals';
import { permissionsFor, type Role } from '@dtn/contracts';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import type { OfferParties } from '@dtn/projections/read-models/offers/queries';
import { dataFor, deliveryOf, maySee } from './push-access';
import type { PushRow } from './push-log';

const user = (id: string, role: Role, dealerGroupId: string | null, authority = { buyAuthority: true, sellAuthority: true }): AuthUser => ({
  id,
  userId: id,
  email: `${id}@x.example`,
  firstName: 'A',
  lastName: 'B',
  role,
  ...authority,
  dealerGroupId,
  dealershipIds: [],
  postalCode: '75201',
  latitude: 0,
  longitude: 0,
  permissions: permissionsFor({ role, ...authority }),
});
const row = (
  kind: PushRow['kind'],
  target: { userId?: string; userIds?: string[]; offerId?: string },
  data: Record<string, unknown> = {},
): PushRow => ({
  cursor: { transactionId: 1n, id: 1n },
  kind,
  userId: target.userId ?? null,
  userIds: target.userIds ?? null,
  offerId: target.offerId ?? null,
  data,
  createdAt: new Date(),
});
const parties = new Map<string, OfferParties>([
  ['bid', { buyerUserId: 'buyer', sellerDealerGroupId: 'pacific', seenBySeller: true }],
  ['transport-stage', { buyerUserId: 'buyer', sellerDealerGroupId: 'pacific', seenBySeller: false }],
]);

describe('who hears a push: the queries’ own rules', () => {
  const buyer = user('buyer', 'DealerPrincipal', 'lonestar');
  const seller = user('seller', 'SalesManager', 'pacific', { buyAuthority: false, sellAuthority: true });
  const sellerWithoutAuthority = user('staff', 'SalesAssociate', 'pacific', { buyAuthority: false, sellAuthority: false });
  const outsider = user('outsider', 'DealerPrincipal', 'heartland');
  const admin = user('admin', 'Admin', null);

  it('a notification reaches its own user only', () => {
    expect(maySee(buyer, row('notification', { userId: 'buyer' }), parties)).toBe(true);
    expect(maySee(seller, row('notification', { userId: 'buyer' }), parties)).toBe(false);
  });

  it('a notification raised for several users reaches each of them, with their own notification id only', () => {
    const raised = row(
      'notification',
      { userIds: ['seller', 'staff'] },
      { change: 'raised', notificationType: 'NewOffer', notificationIds: ['n-seller', 'n-staff'] },
    );
    expect([seller, sellerWithoutAuthority, buyer].map((u) => maySee(u, raised, parties))).toEqual([true, true, false]);
    expect(dataFor('staff', raised)).toEqual({ change: 'raised', notificationType: 'NewOffer', notificationId: 'n-staff' });
    expect(dataFor('seller', raised)).toEqual({ change: 'raised', notificationType: 'NewOffer', notificationId: 'n-seller' });
    const one = row('notification', { userId: 'buyer' }, { change: 'read', notificationId: 'n-buyer' });
    expect(dataFor('buyer', one)).toEqual({ change: 'read', notificationId: 'n-buyer' });
  });

  it("an offer's change reaches its buyer and the seller group's staff who see incoming offers, once bid on", () => {
    const change = row('offer', { offerId: 'bid' });
    // finding 1: buy authority's AddConversationMessage opens incoming bids too (spec section 2).
    const buyOnlyColleague = user('colleague', 'UsedCarDirector', 'pacific', { buyAuthority: true, sellAuthority: false });
    expect([buyer, seller, admin, buyOnlyColleague, sellerWithoutAuthority, outsider].map((u) => maySee(u, change, parties))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    const early = row('message', { offerId: 'transport-stage' });
    expect([buyer, seller].map((u) => maySee(u, early, parties))).toEqual([true, false]);
  });

  it('a transport quote reaches the buyer only; an unknown offer reaches nobody', () => {
    expect([buyer, seller, admin].map((u) => maySee(u, row('quote', { offerId: 'bid' }), parties))).toEqual([true, false, false]);
    expect(maySee(buyer, row('offer', { offerId: 'gone' }), parties)).toBe(false);
  });

  it("goes by the user's rights at delivery: a right lost stops what it showed, a right granted starts it", () => {
    const change = row('offer', { offerId: 'bid' });
    const raised = row('notification', { userIds: ['seller'] }, { change: 'raised', notificationType: 'NewOffer', notificationIds: ['n'] });
    const stream = (u: AuthUser) => ({ user: u, expiresAt: Infinity });
    const withoutSell = user('seller', 'SalesManager', 'pacific', { buyAuthority: false, sellAuthority: false });
    expect([seller, withoutSell].map((u) => deliveryOf(stream(u), change, parties, 0))).toEqual(['send', 'skip']);
    // The buyer's own offer goes to whoever may open my bids (section 2: sell authority's
    // AddConversationMessage too); without either authority it stops. A role without
    // notifications hears none.
    const buyerSellOnly = user('buyer', 'DealerPrincipal', 'lonestar', { buyAuthority: false, sellAuthority: true });
    const buyerWithoutAuthority = user('buyer', 'DealerPrincipal', 'lonestar', { buyAuthority: false, sellAuthority: false });
    expect([buyerSellOnly, buyerWithoutAuthority].map((u) => deliveryOf(stream(u), change, parties, 0))).toEqual(['send', 'skip']);
    const bdc = user('seller', 'BDCManager', 'pacific', { buyAuthority: false, sellAuthority: true });
    expect([seller, bdc].map((u) => deliveryOf(stream(u), raised, parties, 0))).toEqual(['send', 'skip']);
  });

  it('ends the stream once its token has expired, whatever the push; the millisecond before, it sends', () => {
    const change = row('offer', { offerId: 'bid' });
    const expiresAt = Date.UTC(2025, 2, 1, 13);
    expect(deliveryOf({ user: buyer, expiresAt }, change, parties, expiresAt - 1)).toBe('send');
    expect(deliveryOf({ user: buyer, expiresAt }, change, parties, expiresAt)).toBe('end');
    expect(deliveryOf({ user: outsider, expiresAt }, change, parties, expiresAt + 1)).toBe('end');
  });
});
