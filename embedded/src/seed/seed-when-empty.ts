import { streamIds } from '@dtn/contracts';
import type { EventStore } from '@dtn/platform/event-store/port';
import type { Commands, OfferCommands } from '@dtn/command-service/command-set';
import { generateDemoData, type DemoData } from './demo-data';
import { seedDemoData } from './seed-demo-data';
import { seedSocial, type SocialSeedCommands } from './seed-social';
import { seedNegotiations, type NegotiationSeedCommands } from './seed-negotiations';
import type { SalesHistoryCommands } from './seed-sales-history';
import { demoTransportVendors } from './demo-transport-vendors';

/** The event store is the source of truth for "already seeded": the first demo dealer group's
 * stream exists. The caller then waits for the projections. With `social` (the post and buy
 * list commands) a world that carries the feed gets its posts, comments and buy lists too, and
 * with the offer commands its live negotiations (./seed-negotiations.ts) and, when it carries
 * one, its sales history (./seed-sales-history.ts). */
export async function seedWhenEmpty(
  store: EventStore,
  commands: Commands,
  seed: { data?: DemoData; now?: Date },
  social?: SocialSeedCommands & { offers?: NegotiationSeedCommands & SalesHistoryCommands },
) {
  const now = seed.now ?? new Date();
  const data = seed.data ?? generateDemoData(now);
  const first = data.dealerGroups[0];
  if (!first) return false;
  const existing = await store.readStream(streamIds.dealerGroup(first.id));
  if (existing.revision !== null) return false;
  await seedDemoData(commands, { now, data, offers: social?.offers });
  if (social && data.feed) await seedSocial(social, data.users, now);
  if (social?.offers && data.feed) await seedNegotiations(social.offers, commands, data, now);
  return true;
}

/** The demo transport vendors, checked apart from the demo world so that data folders seeded
 * before vendors existed get them too. */
export async function seedTransportVendorsWhenMissing(store: EventStore, offers: OfferCommands): Promise<number> {
  let added = 0;
  for (const vendor of demoTransportVendors) {
    if ((await store.readStream(streamIds.transportVendor(vendor.id))).revision !== null) continue;
    await offers.registerTransportVendor(vendor, { actor: null });
    added++;
  }
  return added;
}
