/**
 * Every kind of command the API takes, as a property run sends it: the body is generated from
 * the route's own zod schema (schema-arbitrary.ts: the widest values the API accepts), and
 * `build` fits it to the world as it is now (the ids of things that exist, in a state where the
 * command makes sense), so that most commands are accepted. A builder answers undefined when
 * nothing in the world fits yet (no submitted offer to accept, say).
 */
import fc from 'fast-check';
import type { z } from 'zod';
import * as routes from '@dtn/contracts/routes/index';
import type { RouteSpec } from '@dtn/contracts';
import { StartTransportRequestBody, SubmitBidBody } from '@dtn/contracts/routes/offer-commands';
import { ImportVehicle } from '@dtn/contracts/routes/inventory-commands';
import { vinTemplates } from '@dtn/platform/vehicle-data/catalog';
import { withCheckDigit } from '@dtn/platform/vehicle-data/vin';
import { buyListItemsById } from '@dtn/projections/read-models/buy-list/testing';
import { dealerGroupIds } from '@dtn/projections/read-models/dealer-groups/testing';
import { activeDealershipsExcept } from '@dtn/projections/read-models/dealerships/testing';
import { unsoldVehicleIds } from '@dtn/projections/read-models/inventory/testing';
import { pendingInvites } from '@dtn/projections/read-models/invites/testing';
import { undismissedNotifications } from '@dtn/projections/read-models/notifications/testing';
import { offersIn, vehiclesOfferedOnBy } from '@dtn/projections/read-models/offers/testing';
import { emailsContaining } from '@dtn/projections/read-models/outbox/testing';
import { livePosts, topLevelCommentIds } from '@dtn/projections/read-models/social/testing';
import { pendingBidUids, quotedBidsOf } from '@dtn/projections/read-models/transport-bids/testing';
import { validInputsOf } from './schema-arbitrary';
import { pick, type BuiltRequest, type World } from './world';

/** One kind of command: `build` gets a body that `body` drew (typed by the route's schema). */
export interface CommandKind<Body = unknown> {
  name: string;
  route: RouteSpec;
  /** How often it is drawn relative to the others (default 1). */
  weight?: number;
  body?: fc.Arbitrary<Body>;
  build(world: World, body: Body, choice: number): Promise<BuiltRequest | undefined>;
}

const bodyOf = <S extends z.ZodType>(route: { body: S }) => validInputsOf(route.body);
/** A kind whose builder is typed by its own body, for the list of all kinds. */
const kind = <Body>(spec: CommandKind<Body>): CommandKind => spec;
/** The schema lets these be empty where the decider needs a value: give them one. */
const filled = (body: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, keys.includes(key) && value === '' ? 'x' : value]));
const currentYear = new Date().getUTCFullYear();
/** Two model years in order, from the choice (the buy list's own range, 1900 to next year + 1). */
const yearsOf = (choice: number) => {
  const span = currentYear + 2 - 1900 + 1;
  const [a, b] = [1900 + (choice % span), 1900 + (Math.floor(choice / span) % span)];
  return { startYear: Math.min(a, b), endYear: Math.max(a, b) };
};
const url = (pattern: string, params: Record<string, string>) => pattern.replace(/:(\w+)/g, (_, name: string) => params[name]!);

/** Real places: a postal code the server resolves, with its state. */
const places = [
  { postalCode: '75201', state: 'TX' },
  { postalCode: '90012', state: 'CA' },
  { postalCode: '60601', state: 'IL' },
  { postalCode: '80202', state: 'CO' },
  { postalCode: '98101', state: 'WA' },
  { postalCode: '33130', state: 'FL' },
];
const grantable = [
  'SalesDirector',
  'UsedCarDirector',
  'GeneralManager',
  'NewCarManager',
  'UsedCarManager',
  'SalesManager',
  'SalesAssociate',
  'InternetDirector',
  'InternetManager',
  'BDCManager',
] as const;
const templates = vinTemplates();
let serial = 500_000;
/** A VIN that decodes to the year, make and model returned, never used before in the run. */
function freshVehicle(choice: number) {
  const template = templates[choice % templates.length]!;
  serial += 1;
  return {
    vin: withCheckDigit(`${template.vds}0${template.yearAndPlant}${serial}`),
    year: template.year,
    make: template.make,
    model: template.model,
  };
}

