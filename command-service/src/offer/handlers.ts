/**
 * The offer use cases (spec sections 5 and 7): read -> decide -> append on stream `offer-{id}`.
 * Inputs are the route schemas' (contracts routes/offer-commands); the read models answer only
 * what no stream can (./read-models); every rule is the deciders'.
 */
import type {
  CounterOfferBody,
  addConversationMessage,
  approveOffer,
  approveTransportBid,
  cancelOffer,
  ConversationMessageBody,
  StartTransportRequestBody,
  SubmitBidBody,
  TransportBidQuoteBody,
  UpdateOfferBody,
} from '@dtn/contracts/routes/offer-commands';
import { milesToKilometres } from '@dtn/contracts/constants';
import { timeZoneOfState } from '@dtn/contracts/domain/time-zone';
import { foldState, handleCommand, loadState } from '@dtn/platform/commands/handle-command';
import { newId, uuidV5 } from '@dtn/platform/commands/ids';
import type { EventStore, ReadStreamResult } from '@dtn/platform/event-store/port';
import { ForbiddenError } from '@dtn/platform/errors';
import { distanceInMiles } from '@dtn/platform/geo/distance';
import type { z } from 'zod';
import { dealershipDecider } from '../dealership/state';
import { cachedResponseHours } from '../dealer-group/response-hours';
import { inventoryDecider } from '../inventory/state';
import type { Actor } from '../shared/actor';
import { commandMetadata, type CommandContext, type Done } from '../shared/command-context';
import { run } from '../shared/run';
import { actsAsBuyer } from './access';
import { decide, type OfferCommand, type SidesPermitted } from './decide';
import { decideAccept } from './decide-accept';
import type { AcceptOffer, AcceptTerms } from './command-types';
import type { OfferReadModels } from './read-models';
import { offerDecider } from './state';
import { inviteVendors } from './transport-invitations';

type Ctx = CommandContext;
/** The terms version the caller saw (If-Match), when it sent one: see ./terms-version. */
interface OnTerms {
  expectedVersion?: number;
}
type OfferParams = z.infer<typeof cancelOffer.params>;
type VehicleOfferParams = z.infer<typeof approveOffer.params> & OnTerms;

export interface OfferHandlers {
  requestTransport(
    input: Pick<z.infer<typeof StartTransportRequestBody>, 'inventoryId' | 'destinationDealershipId' | 'transportationSearchRadius'>,
    ctx: Ctx,
  ): Promise<Done>;
  /** The public vendor quote: no actor. id = the transport bid's id. */
  quoteTransportBid(input: TransportBidQuoteBody, ctx?: Ctx): Promise<Done>;
  /** id = the transport bid's. */
  selectTransportBid(input: z.infer<typeof approveTransportBid.params> & OnTerms, ctx: Ctx): Promise<Done>;
  submitOffer(input: Pick<z.infer<typeof SubmitBidBody>, 'inventoryId' | 'offerAmount' | 'transportOfferAmount'>, ctx: Ctx): Promise<Done>;
  updateOffer(input: Pick<UpdateOfferBody, 'id' | 'offerAmount' | 'transportOfferAmount'> & OnTerms, ctx: Ctx): Promise<Done>;
  cancelOffer(input: OfferParams & OnTerms, ctx: Ctx): Promise<Done>;
  /** Demo reset: the offer's vehicle is back on sale, so a live or won offer ends. */
  closeOfferForDemoReset(input: OfferParams, ctx: Ctx): Promise<Done>;
  restoreOffer(input: OfferParams & OnTerms, ctx: Ctx): Promise<Done>;
  dismissOffer(input: OfferParams & { side: 'buyer' | 'seller' }, ctx: Ctx): Promise<Done>;
  acceptOffer(input: VehicleOfferParams, ctx: Ctx): Promise<Done>;
  rejectOffer(input: VehicleOfferParams, ctx: Ctx): Promise<Done>;
  /** id = the offer's; the answer's id = the new message's. */
  addConversationMessage(
    input: z.infer<typeof addConversationMessage.params> & Pick<ConversationMessageBody, 'message'>,
    ctx: Ctx,
  ): Promise<Done>;
  /** Sale reactor: another offer (or nobody, when the feed sold it) won the vehicle. */
  loseToSale(input: { offerId: string; winningOfferId: string | null }, ctx: Ctx): Promise<Done>;
  /** Negotiation (decide-negotiation): `permitted` = the sides the caller's grants let them play. */
  counterOffer(input: OfferParams & OnTerms & CounterOfferBody & { permitted: SidesPermitted }, ctx: Ctx): Promise<Done>;
  standByOffer(input: OfferParams & OnTerms & { permitted: SidesPermitted }, ctx: Ctx): Promise<Done>;
  /** Accepting the terms on the table sells the vehicle, as an approve does: one atomic append. */
  acceptTerms(input: OfferParams & OnTerms & { permitted: SidesPermitted }, ctx: Ctx): Promise<Done>;
  /** The scheduler, at its clock's `now` (in ctx): a lapse, a reminder; nothing when not due. */
  expireOffer(input: OfferParams, ctx: Ctx): Promise<Done>;
  remindOffer(input: OfferParams, ctx: Ctx): Promise<Done>;
}

