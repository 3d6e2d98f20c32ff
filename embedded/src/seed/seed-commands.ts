/**
 * The commands the standalone seed (`npm run seed`) writes the demo world with, built to read no
 * read model: in the production topology the seed runs before, or beside, the projections that
 * create and fill those tables.
 *
 *   seedCommands(store, db, media): { commands, social }   for seedWhenEmpty(store, commands, seed, social)
 *
 * The world is the seed's own, generated with VINs no other dealership lists, so the import's
 * "VIN live elsewhere" check (a read-model query) is left out; the offer commands consult read
 * models only for transport requests (vendors within a radius), which the seed makes none of.
 */
import type { SqlClient } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import type { MediaStorage } from '@dtn/platform/media/media-storage';
import { createCommands, createOfferCommands, createPostCommands } from '@dtn/command-service/command-set';
import { createBuyListHandlers } from '@dtn/command-service/buy-list/handlers';

export function seedCommands(store: EventStore, db: SqlClient, media: MediaStorage) {
  const commands = createCommands(store);
  return {
    commands,
    social: {
      posts: createPostCommands(store, commands, media),
      buyLists: createBuyListHandlers(store),
      offers: createOfferCommands(store, db),
    },
  };
}
