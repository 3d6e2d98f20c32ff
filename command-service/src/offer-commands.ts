import { randomBytes } from 'node:crypto';
import { handleCommand, loadState } from '@dtn/platform/commands/handle-command';
import { newId, uuidV5 } from '@dtn/platform/commands/ids';
import type { SqlClient } from '@dtn/platform/db/database';
import type { EventStore, Position } from '@dtn/platform/event-store/port';
import { ForbiddenError, ValidationError } from '@dtn/platform/errors';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import { distanceInMiles } from '@dtn/platform/geo/distance';
import { actorUserId, type Actor } from './actor';
import { commandMetadata, type CommandContext } from './command-context';
import { decide as decideInventory } from './inventory/decide';
import { inventoryDecider } from './inventory/state';
import { decide as decideNotification, type NotificationCommand } from './notification/decide';
import { notificationDecider } from './notification/state';
import { decide as decideOffer, type OfferCommand } from './offer/decide';
import { milesToKilometres } from '@dtn/contracts/constants';
import { createOfferLookups } from './offer/lookups';
import { offerDecider } from './offer/state';
import { decide as decideTransportVendor } from './transport-vendor/decide';
import { transportVendorDecider, type TransportVendorData } from './transport-vendor/state';

export interface Done {
  id: string;
  position: Position | null;
}

/** One stream per buyer and vehicle: a buyer can never hold two offers on one vehicle. */
export const offerIdFor = (buyerUserId: string, inventoryId: string): string => uuidV5(`offer:${buyerUserId}:${inventoryId}`);

/** The public capability of a vendor's bid page: 192 random bits, 32 url-safe characters. */
export const newTransportBidUid = (): string => randomBytes(24).toString('base64url');

export type RegisterTransportVendorInput = Omit<TransportVendorData, 'id' | 'latitude' | 'longitude' | 'imageUrl' | 'contact' | 'email' | 'phoneNumber'> &
  Partial<Pick<TransportVendorData, 'id' | 'latitude' | 'longitude' | 'imageUrl' | 'contact' | 'email' | 'phoneNumber'>>;

type Ctx = CommandContext;

export interface OfferCommands {
  registerTransportVendor(input: RegisterTransportVendorInput, ctx: Ctx): Promise<Done>;
  requestTransport(input: { inventoryId: string; destinationDealershipId: string; transportationSearchRadius: number }, ctx: Ctx): Promise<Done>;
  /** The public vendor quote: no actor. id = the transport bid's id. */
  quoteTransportBid(input: { uid: string; bidAmount: number }, ctx?: Ctx): Promise<Done>;
  selectTransportBid(input: { transportBidId: string }, ctx: Ctx): Promise<Done>;
  submitOffer(input: { inventoryId: string; offerAmount: number; transportOfferAmount?: number | null }, ctx: Ctx): Promise<Done>;
  updateOffer(input: { id: string; offerAmount: number; transportOfferAmount?: number | null }, ctx: Ctx): Promise<Done>;
  cancelOffer(input: { id: string }, ctx: Ctx): Promise<Done>;
  restoreOffer(input: { id: string }, ctx: Ctx): Promise<Done>;
  dismissOffer(input: { id: string; side: 'buyer' | 'seller' }, ctx: Ctx): Promise<Done>;
  acceptOffer(input: { inventoryId: string; offerId: string }, ctx: Ctx): Promise<Done>;
  rejectOffer(input: { inventoryId: string; offerId: string }, ctx: Ctx): Promise<Done>;
  /** id = the new message's id. */
  addConversationMessage(input: { offerId: string; message: string }, ctx: Ctx): Promise<Done>;
  markNotificationRead(input: { id: string }, ctx: Ctx): Promise<Done>;
  dismissNotification(input: { id: string }, ctx: Ctx): Promise<Done>;
  /** Sale reactor: the vehicle's stream sold it to this offer. */
  recordSale(input: { offerId: string; byUserId: string }, ctx: Ctx): Promise<Done>;
  /** Sale reactor: another offer (or nobody, when the feed sold it) won the vehicle. */
  loseToSale(input: { offerId: string; winningOfferId: string | null }, ctx: Ctx): Promise<Done>;
}

