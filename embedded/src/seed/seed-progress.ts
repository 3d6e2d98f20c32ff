/**
 * How far the demo seed got, so that a run that stopped half-way (a crash, a lost database, a
 * killed container) finishes on the next run instead of leaving the world half-built for good.
 *
 *   seedState(store, data): 'empty' | 'partial' | 'complete', and the time the first run seeded at
 *   freshSteps                  nothing is done yet: every step runs (a first seed reads nothing)
 *   resumingSteps(store)        a step is done when its stream already holds it
 *   socialDone(store)           what the demo feed already holds (its ids are random: found by content)
 *
 * The first dealer group is written first and the last demo transport vendor last (seedWhenEmpty),
 * so their streams tell an empty store from a partial one from a complete one. Every other step
 * has a fixed id (dealer groups, dealerships, users, vehicles by dealership and VIN, offers by
 * buyer and vehicle) except the feed's posts, comments and buy list items, which are recognised
 * by author and text. A resumed run generates the world from the time the first run seeded at
 * (the first dealer group's event), so it finishes the same world.
 */
import { streamIds } from '@dtn/contracts';
import { pagesToHead } from '@dtn/platform/event-store/pages-to-head';
import type { EventStore } from '@dtn/platform/event-store/port';
import type { DemoData } from './demo-data';
import { demoTransportVendors } from './demo-transport-vendors';

/** Asks, for one step of the seed, whether the store already holds it. */
export interface SeedSteps {
  /** The stream exists (a create step's work is done). */
  exists(streamId: string): Promise<boolean>;
  /** The event types the stream holds, in order (a step of a stream's story is done). */
  typesIn(streamId: string): Promise<string[]>;
}

export const freshSteps: SeedSteps = { exists: async () => false, typesIn: async () => [] };

export const resumingSteps = (store: EventStore): SeedSteps => ({
  exists: async (streamId) => (await store.readStream(streamId)).revision !== null,
  typesIn: async (streamId) => (await store.readStream(streamId)).events.map((event) => event.type),
});

export type SeedState = { state: 'empty' } | { state: 'partial' | 'complete'; seededAt: Date };

export async function seedState(store: EventStore, data: Pick<DemoData, 'dealerGroups'>): Promise<SeedState> {
  const first = data.dealerGroups[0];
  const firstEvents = first ? (await store.readStream(streamIds.dealerGroup(first.id))).events : [];
  if (firstEvents.length === 0) return { state: 'empty' };
  const occurredAt = (firstEvents[0]!.metadata as { occurredAt?: string }).occurredAt;
  const seededAt = occurredAt ? new Date(occurredAt) : firstEvents[0]!.createdAt;
  const last = demoTransportVendors.at(-1);
  const complete = last ? (await store.readStream(streamIds.transportVendor(last.id))).revision !== null : true;
  return { state: complete ? 'complete' : 'partial', seededAt };
}

/** The feed the store already holds, by what a post, comment or buy list item says and who said it. */
export interface SocialDone {
  /** `${userId} ${content}` -> the post's id, and whether its pictures are attached. */
  posts: Map<string, { id: string; media: boolean }>;
  /** `${postId} ${userId} ${content}` */
  comments: Map<string, string>;
  /** `${userId} ${make} ${model}` */
  buyListItems: Set<string>;
}

export const emptySocial = (): SocialDone => ({ posts: new Map(), comments: new Map(), buyListItems: new Set() });

/** One pass over the store (a resumed run only): the feed's ids are random, so they are found by content. */
export async function socialDone(store: EventStore): Promise<SocialDone> {
  const done = emptySocial();
  const withMedia = new Set<string>();
  for await (const page of pagesToHead(store, 5_000)) {
    for (const { type, data } of page) {
      const d = data as Record<string, string>;
      if (type === 'PostCreated') done.posts.set(`${d.userId} ${d.content}`, { id: d.id!, media: false });
      else if (type === 'PostMediaAttached') withMedia.add(d.postId!);
      else if (type === 'CommentAdded') done.comments.set(`${d.postId} ${d.userId} ${d.content}`, d.id!);
      else if (type === 'BuyListItemAdded') done.buyListItems.add(`${d.userId} ${d.make} ${d.model}`);
    }
  }
  for (const post of done.posts.values()) post.media = withMedia.has(post.id);
  return done;
}
