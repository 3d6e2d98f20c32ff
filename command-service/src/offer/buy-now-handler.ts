/**
 * Buy Now (POST /api/offer/buy-now): the buyer's offer on the vehicle (the same stream as their
 * bid, offerIdFor) is won at the vehicle's Buy Now price and the vehicle sold to it, in one
 * atomic append to both streams (handleCommand): of any number of concurrent buyers exactly one
 * sells the vehicle; the others decide again on the sold vehicle (409). The buyer's other rivals
 * lose through the sale reactor, as after an accept.
 */
import { handleCommand } from '@dtn/platform/commands/handle-command';
import type { EventStore } from '@dtn/platform/event-store/port';
import { ForbiddenError } from '@dtn/platform/errors';
import { inventoryDecider } from '../inventory/state';
import { commandMetadata, type CommandContext, type Done } from '../shared/command-context';
import { decideBuyNow } from './decide-buy-now';
import { offerIdFor } from './handlers';
import { offerDecider } from './state';

export interface BuyNowHandlers {
  /** `expectedBuyNowVersion`: the vehicle's buyNowVersion the buyer saw (If-Match), when sent. */
  buyNow(input: { inventoryId: string; expectedBuyNowVersion?: number }, ctx: CommandContext): Promise<Done>;
}

export function createBuyNowHandlers(store: EventStore): BuyNowHandlers {
  return {
    async buyNow({ inventoryId, expectedBuyNowVersion }, ctx) {
      const actor = ctx.actor;
      if (!actor) throw new ForbiddenError('Offers are made by signed-in users.');
      const offerId = offerIdFor(actor.id, inventoryId);
      const metadata = commandMetadata(ctx);
      const command = { type: 'BuyNow' as const, actor, offerId, inventoryId, expectedBuyNowVersion, now: metadata.now };
      const { position } = await handleCommand(
        store,
        [
          { decider: inventoryDecider, id: inventoryId },
          { decider: offerDecider, id: offerId },
        ],
        ([vehicle, offer]) => {
          const decision = decideBuyNow(command, offer, vehicle);
          return [decision.vehicle, decision.offer];
        },
        metadata,
      );
      return { id: offerId, position };
    },
  };
}