/** The principal (buyer, seller, dealer admin) of the choice, and the vehicles of other groups it may bid on. */
async function buyerAndVehicle(world: World, choice: number) {
  const buyer = pick(world.principals, choice)!;
  const offeredOn = await vehiclesOfferedOnBy(world.db, buyer.id);
  const vehicles = (await unsoldVehicleIds(world.db, { notOf: buyer.dealerGroupId! }))
    .filter((id) => !offeredOn.has(id))
    .map((id) => ({ id }));
  const vehicle = pick(vehicles, Math.floor(choice / 4));
  return vehicle ? { buyer, vehicle } : undefined;
}

/** An offer in one of `statuses`, and its buyer and the seller group's principal. */
async function offerIn(world: World, statuses: string[], choice: number) {
  const offer = pick(await offersIn(world.db, statuses), choice);
  if (!offer) return undefined;
  const buyer = world.data.users.find((u) => u.id === offer.buyerUserId);
  const seller = world.principals.find((u) => u.dealerGroupId === offer.sellerDealerGroupId);
  return buyer && seller ? { offer, buyer, seller } : undefined;
}

const offerKinds: CommandKind[] = [
  kind({
    name: 'start transport request',
    route: routes.createOffer,
    weight: 3,
    body: validInputsOf(StartTransportRequestBody),
    async build(world, body, choice) {
      const found = await buyerAndVehicle(world, choice);
      if (!found) return undefined;
      const payload = {
        ...body,
        inventoryId: found.vehicle.id,
        destinationDealershipId: found.buyer.dealershipIds[0],
        userId: found.buyer.id,
      };
      return { as: found.buyer.email, method: 'POST', url: '/api/offer', payload };
    },
  }),
  kind({
    name: 'submit bid',
    route: routes.createOffer,
    weight: 4,
    body: validInputsOf(SubmitBidBody),
    async build(world, body, choice) {
      if (choice % 2 === 0) {
        const chosen = await offerIn(world, ['bid', 'bidding-transportation'], choice);
        if (chosen)
          return {
            as: chosen.buyer.email,
            method: 'POST',
            url: '/api/offer',
            payload: { ...body, inventoryId: chosen.offer.inventoryId, userId: chosen.buyer.id },
          };
      }
      const found = await buyerAndVehicle(world, choice);
      return (
        found && {
          as: found.buyer.email,
          method: 'POST',
          url: '/api/offer',
          payload: { ...body, inventoryId: found.vehicle.id, userId: found.buyer.id },
        }
      );
    },
  }),
  kind({
    name: 'update offer',
    route: routes.updateOffer,
    weight: 2,
    body: bodyOf(routes.updateOffer),
    async build(world, body, choice) {
      const chosen = await offerIn(world, ['submitted'], choice);
      return chosen && { as: chosen.buyer.email, method: 'PUT', url: '/api/offer', payload: { ...body, id: chosen.offer.id } };
    },
  }),
  ...(
    [
      ['cancel offer', routes.cancelOffer, ['submitted', 'bid', 'bidding-transportation'], 'buyer'],
      ['restore offer', routes.restoreOffer, ['cancelled'], 'buyer'],
      ['dismiss as buyer', routes.dismissOfferAsBuyer, ['won', 'lost', 'cancelled'], 'buyer'],
      ['dismiss as seller', routes.dismissOfferAsSeller, ['won', 'lost', 'cancelled'], 'seller'],
    ] as const
  ).map(([name, route, statuses, side]): CommandKind => ({
    name,
    route,
    async build(world, _body, choice) {
      const chosen = await offerIn(world, [...statuses], choice);
      return chosen && { as: chosen[side].email, method: route.method, url: url(route.url, { id: chosen.offer.id }) };
    },
  })),
  ...(
    [
      ['accept offer', routes.approveOffer],
      ['reject offer', routes.rejectOffer],
    ] as const
  ).map(([name, route]): CommandKind => ({
    name,
    route,
    async build(world, _body, choice) {
      const chosen = await offerIn(world, ['submitted'], choice);
      return (
        chosen && {
          as: chosen.seller.email,
          method: 'PUT',
          url: url(route.url, { inventoryId: chosen.offer.inventoryId, offerId: chosen.offer.id }),
        }
      );
    },
  })),
  kind({
    name: 'chat message',
    route: routes.addConversationMessage,
    weight: 2,
    body: bodyOf(routes.addConversationMessage),
    async build(world, body, choice) {
      const chosen = await offerIn(world, ['bid', 'submitted', 'won', 'lost', 'cancelled'], choice);
      if (!chosen) return undefined;
      const from = choice % 2 === 0 ? chosen.buyer : chosen.seller;
      return {
        as: from.email,
        method: 'POST',
        url: url(routes.addConversationMessage.url, { id: chosen.offer.id }),
        payload: { ...body, fromUserId: from.id },
      };
    },
  }),
  kind({
    name: 'vendor quote',
    route: routes.quoteTransportBid,
    weight: 2,
    body: bodyOf(routes.quoteTransportBid),
    async build(world, body, choice) {
      // Only requests still open: a closed one answers 409, and those refusals used up the
      // public route's 30 calls a minute in a CI run, so no quote (and no selection) was accepted.
      const open = (await offersIn(world.db, ['bidding-transportation'])).map((o) => o.id);
      const uid = pick(await pendingBidUids(world.db, open), choice);
      return uid === undefined ? undefined : { as: null, method: 'PUT', url: '/api/transportation/bid', payload: { ...body, uid } };
    },
  }),
  {
    name: 'select transport bid',
    route: routes.approveTransportBid,
    async build(world, _body, choice) {
      const offers = new Map((await offersIn(world.db, ['bidding-transportation'])).map((o) => [o.id, o]));
      const bid = pick(await quotedBidsOf(world.db, [...offers.keys()]), choice);
      const buyer = bid && world.data.users.find((u) => u.id === offers.get(bid.offerId)?.buyerUserId);
      return bid && buyer && { as: buyer.email, method: 'GET', url: url(routes.approveTransportBid.url, { id: bid.id }) };
    },
  },
  ...(
    [
      ['read notification', routes.markNotificationRead],
      ['dismiss notification', routes.dismissNotification],
    ] as const
  ).map(([name, route]): CommandKind => ({
    name,
    route,
    async build(world, _body, choice) {
      const row = pick(await undismissedNotifications(world.db), choice);
      const user = row && world.data.users.find((u) => u.id === row.userId);
      return row && user && { as: user.email, method: 'PUT', url: url(route.url, { id: row.id }) };
    },
  })),
];

