/**
 * The things the not-yours sweep tries (../not-yours-sweep.int.test.ts), made through the API on a
 * seeded embedded server: Lone Star's principal bids on one Pacific vehicle and requests transport
 * for another, keeps a buy list item, invites someone and posts to the group; Pacific's principal
 * posts to everyone; an Admin adds a Pacific dealership with no vehicles (nothing shows it to
 * other groups). Tokens, and each caller's own ids, for the sweep's callers.
 *
 *   const world = await buildWorld({ base, db, store, data })
 */
import { inventoryIdFor } from '@dtn/command-service/inventory/import-inventory';
import type { Database } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import { waitForCatchUp } from '@dtn/projections';
import type { Kind } from '../not-yours-cases';
import type { DemoData } from '../seed/demo-data';

/** Someone else's thing; an offer also names its vehicle (approve and reject take both). */
export interface Thing {
  id: string;
  vehicleId?: string;
}
/** The caller's own ids. */
export type Own = Record<'userId' | 'colleagueId' | 'dealershipId' | 'dealerGroupId', string>;
/** What every signed-in caller may see: a general post, a vehicle on sale. */
type Shared = Record<'generalPostId' | 'vehicleId', string>;

export interface World {
  tokens: Record<string, string>;
  /** Lone Star's and Pacific's things, as seen from outside. */
  things: Record<Kind, Thing>;
  /** Lone Star's offer while transport is being quoted: Pacific has not been shown it yet. */
  transportOffer: Thing;
  shared: Shared;
  own: Record<'heartland' | 'heartlandBdc' | 'pacific' | 'lonestarColleague', Own>;
}

const callers = [
  'admin@dtn.example',
  'principal@lonestar.example',
  'salesdirector@lonestar.example',
  'principal@pacific.example',
  'principal@heartland.example',
  'bdc@heartland.example',
];

export async function buildWorld(options: { base: string; db: Database; store: EventStore; data: DemoData }): Promise<World> {
  const { base, db, store, data } = options;
  const tokens: Record<string, string> = {};
  const call = async <T>(who: string | null, method: string, url: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = who ? { authorization: `Bearer ${tokens[who]}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  };
  const idOf = async (who: string, method: string, url: string, body?: unknown) => (await call<{ id: string }>(who, method, url, body)).id;
  for (const email of callers)
    tokens[email] = (await call<{ access_token: string }>(null, 'POST', '/auth/dev/token', { email })).access_token;

  const user = (email: string) => data.users.find((u) => u.email === email)!;
  const ownOf = (email: string, colleague: string): Own => {
    const u = user(email);
    return { userId: u.id, colleagueId: user(colleague).id, dealershipId: u.dealershipIds[0]!, dealerGroupId: u.dealerGroupId! };
  };
  const group = (slug: string) => data.dealerGroups.find((g) => g.slug === slug)!.id;
  const plano = data.dealerships.find((d) => d.name === 'Pacific Toyota Plano')!;
  const dallas = data.dealerships.find((d) => d.name === 'Lone Star Toyota of Dallas')!;
  const onSale = (dealership: { id: string }) =>
    data.vehicles.filter((v) => v.dealershipId === dealership.id && !v.sold).map((v) => inventoryIdFor(dealership.id, v.vin));
  const [v1, v2] = onSale(plano);
  // Any other Pacific vehicle on sale: what every caller may look at and bid on.
  const v3 = data.dealerships.filter((d) => d.dealerGroupId === group('pacific') && d.id !== plano.id).flatMap(onSale)[0];
  if (!v1 || !v2 || !v3) throw new Error('the demo data has too few Pacific vehicles on sale');

  const buyer = 'principal@lonestar.example';
  const seller = 'principal@pacific.example';
  const bare = await idOf('admin@dtn.example', 'POST', '/api/dealership', {
    dealerGroupId: group('pacific'),
    name: 'Pacific Empty Lot',
    dealerVaultId: 'PAC-EMPTY',
    address1: '2 Elm St',
    city: 'Plano',
    state: 'TX',
    postalCode: '75024',
  });
  const offer = await idOf(buyer, 'POST', '/api/offer', { status: 'submitted', inventoryId: v1, offerAmount: 15_000, currency: 'USD' });
  const transportOffer = await idOf(buyer, 'POST', '/api/offer', {
    status: 'bidding-transportation',
    inventoryId: v2,
    transportationSearchRadius: 100,
    destinationDealershipId: dallas.id,
  });
  const buyListItem = await idOf(buyer, 'POST', '/api/buylist', { make: 'Toyota', model: 'Camry', startYear: 2018, endYear: 2022 });
  const invite = await idOf(buyer, 'POST', '/api/invite/sendinvite', {
    emailAddress: 'invitee@sweep.example',
    userRole: 'SalesManager',
    buyAuthority: false,
    sellAuthority: false,
    dealerGroupId: group('lonestar'),
    dealershipIds: [user(buyer).dealershipIds[0]],
  });
  const post = await idOf(buyer, 'POST', '/api/post', { content: 'Lone Star only', postVisibility: 'DEALERGROUP' });
  const comment = await idOf(buyer, 'POST', '/api/comment', { content: 'Within the group', postId: post });
  const generalPostId = await idOf(seller, 'POST', '/api/post', { content: 'For everyone' });
  await waitForCatchUp(db, (await store.headPosition())!, { timeoutMs: 60_000 });

  type Mine = { transportBidRequest: { transportBids: { id: string }[] } | null };
  const bids = (await call<Mine>(buyer, 'GET', `/api/offer/user/inventory/${v2}`)).transportBidRequest?.transportBids ?? [];
  if (bids.length === 0) throw new Error('the transport request invited no vendor');
  const notifications = await call<{ results: { id: string; notificationType: string }[] }>(
    seller,
    'GET',
    '/api/notification/list?includeRead=true&pageSize=100&notificationType=NewOffer',
  );
  const notification = notifications.results[0]?.id;
  if (!notification) throw new Error('the seller has no NewOffer notification');

  return {
    tokens,
    things: {
      offer: { id: offer, vehicleId: v1 },
      transportBid: { id: bids[0]!.id },
      notification: { id: notification },
      buyListItem: { id: buyListItem },
      invite: { id: invite },
      user: { id: user('gm@lonestar.example').id },
      dealership: { id: bare },
      dealerGroup: { id: group('lonestar') },
      post: { id: post },
      comment: { id: comment },
    },
    transportOffer: { id: transportOffer, vehicleId: v2 },
    shared: { generalPostId, vehicleId: v3 },
    own: {
      heartland: ownOf('principal@heartland.example', 'bdc@heartland.example'),
      heartlandBdc: ownOf('bdc@heartland.example', 'principal@heartland.example'),
      pacific: ownOf(seller, 'gm@pacific.example'),
      lonestarColleague: ownOf('salesdirector@lonestar.example', 'gm@lonestar.example'),
    },
  };
}
