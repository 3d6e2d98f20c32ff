/**
 * The not-yours sweep's table (not-yours-sweep.int.test.ts): every id a signed-in route of the
 * catalogue takes, in its path, query string or body, with the kind of thing it names and the
 * call to make with one. The sweep makes each call with someone else's thing and with a random
 * id and expects the two answers to be the same.
 *
 *   notYoursCases                       one per swept (route, id field)
 *   requestFor(c, id, values)           the case's call with `id`, the other ids from `values`
 *   notSwept                            `<route> <field>` -> why that id has no "not yours" to try
 *   idFieldsOf(route)                   a route's id fields: `params.id`, `body.dealershipIds`, ...
 *
 * A call is a template: `{id}` is the swept id; `{vehicle}` the swept offer's vehicle; `{own.*}`
 * the caller's own (a route taking two ids gets the caller's own in the other); `{shared.*}`
 * what every caller may see; `{anOffer}` one offer id that is nobody's.
 */
import type { RouteSpec } from '@dtn/contracts';
import { variantsOf } from '@dtn/contracts/schema-leaves';

export type Kind =
  'offer' | 'transportBid' | 'notification' | 'buyListItem' | 'invite' | 'user' | 'dealership' | 'dealerGroup' | 'post' | 'comment';

export interface NotYoursCase {
  route: string;
  field: string;
  kind: Kind;
  url: string;
  body?: unknown;
  /** Send a picture as multipart (the upload route reads no JSON). */
  picture?: true;
}

const bid = { offerAmount: 12_000, currency: 'USD' };
const dealership = { name: 'Sweep Motors', dealerVaultId: 'SW-1', address1: '1 Main St', city: 'Plano', state: 'TX', postalCode: '75024' };
const invite = { emailAddress: 'sweep-new@sweep.example', userRole: 'SalesManager', buyAuthority: false, sellAuthority: false };
const listing = { postType: 'LISTING', vin: '1HGCM82633A004352', year: 2003, make: 'Honda', model: 'Accord', mileage: 1000 };
const transport = '/api/transportation/details/user/:userId/transport/from/:dealershipId/to/:destinationDealershipId';
const distance = (user: string, from: string, to: string) => `/api/transportation/details/user/${user}/transport/from/${from}/to/${to}`;

