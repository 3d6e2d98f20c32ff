import { UserStreamEvent, streamIds } from '@dtn/contracts';
import { timeZoneOfState } from '@dtn/contracts/domain/time-zone';
import type { AutoOfferBody, removeBuyListItem } from '@dtn/contracts/routes/buy-list';
import { loadState } from '@dtn/platform/commands/handle-command';
import { newId } from '@dtn/platform/commands/ids';
import type { EventStore } from '@dtn/platform/event-store/port';
import type { LatLon } from '@dtn/platform/geo/distance';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import type { z } from 'zod';
import { dealershipDecider } from '../dealership/state';
import type { CommandContext, Done } from '../shared/command-context';
import { run } from '../shared/run';
import { decide, type BuyListCommand, type BuyListItemInput } from './decide';
import type { StandingOrderRequest } from './decide-standing-order';
import { buyListDecider } from './state';

type IdParams = z.infer<typeof removeBuyListItem.params>;

/** The item's wants, and its standing order's terms when it makes offers automatically;
 * `canCreateOffer`: the caller's grants hold CreateOffer (the route reads them). */
export type AddItemInput = BuyListItemInput & { autoOffer?: z.output<typeof AutoOfferBody> | null; canCreateOffer?: boolean };

export interface BuyListHandlers {
  /** id = the new item's id (always fresh). */
  addBuyListItem(input: AddItemInput, ctx: CommandContext): Promise<Done>;
  removeBuyListItem(input: IdParams, ctx: CommandContext): Promise<Done>;
  pauseStandingOrder(input: IdParams, ctx: CommandContext): Promise<Done>;
  resumeStandingOrder(input: IdParams & { canCreateOffer: boolean }, ctx: CommandContext): Promise<Done>;
  endStandingOrder(input: IdParams, ctx: CommandContext): Promise<Done>;
}

/** The user's stored coordinates and dealerships, from their own stream (registration, then
 * profile updates and assignments): the buy list matches around where the user is, not where
 * the form says. */
async function storedFacts(store: EventStore, userId: string): Promise<{ location: LatLon; dealershipIds: string[] }> {
  const { events } = await store.readStream(streamIds.user(userId));
  let location: LatLon = { latitude: 0, longitude: 0 };
  let dealershipIds: string[] = [];
  for (const recorded of events) {
    const event = UserStreamEvent.parse({ type: recorded.type, data: recorded.data });
    if (event.type === 'UserRegistered' || event.type === 'UserProfileUpdated') {
      location = { latitude: event.data.latitude, longitude: event.data.longitude };
    }
    if (event.type === 'UserRegistered' || event.type === 'UserDealershipsAssigned') dealershipIds = event.data.dealershipIds;
  }
  return { location, dealershipIds };
}

/** Each dealership with the time zone of its state (its postal code's), where an order's days are counted. */
async function zonedDealerships(store: EventStore, ids: readonly string[]): Promise<{ id: string; timeZone: string }[]> {
  const states = await Promise.all(ids.map((id) => loadState(store, dealershipDecider, id)));
  return ids.map((id, i) => {
    const state = states[i]!;
    const place = state.status === 'none' ? null : lookupPostalCode(state.postalCode);
    return { id, timeZone: timeZoneOfState(place?.state ?? '') };
  });
}

/** The buy list use cases: read -> decide -> append on stream `buylist-{id}`. */
export function createBuyListHandlers(store: EventStore): BuyListHandlers {
  const onItem = (id: string, ctx: CommandContext, command: (now: Date) => BuyListCommand) =>
    run(store, buyListDecider, id, ctx, (state, { now }) => decide(command(now), state));
  return {
    async addBuyListItem({ autoOffer, canCreateOffer = false, ...item }, ctx) {
      const facts = ctx.actor ? await storedFacts(store, ctx.actor.id) : { location: { latitude: 0, longitude: 0 }, dealershipIds: [] };
      const order: StandingOrderRequest | null = autoOffer
        ? { terms: autoOffer, canCreateOffer, dealerships: await zonedDealerships(store, facts.dealershipIds) }
        : null;
      const id = newId();
      return onItem(id, ctx, (now) => ({
        type: 'AddBuyListItem',
        actor: ctx.actor,
        id,
        item,
        location: facts.location,
        autoOffer: order,
        now,
      }));
    },
    removeBuyListItem: ({ id }, ctx) => onItem(id, ctx, () => ({ type: 'RemoveBuyListItem', actor: ctx.actor, id })),
    pauseStandingOrder: ({ id }, ctx) => onItem(id, ctx, (now) => ({ type: 'PauseStandingOrder', actor: ctx.actor, id, now })),
    resumeStandingOrder: ({ id, canCreateOffer }, ctx) =>
      onItem(id, ctx, (now) => ({ type: 'ResumeStandingOrder', actor: ctx.actor, id, canCreateOffer, now })),
    endStandingOrder: ({ id }, ctx) => onItem(id, ctx, () => ({ type: 'EndStandingOrder', actor: ctx.actor, id })),
  };
}
