import { UserStreamEvent, streamIds } from '@dtn/contracts';
import type { removeBuyListItem } from '@dtn/contracts/routes/buy-list';
import { handleCommand } from '@dtn/platform/commands/handle-command';
import { newId } from '@dtn/platform/commands/ids';
import type { EventStore } from '@dtn/platform/event-store/port';
import type { LatLon } from '@dtn/platform/geo/distance';
import type { z } from 'zod';
import { commandMetadata, type CommandContext, type Done } from '../shared/command-context';
import { decide, type BuyListCommand, type BuyListItemInput } from './decide';
import { buyListDecider } from './state';

export interface BuyListHandlers {
  /** id = the new item's id (always fresh). */
  addBuyListItem(input: BuyListItemInput, ctx: CommandContext): Promise<Done>;
  removeBuyListItem(input: z.infer<typeof removeBuyListItem.params>, ctx: CommandContext): Promise<Done>;
}

/** The user's stored coordinates, from their own stream (registration, then profile updates):
 * the buy list matches around where the user is, not where the form says. */
async function storedLocation(store: EventStore, userId: string): Promise<LatLon> {
  const { events } = await store.readStream(streamIds.user(userId));
  let location: LatLon = { latitude: 0, longitude: 0 };
  for (const recorded of events) {
    const event = UserStreamEvent.parse({ type: recorded.type, data: recorded.data });
    if (event.type === 'UserRegistered' || event.type === 'UserProfileUpdated') {
      location = { latitude: event.data.latitude, longitude: event.data.longitude };
    }
  }
  return location;
}

/** The buy list use cases: read -> decide -> append on stream `buylist-{id}`. */
export function createBuyListHandlers(store: EventStore): BuyListHandlers {
  const run = async (id: string, ctx: CommandContext, command: (now: Date) => BuyListCommand): Promise<Done> => {
    const metadata = commandMetadata(ctx);
    const { position } = await handleCommand(store, buyListDecider, id, (state) => decide(command(metadata.now), state), metadata);
    return { id, position };
  };
  return {
    async addBuyListItem(item, ctx) {
      const location = ctx.actor ? await storedLocation(store, ctx.actor.id) : { latitude: 0, longitude: 0 };
      const id = newId();
      return run(id, ctx, (now) => ({ type: 'AddBuyListItem', actor: ctx.actor, id, item, location, now }));
    },
    removeBuyListItem: ({ id }, ctx) => run(id, ctx, () => ({ type: 'RemoveBuyListItem', actor: ctx.actor, id })),
  };
}