export interface OfferHandlerOptions {
  /** Where the vendors' quote links point (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
}

/** One stream per buyer and vehicle: a buyer can never hold two offers on one vehicle. */
export const offerIdFor = (buyerUserId: string, inventoryId: string): string => uuidV5(`offer:${buyerUserId}:${inventoryId}`);

const buyerOf = (ctx: Ctx): Actor => {
  if (!ctx.actor) throw new ForbiddenError('Offers are made by signed-in users.');
  return ctx.actor;
};

export function createOfferHandlers(store: EventStore, readModels: OfferReadModels, options: OfferHandlerOptions): OfferHandlers {
  const responseHoursOf = cachedResponseHours(store);
  const onOffer = (id: string, ctx: Ctx, command: (now: Date) => OfferCommand, offerRead?: ReadStreamResult) =>
    run(store, offerDecider, id, ctx, (state, { now }) => decide(command(now), state), offerRead);
  /** The vehicle's state and the offer stream, read in one round trip. */
  const vehicleAndOffer = async (inventoryId: string, offerId: string) => {
    const [vehicle, offer] = await store.readStreams([inventoryDecider.streamId(inventoryId), offerDecider.streamId(offerId)]);
    return { vehicle: foldState(inventoryDecider, vehicle!.events), offerRead: offer! };
  };
  /** Whether the offer's vehicle is sold. The decision reads the offer again afterwards, on
   * purpose: deciding on an offer read before the vehicle would mix an older offer with a newer
   * sale (the race test saw an update after an accept answer 409 for the sale instead of 412 for
   * the moved terms). */
  const vehicleSold = async (offerId: string, actor: Actor | null): Promise<{ sold: boolean; responseHours: number }> => {
    const offer = await loadState(store, offerDecider, offerId);
    // Only the buyer's side gets as far as the vehicle: someone else's offer costs what an unknown one does.
    if (offer.status === 'none' || !actsAsBuyer(actor, offer)) return { sold: false, responseHours: 0 };
    const [vehicle, responseHours] = await Promise.all([
      loadState(store, inventoryDecider, offer.parties.inventoryId),
      responseHoursOf(offer.parties.sellerDealerGroupId),
    ]);
    return { sold: vehicle.status === 'sold', responseHours };
  };
  /** The offer's vehicle and its seller's response hours, for a decision on a round. */
  const roundContext = async (offerId: string) => {
    const offer = await loadState(store, offerDecider, offerId);
    if (offer.status === 'none') return { vehicle: inventoryDecider.initialState, responseHours: 0 };
    const [vehicle, responseHours] = await Promise.all([
      loadState(store, inventoryDecider, offer.parties.inventoryId),
      responseHoursOf(offer.parties.sellerDealerGroupId),
    ]);
    return { vehicle, responseHours };
  };

  return {
    async requestTransport({ inventoryId, destinationDealershipId, transportationSearchRadius }, ctx) {
      const actor = buyerOf(ctx);
      const offerId = offerIdFor(actor.id, inventoryId);
      const { vehicle, offerRead } = await vehicleAndOffer(inventoryId, offerId);
      const [buyerDealershipIds, destination] = await Promise.all([
        readModels.dealershipIdsOf(actor.id),
        loadState(store, dealershipDecider, destinationDealershipId),
      ]);
      let distanceInKm = 0;
      let vendors: { id: string; name: string; email: string }[] = [];
      let pickupTimeZone = 'UTC';
      // Locations only matter once the decider would accept the request; it reports the rest.
      if (
        vehicle.status === 'listed' &&
        buyerDealershipIds.includes(destinationDealershipId) &&
        Number.isFinite(transportationSearchRadius)
      ) {
        const [from, to] = await Promise.all([readModels.locationOf(vehicle.dealershipId), readModels.locationOf(destinationDealershipId)]);
        distanceInKm = milesToKilometres(distanceInMiles(from, to));
        vendors = await readModels.vendorsWithin(from, transportationSearchRadius);
        pickupTimeZone = timeZoneOfState(from.state);
      }
      const invited = inviteVendors(vendors, distanceInKm, options.publicBaseUrl);
      return onOffer(
        offerId,
        ctx,
        (now) => ({
          type: 'RequestTransport',
          actor,
          offerId,
          vehicle,
          destinationDealershipId,
          buyerDealershipIds,
          destinationActive: destination.status === 'active',
          transportationSearchRadius,
          distanceInKm,
          ...invited,
          pickupTimeZone,
          now,
        }),
        offerRead,
      );
    },

    async quoteTransportBid({ uid, bidAmount }, ctx = { actor: null }) {
      const bid = await readModels.transportBid({ uid });
      const { position } = await onOffer(bid.offerId, { ...ctx, actor: null }, (now) => ({
        type: 'QuoteTransportBid',
        transportBidId: bid.id,
        bidAmount,
        now,
      }));
      return { id: bid.id, position };
    },

    async selectTransportBid({ id, expectedVersion }, ctx) {
      const bid = await readModels.transportBid({ id });
      return onOffer(bid.offerId, ctx, () => ({ type: 'SelectTransportBid', actor: ctx.actor, transportBidId: id, expectedVersion }));
    },

    async submitOffer({ inventoryId, offerAmount, transportOfferAmount }, ctx) {
      const actor = buyerOf(ctx);
      const offerId = offerIdFor(actor.id, inventoryId);
      const { vehicle, offerRead } = await vehicleAndOffer(inventoryId, offerId);
      const responseHours = vehicle.status === 'unlisted' ? 0 : await responseHoursOf(vehicle.dealerGroupId);
      return onOffer(
        offerId,
        ctx,
        (now) => ({ type: 'SubmitOffer', actor, offerId, vehicle, offerAmount, transportOfferAmount, now, responseHours }),
        offerRead,
      );
    },

    async updateOffer({ id, offerAmount, transportOfferAmount, expectedVersion }, ctx) {
      const { sold, responseHours } = await vehicleSold(id, ctx.actor);
      return onOffer(id, ctx, (now) => ({
        type: 'UpdateOffer',
        actor: ctx.actor,
        offerAmount,
        transportOfferAmount,
        vehicleSold: sold,
        expectedVersion,
        now,
        responseHours,
      }));
    },

    cancelOffer: ({ id, expectedVersion }, ctx) => onOffer(id, ctx, () => ({ type: 'CancelOffer', actor: ctx.actor, expectedVersion })),
    closeOfferForDemoReset: ({ id }, ctx) => onOffer(id, ctx, () => ({ type: 'CloseOfferForDemoReset', actor: ctx.actor })),

    async restoreOffer({ id, expectedVersion }, ctx) {
      const { sold, responseHours } = await vehicleSold(id, ctx.actor);
      return onOffer(id, ctx, (now) => ({
        type: 'RestoreOffer',
        actor: ctx.actor,
        vehicleSold: sold,
        expectedVersion,
        now,
        responseHours,
      }));
    },

    dismissOffer: ({ id, side }, ctx) => onOffer(id, ctx, () => ({ type: 'DismissOffer', actor: ctx.actor, side })),

    /** One decision over the offer and its vehicle (decideAccept), appended to both streams at
     * once: the vehicle is sold and the offer won, at the terms both streams held, or neither. */
    acceptOffer: ({ inventoryId, offerId, expectedVersion }, ctx) =>
      sell(offerId, inventoryId, ctx, (now) => ({ type: 'AcceptOffer', actor: ctx.actor, inventoryId, now, expectedVersion })),

    async acceptTerms({ id, expectedVersion, permitted }, ctx) {
      const offer = await loadState(store, offerDecider, id);
      // An unknown offer: the decision reports it (404) without a vehicle to sell.
      const inventoryId = offer.status === 'none' ? id : offer.parties.inventoryId;
      return sell(id, inventoryId, ctx, (now) => ({ type: 'AcceptTerms', actor: ctx.actor, permitted, now, expectedVersion }));
    },

    async counterOffer({ id, expectedVersion, permitted, amount, message }, ctx) {
      const { vehicle, responseHours } = await roundContext(id);
      return onOffer(id, ctx, (now) => ({
        type: 'CounterOffer',
        actor: ctx.actor,
        permitted,
        amount,
        ...(message === undefined ? {} : { message }),
        vehicle,
        expectedVersion,
        now,
        responseHours,
      }));
    },

    async standByOffer({ id, expectedVersion, permitted }, ctx) {
      const { responseHours } = await roundContext(id);
      return onOffer(id, ctx, (now) => ({ type: 'StandByOffer', actor: ctx.actor, permitted, expectedVersion, now, responseHours }));
    },

    expireOffer: ({ id }, ctx) => onOffer(id, ctx, (now) => ({ type: 'ExpireOffer', now })),
    remindOffer: ({ id }, ctx) => onOffer(id, ctx, (now) => ({ type: 'RemindOffer', now })),

    rejectOffer: ({ inventoryId, offerId, expectedVersion }, ctx) =>
      onOffer(offerId, ctx, () => ({ type: 'RejectOffer', actor: ctx.actor, inventoryId, expectedVersion })),

    async addConversationMessage({ id, message }, ctx) {
      const messageId = newId();
      const { position } = await onOffer(id, ctx, (now) => ({ type: 'AddConversationMessage', actor: ctx.actor, messageId, message, now }));
      return { id: messageId, position };
    },

    loseToSale: ({ offerId, winningOfferId }, ctx) => onOffer(offerId, ctx, () => ({ type: 'LoseToSale', winningOfferId })),
  };

  /** One decision over the offer and its vehicle (decideAccept), appended to both streams at
   * once: the vehicle is sold and the offer won, at the terms both streams held, or neither. */
  async function sell(offerId: string, inventoryId: string, ctx: Ctx, command: (now: Date) => AcceptOffer | AcceptTerms): Promise<Done> {
    const metadata = commandMetadata(ctx);
    const decided = command(metadata.now);
    const { position } = await handleCommand(
      store,
      [
        { decider: inventoryDecider, id: inventoryId },
        { decider: offerDecider, id: offerId },
      ],
      ([vehicle, offer]) => {
        const decision = decideAccept(decided, offer, vehicle);
        return [decision.vehicle, decision.offer];
      },
      metadata,
    );
    return { id: offerId, position };
  }
}