/** [route, field, kind, url, body?] */
type Row = [string, string, Kind, string, unknown?];
const rows: Row[] = [
  ['GET /api/offer/incoming/:id', 'params.id', 'offer', '/api/offer/incoming/{id}'],
  ['GET /api/offer/:id/history', 'params.id', 'offer', '/api/offer/{id}/history'],
  ['POST /api/offer/:id/conversation', 'params.id', 'offer', '/api/offer/{id}/conversation', { message: 'Hi' }],
  [
    'POST /api/offer/:id/conversation',
    'body.fromUserId',
    'user',
    '/api/offer/{anOffer}/conversation',
    { fromUserId: '{id}', message: 'Hi' },
  ],
  ['PUT /api/offer/inventory/:inventoryId/approve/:offerId', 'params.offerId', 'offer', '/api/offer/inventory/{vehicle}/approve/{id}'],
  ['PUT /api/offer/inventory/:inventoryId/reject/:offerId', 'params.offerId', 'offer', '/api/offer/inventory/{vehicle}/reject/{id}'],
  ['PUT /api/offer/cancel/:id', 'params.id', 'offer', '/api/offer/cancel/{id}'],
  ['POST /api/offer/:id/counter', 'params.id', 'offer', '/api/offer/{id}/counter', { amount: 1000 }],
  ['PUT /api/offer/:id/stand', 'params.id', 'offer', '/api/offer/{id}/stand'],
  ['PUT /api/offer/:id/accept-terms', 'params.id', 'offer', '/api/offer/{id}/accept-terms'],
  ['PUT /api/offer/restore/:id', 'params.id', 'offer', '/api/offer/restore/{id}'],
  ['PUT /api/offer/dismiss/buyer/:id', 'params.id', 'offer', '/api/offer/dismiss/buyer/{id}'],
  ['PUT /api/offer/dismiss/seller/:id', 'params.id', 'offer', '/api/offer/dismiss/seller/{id}'],
  ['PUT /api/offer', 'body.id', 'offer', '/api/offer', { id: '{id}', ...bid }],
  [
    'POST /api/offer',
    'body.userId',
    'user',
    '/api/offer',
    { status: 'submitted', inventoryId: '{shared.vehicleId}', userId: '{id}', ...bid },
  ],
  [
    'POST /api/offer',
    'body.destinationDealershipId',
    'dealership',
    '/api/offer',
    {
      status: 'bidding-transportation',
      inventoryId: '{shared.vehicleId}',
      transportationSearchRadius: 50,
      destinationDealershipId: '{id}',
    },
  ],
  ['GET /api/transportation/approvebid/:id', 'params.id', 'transportBid', '/api/transportation/approvebid/{id}'],
  [`GET ${transport}`, 'params.userId', 'user', distance('{id}', '{own.dealershipId}', '{own.dealershipId}')],
  [`GET ${transport}`, 'params.dealershipId', 'dealership', distance('{own.userId}', '{id}', '{own.dealershipId}')],
  [`GET ${transport}`, 'params.destinationDealershipId', 'dealership', distance('{own.userId}', '{own.dealershipId}', '{id}')],
  ['GET /api/notification/:id', 'params.id', 'notification', '/api/notification/{id}'],
  ['PUT /api/notification/read/:id', 'params.id', 'notification', '/api/notification/read/{id}'],
  ['PUT /api/notification/dismiss/:id', 'params.id', 'notification', '/api/notification/dismiss/{id}'],
  ['GET /api/buylist/:id', 'params.id', 'buyListItem', '/api/buylist/{id}'],
  ['POST /api/buylist/:id/auto-offer/pause', 'params.id', 'buyListItem', '/api/buylist/{id}/auto-offer/pause'],
  ['POST /api/buylist/:id/auto-offer/resume', 'params.id', 'buyListItem', '/api/buylist/{id}/auto-offer/resume'],
  ['POST /api/buylist/:id/auto-offer/end', 'params.id', 'buyListItem', '/api/buylist/{id}/auto-offer/end'],
  [
    'POST /api/buylist',
    'body.autoOffer.dealershipId',
    'dealership',
    '/api/buylist',
    {
      make: 'Toyota',
      model: 'Camry',
      startYear: 2018,
      endYear: 2022,
      autoOffer: { maxPrice: 10_000, maxUnitsPerDay: 1, maxDollarsPerDay: 10_000, dealershipId: '{id}' },
    },
  ],
  [
    'GET /api/buylist/query/standing-orders',
    'querystring.dealershipId',
    'dealership',
    '/api/buylist/query/standing-orders?dealershipId={id}&make=Honda&model=Accord&year=2020',
  ],
  ['DELETE /api/buylist/:id', 'params.id', 'buyListItem', '/api/buylist/{id}'],
  [
    'POST /api/buylist',
    'body.userId',
    'user',
    '/api/buylist',
    { userId: '{id}', make: 'Toyota', model: 'Camry', startYear: 2018, endYear: 2022 },
  ],
  ['PUT /api/invite/revoke', 'querystring.inviteId', 'invite', '/api/invite/revoke?inviteId={id}'],
  ['GET /api/invite/listinvites', 'querystring.dealerGroupId', 'dealerGroup', '/api/invite/listinvites?dealerGroupId={id}'],
  ['GET /api/invite/listinvites', 'querystring.dealershipId', 'dealership', '/api/invite/listinvites?dealershipId={id}'],
  [
    'POST /api/invite/sendinvite',
    'body.dealerGroupId',
    'dealerGroup',
    '/api/invite/sendinvite',
    { ...invite, dealerGroupId: '{id}', dealershipIds: ['{own.dealershipId}'] },
  ],
  [
    'POST /api/invite/sendinvite',
    'body.dealershipIds',
    'dealership',
    '/api/invite/sendinvite',
    { ...invite, dealerGroupId: '{own.dealerGroupId}', dealershipIds: ['{id}'] },
  ],
  ['GET /api/user/:id', 'params.id', 'user', '/api/user/{id}'],
  ['GET /api/dealership/getdealershipsbyuser/:id', 'params.id', 'user', '/api/dealership/getdealershipsbyuser/{id}'],
  ['GET /api/user/list', 'querystring.dealerGroupId', 'dealerGroup', '/api/user/list?dealerGroupId={id}'],
  ['GET /api/user/list', 'querystring.dealershipId', 'dealership', '/api/user/list?dealershipId={id}'],
  [
    'PUT /api/user/role',
    'body.userId',
    'user',
    '/api/user/role',
    { userId: '{id}', role: 'SalesManager', buyAuthority: true, sellAuthority: false },
  ],
  ['PUT /api/user', 'body.id', 'user', '/api/user', { id: '{id}', title: 'Sweeper', postalCode: '75201' }],
  ['PUT /api/dealergroup/:id/response-hours', 'params.id', 'dealerGroup', '/api/dealergroup/{id}/response-hours', { hours: 12 }],
  [
    'PUT /api/dealership/user/dealerships',
    'body.userId',
    'user',
    '/api/dealership/user/dealerships',
    { userId: '{id}', dealershipIds: ['{own.dealershipId}'] },
  ],
  [
    'PUT /api/dealership/user/dealerships',
    'body.dealershipIds',
    'dealership',
    '/api/dealership/user/dealerships',
    { userId: '{own.colleagueId}', dealershipIds: ['{id}'] },
  ],
  ['GET /api/dealership/:id', 'params.id', 'dealership', '/api/dealership/{id}'],
  ['DELETE /api/dealership/:id', 'params.id', 'dealership', '/api/dealership/{id}'],
  ['POST /api/dealership', 'body.id', 'dealership', '/api/dealership', { ...dealership, id: '{id}', dealerGroupId: '{own.dealerGroupId}' }],
  ['POST /api/dealership', 'body.dealerGroupId', 'dealerGroup', '/api/dealership', { ...dealership, dealerGroupId: '{id}' }],
  [
    'PUT /api/dealership',
    'body.id',
    'dealership',
    '/api/dealership',
    { ...dealership, id: '{id}', dealerGroupId: '{own.dealerGroupId}', active: true },
  ],
  [
    'PUT /api/dealership',
    'body.dealerGroupId',
    'dealerGroup',
    '/api/dealership',
    { ...dealership, id: '{own.dealershipId}', dealerGroupId: '{id}', active: true },
  ],
  ['GET /api/dealership/dealergroup/:id', 'params.id', 'dealerGroup', '/api/dealership/dealergroup/{id}'],
  [
    'PUT /api/dealership/:id/aging-settings',
    'params.id',
    'dealership',
    '/api/dealership/{id}/aging-settings',
    { holdingCostPerDay: 35, agingThresholds: [30] },
  ],
  ['GET /api/dealership/:id/aging/report', 'params.id', 'dealership', '/api/dealership/{id}/aging/report'],
  ['GET /api/dealergroup/:id', 'params.id', 'dealerGroup', '/api/dealergroup/{id}'],
  [
    'GET /api/dealergroup/inventory/:dealershipId/age/:age',
    'params.dealershipId',
    'dealership',
    '/api/dealergroup/inventory/{id}/age/ThirtyDaysOrLess',
  ],
  [
    'POST /api/dealergroup/inventory/import/:dealershipId',
    'params.dealershipId',
    'dealership',
    '/api/dealergroup/inventory/import/{id}',
    { vehicles: [] },
  ],
  ['GET /api/post/:id', 'params.id', 'post', '/api/post/{id}'],
  ['DELETE /api/post/:id', 'params.id', 'post', '/api/post/{id}'],
  ['GET /api/comment/paged/:id', 'params.id', 'post', '/api/comment/paged/{id}'],
  ['GET /api/comment/paged/:id', 'querystring.parentComment', 'comment', '/api/comment/paged/{shared.generalPostId}?parentComment={id}'],
  ['POST /api/comment', 'body.postId', 'post', '/api/comment', { content: 'Nice', postId: '{id}' }],
  [
    'POST /api/comment',
    'body.parentComment',
    'comment',
    '/api/comment',
    { content: 'Nice', postId: '{shared.generalPostId}', parentComment: '{id}' },
  ],
  ['POST /api/post', 'body.dealerGroupId', 'dealerGroup', '/api/post', { content: 'Hello', dealerGroupId: '{id}' }],
  ['POST /api/post', 'body.dealershipId', 'dealership', '/api/post', { ...listing, dealershipId: '{id}' }],
];

