import { streamIds } from '@dtn/contracts';
import type { EventStore } from '@dtn/platform/event-store/port';
import type { Commands, OfferCommands } from '@dtn/command-service/command-set';
import { generateDemoData, type DemoData } from './demo-data';
import { demoDealerGroups } from './demo-organizations';
import { seedDemoData } from './seed-demo-data';
import { freshSteps, resumingSteps, seedState, socialDone, emptySocial } from './seed-progress';
import { seedSocial, type SocialSeedCommands } from './seed-social';
import { seedNegotiations, type NegotiationSeedCommands } from './seed-negotiations';
import type { SalesHistoryCommands } from './seed-sales-history';
import { demoTransportVendors } from './demo-transport-vendors';

/** The event store is the source of truth for "already seeded": the first demo dealer group's
 * stream starts the world and the last demo transport vendor's ends it (./seed-progress.ts). An
 * empty store is seeded; a world a run left half-way (a crash, a lost database) is finished, each
 * step the store holds skipped, from the time that run seeded at; a complete one is left alone.
 * The caller then waits for the projections. With `social` (the post and buy list commands) a
 * world that carries the feed gets its posts, comments and buy lists too, and with the offer
 * commands its live negotiations (./seed-negotiations.ts) and, when it carries one, its sales
 * history (./seed-sales-history.ts). Returns whether it wrote anything. */
export async function seedWhenEmpty(
  store: EventStore,
  commands: Commands,
  seed: { data?: DemoData; now?: Date },
  social?: SocialSeedCommands & { offers?: NegotiationSeedCommands & SalesHistoryCommands & VendorCommands },
): Promise<boolean> {
  const found = await seedState(store, seed.data ?? { dealerGroups: demoDealerGroups });
  if (found.state === 'complete') return false;
  const resuming = found.state === 'partial';
  // A resumed run finishes the world the first run began: generated from the same time.
  const now = resuming ? found.seededAt : (seed.now ?? new Date());
  const data = seed.data ?? generateDemoData(now);
  if (data.dealerGroups.length === 0) return false;
  const steps = resuming ? resumingSteps(store) : freshSteps;
  await seedDemoData(commands, { now, data, offers: social?.offers, steps });
  if (social && data.feed) await seedSocial(social, data.users, now, resuming ? await socialDone(store) : emptySocial());
  if (social?.offers && data.feed) await seedNegotiations(social.offers, commands, data, now, steps);
  // Last: the last vendor's stream says the world is complete.
  if (social?.offers) await seedTransportVendorsWhenMissing(store, social.offers);
  return true;
}

type VendorCommands = Pick<OfferCommands, 'registerTransportVendor'>;

/** The demo transport vendors, checked apart from the demo world so that data folders seeded
 * before vendors existed get them too. */
export async function seedTransportVendorsWhenMissing(store: EventStore, offers: VendorCommands): Promise<number> {
  let added = 0;
  for (const vendor of demoTransportVendors) {
    if ((await store.readStream(streamIds.transportVendor(vendor.id))).revision !== null) continue;
    await offers.registerTransportVendor(vendor, { actor: null });
    added++;
  }
  return added;
}