const inventoryKinds: CommandKind[] = [
  ...(
    [
      ['spotlight', routes.spotlightVehicle],
      ['unspotlight', routes.unspotlightVehicle],
    ] as const
  ).map(([name, route]): CommandKind => ({
    name,
    route,
    async build(world, _body, choice) {
      const seller = pick(world.principals, choice)!;
      const vehicle = pick(await unsoldVehicleIds(world.db, { of: seller.dealerGroupId! }), Math.floor(choice / 4));
      return vehicle === undefined ? undefined : { as: seller.email, method: 'PUT', url: url(route.url, { id: vehicle }) };
    },
  })),
  {
    name: 'import inventory',
    route: routes.importInventory,
    body: fc.array(validInputsOf(ImportVehicle), { minLength: 1, maxLength: 3 }),
    async build(world, rows: Record<string, unknown>[], choice) {
      const seller = pick(world.principals, choice)!;
      const vehicles = rows.map((row, i) => ({ ...row, ...freshVehicle(choice + i), sold: false }));
      return {
        as: seller.email,
        method: 'POST',
        url: url(routes.importInventory.url, { dealershipId: seller.dealershipIds[0]! }),
        payload: { vehicles },
      };
    },
  },
];

const socialKinds: CommandKind[] = [
  kind({
    name: 'buy list item',
    route: routes.addBuyListItem,
    weight: 2,
    body: bodyOf(routes.addBuyListItem),
    async build(world, body, choice) {
      const buyer = pick(world.principals, choice)!;
      const vehicle = freshVehicle(choice);
      const years = body.startYear >= 1900 && body.endYear <= currentYear + 2 && body.startYear <= body.endYear ? {} : yearsOf(choice);
      return {
        as: buyer.email,
        method: 'POST',
        url: '/api/buylist',
        payload: { ...body, ...years, userId: buyer.id, make: vehicle.make, model: vehicle.model },
      };
    },
  }),
  {
    name: 'remove buy list item',
    route: routes.removeBuyListItem,
    async build(world, _body, choice) {
      const item = pick(await buyListItemsById(world.db), choice);
      const owner = item && world.data.users.find((u) => u.id === item.userId);
      return item && owner && { as: owner.email, method: 'DELETE', url: url(routes.removeBuyListItem.url, { id: item.id }) };
    },
  },
  kind({
    name: 'post',
    route: routes.createPost,
    weight: 2,
    body: bodyOf(routes.createPost),
    async build(world, body, choice) {
      const author = pick(world.principals, choice)!;
      const listing = choice % 3 === 0;
      const vehicle = listing
        ? { ...freshVehicle(choice), dealershipId: author.dealershipIds[0], mileage: body.mileage ?? choice % 300_000 }
        : {};
      const payload = {
        ...body,
        ...vehicle,
        postType: listing ? 'LISTING' : 'GENERAL',
        dealerGroupId: author.dealerGroupId,
        content: body.content || 'x',
      };
      return { as: author.email, method: 'POST', url: '/api/post', payload };
    },
  }),
  kind({
    name: 'comment',
    route: routes.createComment,
    weight: 2,
    body: bodyOf(routes.createComment),
    async build(world, body, choice) {
      const post = pick(await livePosts(world.db, 'public'), choice);
      if (!post) return undefined;
      const parents = await topLevelCommentIds(world.db, post.id);
      const parent = choice % 2 === 0 ? pick(parents, choice) : undefined;
      const author = pick(world.principals, choice + 1)!;
      return {
        as: author.email,
        method: 'POST',
        url: '/api/comment',
        payload: { ...body, postId: post.id, parentComment: parent ?? null, content: body.content.trim() ? body.content : 'x' },
      };
    },
  }),
  {
    name: 'delete post',
    route: routes.deletePost,
    async build(world, _body, choice) {
      const post = pick(await livePosts(world.db), choice);
      const author = post && world.data.users.find((u) => u.id === post.userId || u.userId === post.userId);
      return post && author && { as: author.email, method: 'DELETE', url: url(routes.deletePost.url, { id: post.id }) };
    },
  },
  {
    name: 'upload post media',
    route: routes.uploadPostMedia,
    async build(world, _body, choice) {
      const post = pick(await livePosts(world.db, 'room-for-media'), choice);
      const author = post && world.data.users.find((u) => u.id === post.userId || u.userId === post.userId);
      if (!post || !author) return undefined;
      const form = new FormData();
      form.append('files', new Blob([onePixelPng(choice)], { type: 'image/png' }), `picture-${world.fresh()}.png`);
      return { as: author.email, method: 'POST', url: url(routes.uploadPostMedia.url, { id: post.id }), form };
    },
  },
  kind({
    name: 'test drive request',
    route: routes.requestTestDrive,
    weight: 0.2,
    body: bodyOf(routes.requestTestDrive),
    async build(world, body) {
      return {
        as: null,
        method: 'POST',
        url: '/api/testdrive',
        payload: { ...body, email: `driver-${world.fresh()}@example.com`, phone: '+1 214 555 0100' },
      };
    },
  }),
];