const buyerOf = (ctx: Ctx): Actor => {
  if (!ctx.actor) throw new ForbiddenError('Offers are made by signed-in users.');
  return ctx.actor;
};

/**
 * The offers write side. `db` holds the read models, consulted only for what no stream answers
 * (see offer/lookups); every rule is the deciders'.
 */
export function createOfferCommands(store: EventStore, db: SqlClient): OfferCommands {
  const lookups = createOfferLookups(db);
  const onOffer = async (id: string, ctx: Ctx, command: (now: Date) => OfferCommand): Promise<Done> => {
    const metadata = commandMetadata(ctx);
    const { position } = await handleCommand(store, offerDecider, id, (state) => decideOffer(command(metadata.now), state), metadata);
    return { id, position };
  };
  const onNotification = async (id: string, ctx: Ctx, type: NotificationCommand['type']): Promise<Done> => {
    const recipientUserId = await lookups.recipientOf(id);
    const command: NotificationCommand = { type, actor: ctx.actor, notificationId: id, recipientUserId };
    const { position } = await handleCommand(store, notificationDecider, id, (state) => decideNotification(command, state), commandMetadata(ctx));
    return { id, position };
  };
  const vehicleSold = async (offerId: string): Promise<boolean> => {
    const offer = await loadState(store, offerDecider, offerId);
    if (offer.status === 'none') return false;
    return (await loadState(store, inventoryDecider, offer.parties.inventoryId)).status === 'sold';
  };

  return {
    async registerTransportVendor(input, ctx) {
      const id = input.id ?? uuidV5(`transportvendor:${input.name}:${input.postalCode}`);
      const place = input.latitude === undefined || input.longitude === undefined ? lookupPostalCode(input.postalCode) : null;
      const latitude = input.latitude ?? place?.latitude;
      const longitude = input.longitude ?? place?.longitude;
      if (latitude === undefined || longitude === undefined) {
        throw new ValidationError('Unknown postal code.', [{ field: 'postalCode', message: 'postalCode must be a real US postal code' }]);
      }
      const data = { imageUrl: '', contact: '', email: '', phoneNumber: '', ...input, id, latitude, longitude };
      const { position } = await handleCommand(store, transportVendorDecider, id, (state) =>
        decideTransportVendor({ type: 'RegisterTransportVendor', actor: ctx.actor, data }, state), commandMetadata(ctx));
      return { id, position };
    },

    async requestTransport({ inventoryId, destinationDealershipId, transportationSearchRadius }, ctx) {
      const actor = buyerOf(ctx);
      const vehicle = await loadState(store, inventoryDecider, inventoryId);
      const buyerDealershipIds = await lookups.dealershipIdsOf(actor.id);
      let distanceInKm = 0;
      let vendors: { id: string }[] = [];
      // Locations only matter once the decider would accept the request; it reports the rest.
      if (vehicle.status === 'listed' && buyerDealershipIds.includes(destinationDealershipId) && Number.isFinite(transportationSearchRadius)) {
        const [from, to] = await Promise.all([lookups.locationOf(vehicle.dealershipId), lookups.locationOf(destinationDealershipId)]);
        distanceInKm = milesToKilometres(distanceInMiles(from, to));
        vendors = await lookups.vendorsWithin(from, transportationSearchRadius);
      }
      // Every bid prices the same job: the vehicle's dealership to the destination.
      const transportBids = vendors.map((vendor) => ({ id: newId(), uid: newTransportBidUid(), transportVendorId: vendor.id, distanceInKm }));
      const offerId = offerIdFor(actor.id, inventoryId);
      return onOffer(offerId, ctx, (now) => ({
        type: 'RequestTransport', actor, offerId, vehicle, destinationDealershipId, buyerDealershipIds,
        transportationSearchRadius, distanceInKm, transportBids, now,
      }));
    },

    async quoteTransportBid({ uid, bidAmount }, ctx = { actor: null }) {
      const bid = await lookups.transportBid({ uid });
      const { position } = await onOffer(bid.offerId, { ...ctx, actor: null }, (now) => ({ type: 'QuoteTransportBid', transportBidId: bid.id, bidAmount, now }));
      return { id: bid.id, position };
    },

    async selectTransportBid({ transportBidId }, ctx) {
      const bid = await lookups.transportBid({ id: transportBidId });
      return onOffer(bid.offerId, ctx, () => ({ type: 'SelectTransportBid', actor: ctx.actor, transportBidId }));
    },

    async submitOffer({ inventoryId, offerAmount, transportOfferAmount }, ctx) {
      const actor = buyerOf(ctx);
      const vehicle = await loadState(store, inventoryDecider, inventoryId);
      const offerId = offerIdFor(actor.id, inventoryId);
      return onOffer(offerId, ctx, () => ({ type: 'SubmitOffer', actor, offerId, vehicle, offerAmount, transportOfferAmount }));
    },

    async updateOffer({ id, offerAmount, transportOfferAmount }, ctx) {
      const sold = await vehicleSold(id);
      return onOffer(id, ctx, () => ({ type: 'UpdateOffer', actor: ctx.actor, offerAmount, transportOfferAmount, vehicleSold: sold }));
    },

    cancelOffer: ({ id }, ctx) => onOffer(id, ctx, () => ({ type: 'CancelOffer', actor: ctx.actor })),

    async restoreOffer({ id }, ctx) {
      const sold = await vehicleSold(id);
      return onOffer(id, ctx, () => ({ type: 'RestoreOffer', actor: ctx.actor, vehicleSold: sold }));
    },

    dismissOffer: ({ id, side }, ctx) => onOffer(id, ctx, () => ({ type: 'DismissOffer', actor: ctx.actor, side })),

    /** Check the offer, sell the vehicle with its expected revision (of many concurrent accepts
     * exactly one appends VehicleSold; the others re-decide on the sold vehicle: 409), then win
     * the offer. A crash between the two appends is repaired by the sale reactor. */
    async acceptOffer({ inventoryId, offerId }, ctx) {
      const metadata = commandMetadata(ctx);
      const offer = await loadState(store, offerDecider, offerId);
      if (decideOffer({ type: 'AcceptOffer', actor: ctx.actor, inventoryId }, offer).length === 0) return { id: offerId, position: null };
      await handleCommand(store, inventoryDecider, inventoryId, (vehicle) =>
        decideInventory({ type: 'MarkVehicleSold', data: { id: inventoryId, offerId }, actor: ctx.actor, now: metadata.now }, vehicle), metadata);
      return onOffer(offerId, ctx, () => ({ type: 'RecordSale', byUserId: actorUserId(ctx.actor) }));
    },

    rejectOffer: ({ inventoryId, offerId }, ctx) => onOffer(offerId, ctx, () => ({ type: 'RejectOffer', actor: ctx.actor, inventoryId })),

    async addConversationMessage({ offerId, message }, ctx) {
      const messageId = newId();
      const { position } = await onOffer(offerId, ctx, (now) => ({ type: 'AddConversationMessage', actor: ctx.actor, messageId, message, now }));
      return { id: messageId, position };
    },

    markNotificationRead: ({ id }, ctx) => onNotification(id, ctx, 'MarkNotificationRead'),
    dismissNotification: ({ id }, ctx) => onNotification(id, ctx, 'DismissNotification'),

    recordSale: ({ offerId, byUserId }, ctx) => onOffer(offerId, ctx, () => ({ type: 'RecordSale', byUserId })),
    loseToSale: ({ offerId, winningOfferId }, ctx) => onOffer(offerId, ctx, () => ({ type: 'LoseToSale', winningOfferId })),
  };
}