export const notYoursCases: NotYoursCase[] = [
  ...rows.map(([route, field, kind, url, body]) => ({ route, field, kind, url, ...(body === undefined ? {} : { body }) })),
  { route: 'POST /api/post/image/:id', field: 'params.id', kind: 'post', url: '/api/post/image/{id}', picture: true },
];

/** Fills a case's template: every `{name}` in the url and every body string that is one. */
export function requestFor(c: NotYoursCase, values: Record<string, string>): { url: string; body?: unknown } {
  const value = (name: string) => {
    if (values[name] === undefined) throw new Error(`${c.route} ${c.field}: no value for {${name}}`);
    return values[name];
  };
  const fill = (item: unknown): unknown => {
    if (typeof item === 'string') return /^\{[\w.]+\}$/.test(item) ? value(item.slice(1, -1)) : item;
    if (Array.isArray(item)) return item.map(fill);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, fill(v)]));
    return item;
  };
  const url = c.url.replace(/\{([\w.]+)\}/g, (_, name: string) => value(name));
  return c.body === undefined ? { url } : { url, body: fill(c.body) };
}

const vehicle = "a vehicle: every signed-in user who may view inventory sees it (GET /api/inventory/id/:id), so none is not someone's";
export const notSwept: Record<string, string> = {
  'GET /api/inventory/id/:id params.id': vehicle,
  'GET /api/inventory/id/:id/market/sales params.id': vehicle,
  'GET /api/offer/user/inventory/:id params.id': vehicle,
  'PUT /api/dealergroup/inventory/spotlight/:id params.id': vehicle,
  'PUT /api/dealergroup/inventory/unspotlight/:id params.id': vehicle,
  'PUT /api/inventory/:id/buy-now params.id': vehicle,
  'PUT /api/inventory/:id/list-price params.id': vehicle,
  'POST /api/offer/buy-now body.inventoryId': vehicle,
  'POST /api/offer body.inventoryId': vehicle,
  'PUT /api/offer/inventory/:inventoryId/approve/:offerId params.inventoryId': vehicle,
  'PUT /api/offer/inventory/:inventoryId/reject/:offerId params.inventoryId': vehicle,
  'POST /api/buylist body.id': 'ignored: a new buy list item always gets a fresh id',
  'POST /api/dealergroup/inventory/import/:dealershipId body.vehicles.postId':
    'a feed row names the trade-in post it came from; stored as given, never looked up',
};

/** `body.dealershipIds.0` and `body.dealershipIds` are one field; a 36-character string is an id. */
export function idFieldsOf(route: RouteSpec): string[] {
  const fields = new Set<string>();
  for (const part of ['params', 'querystring', 'body'] as const) {
    const schema = route[part];
    if (!schema) continue;
    for (const { leaves } of variantsOf(schema)) {
      for (const leaf of leaves) {
        if (leaf.kind !== 'string' || leaf.maxLength !== 36) continue;
        fields.add([part, ...leaf.path.filter((segment) => typeof segment === 'string')].join('.'));
      }
    }
  }
  return [...fields];
}