const dealershipRequired = ['name', 'dealerVaultId', 'address1', 'city'];

const adminKinds: CommandKind[] = [
  kind({
    name: 'dealer group',
    route: routes.addDealerGroup,
    weight: 0.5,
    body: bodyOf(routes.addDealerGroup),
    async build(world, body) {
      const payload = { ...filled(body, ['organizationName', 'shortName', 'dealerVaultVendorId']), slug: `group-${world.fresh()}` };
      return { as: world.admin.email, method: 'POST', url: '/api/dealergroup', payload };
    },
  }),
  kind({
    name: 'dealership',
    route: routes.addDealership,
    weight: 0.5,
    body: bodyOf(routes.addDealership),
    async build(world, body, choice) {
      const groups = await dealerGroupIds(world.db);
      const place = pick(places, choice)!;
      const payload = { ...filled(body, dealershipRequired), ...place, id: 0, dealerGroupId: pick(groups, choice)! };
      return { as: world.admin.email, method: 'POST', url: '/api/dealership', payload };
    },
  }),
  kind({
    name: 'edit dealership',
    route: routes.editDealership,
    weight: 0.5,
    body: bodyOf(routes.editDealership),
    async build(world, body, choice) {
      const made = await activeDealershipsExcept(
        world.db,
        world.data.dealerships.map((d) => d.id),
      );
      const dealership = pick(made, choice);
      return (
        dealership && {
          as: world.admin.email,
          method: 'PUT',
          url: '/api/dealership',
          payload: {
            ...filled(body, dealershipRequired),
            ...pick(places, choice)!,
            id: dealership.id,
            dealerGroupId: dealership.dealerGroupId,
            active: true,
          },
        }
      );
    },
  }),
  {
    name: 'delete dealership',
    route: routes.deleteDealership,
    weight: 0.3,
    async build(world, _body, choice) {
      const made = await activeDealershipsExcept(
        world.db,
        world.data.dealerships.map((d) => d.id),
      );
      const dealership = pick(made, choice);
      return dealership && { as: world.admin.email, method: 'DELETE', url: url(routes.deleteDealership.url, { id: dealership.id }) };
    },
  },
  kind({
    name: 'user role',
    route: routes.editUserRole,
    body: bodyOf(routes.editUserRole),
    async build(world, body, choice) {
      const admin = pick(world.principals, choice)!;
      const staff = world.data.users.filter((u) => u.dealerGroupId === admin.dealerGroupId && u.role !== 'DealerPrincipal');
      const user = pick(staff, Math.floor(choice / 4))!;
      return {
        as: admin.email,
        method: 'PUT',
        url: '/api/user/role',
        payload: { ...body, userId: user.id, role: pick(grantable, choice) },
      };
    },
  }),
  {
    name: 'user dealerships',
    route: routes.assignUserDealerships,
    async build(world, _body, choice) {
      const admin = pick(world.principals, choice)!;
      const staff = world.data.users.filter((u) => u.dealerGroupId === admin.dealerGroupId && u.role !== 'DealerPrincipal');
      const stores = world.data.dealerships.filter((d) => d.dealerGroupId === admin.dealerGroupId).map((d) => d.id);
      const user = pick(staff, Math.floor(choice / 4))!;
      const dealershipIds = stores.filter((_, i) => i === 0 || (choice >> i) % 2 === 1);
      return { as: admin.email, method: 'PUT', url: '/api/dealership/user/dealerships', payload: { userId: user.id, dealershipIds } };
    },
  },
  kind({
    name: 'profile',
    route: routes.updateUserProfile,
    body: bodyOf(routes.updateUserProfile),
    async build(world, body, choice) {
      const user = pick(world.principals, choice)!;
      return {
        as: user.email,
        method: 'PUT',
        url: '/api/user',
        payload: { ...body, id: user.id, postalCode: pick(places, choice)!.postalCode },
      };
    },
  }),
  kind({
    name: 'send invite',
    route: routes.sendInvite,
    body: bodyOf(routes.sendInvite),
    async build(world, body, choice) {
      const admin = pick(world.principals, choice)!;
      const payload = {
        ...body,
        emailAddress: `invitee-${world.fresh()}@property.example`,
        userRole: pick(grantable, choice),
        dealerGroupId: admin.dealerGroupId,
        dealershipIds: [admin.dealershipIds[0]],
      };
      return { as: admin.email, method: 'POST', url: '/api/invite/sendinvite', payload };
    },
  }),
  {
    name: 'revoke invite',
    route: routes.revokeInvite,
    async build(world, _body, choice) {
      const invite = pick(await pendingInvites(world.db), choice);
      const admin = invite && world.principals.find((u) => u.dealerGroupId === invite.dealerGroupId);
      return invite && admin && { as: admin.email, method: 'PUT', url: `/api/invite/revoke?inviteId=${invite.id}` };
    },
  },
  kind({
    name: 'accept invite',
    route: routes.acceptInvite,
    body: bodyOf(routes.acceptInvite),
    async build(world, body, choice) {
      // An invite accepted a moment ago may still read Pending: read once the projections are up to date.
      await world.settled();
      const invited = new Set((await pendingInvites(world.db)).map((i) => i.email.toLowerCase()));
      const mails = (await emailsContaining(world.db, 'token=')).filter((m) => invited.has(m.toAddress.toLowerCase()));
      const mail = pick(mails, choice);
      const token = mail && /token=([^\s&"<>]+)/.exec(mail.body)?.[1];
      if (!mail || !token) return undefined;
      return {
        as: mail.toAddress,
        method: 'POST',
        url: '/api/invite/accept',
        payload: { ...body, token: decodeURIComponent(token), postalCode: pick(places, choice)!.postalCode },
      };
    },
  }),
  {
    name: 'demo reset',
    route: routes.resetDemo,
    weight: 0.3,
    async build(world, _body, choice) {
      return { as: pick(world.principals, choice)!.email, method: 'GET', url: '/api/demo/reset' };
    },
  },
];

export const commandKinds: readonly CommandKind[] = [...offerKinds, ...inventoryKinds, ...socialKinds, ...adminKinds];

/** A 1x1 PNG whose pixel varies with `seed` (so uploads are distinct files). */
function onePixelPng(seed: number): Uint8Array {
  const base64 =
    seed % 2 === 0
      ? 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
      : 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  return Uint8Array.from(Buffer.from(base64, 'base64'));
}
