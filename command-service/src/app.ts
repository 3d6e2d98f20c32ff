/**
 * The command service: the write routes over the event store.
 *
 *   commandRoutes(commands, offers?): FastifyPluginAsync   every write route of this service (the
 *                                                      offer routes when `offers` is given)
 *   buildCommandService(options): FastifyInstance      platform bootstrap (zod, OpenAPI,
 *                                                      problem+json, auth, health) + the routes
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp, type BuildAppOptions } from '@dtn/platform/http/build-app';
import type { EventStore } from '@dtn/platform/event-store/port';
import { createCommands, type Commands } from './commands';
import { createOfferCommands, type OfferCommands } from './offer-commands';
import { createInviteCommands, inviteByTokenHash, type InviteCommands } from './invite-commands';
import { inviteCommandRoutes } from './routes/invite-routes';
import { adminCommandRoutes } from './routes/admin-routes';
import { inventoryCommandRoutes } from './routes/inventory-routes';
import { offerCommandRoutes } from './routes/offer-routes';
import { notificationCommandRoutes } from './routes/notification-routes';
import { transportationCommandRoutes } from './routes/transportation-routes';

export const commandRoutes =
  (commands: Commands, offers?: OfferCommands, invites?: InviteCommands): FastifyPluginAsync =>
  async (app) => {
    await app.register(inventoryCommandRoutes(commands));
    await app.register(adminCommandRoutes(commands));
    // The offer routes need the read models for their lookups (createOfferCommands(store, db)).
    if (invites) await app.register(inviteCommandRoutes(invites));
    if (offers) for (const routes of [offerCommandRoutes, transportationCommandRoutes, notificationCommandRoutes]) await app.register(routes(offers));
  };

export interface CommandServiceOptions {
  store: EventStore;
  /** Auth resolves users from the users read model, so it needs that database. */
  auth: BuildAppOptions['auth'];
  logger?: BuildAppOptions['logger'];
  readiness?: BuildAppOptions['readiness'];
}

export async function buildCommandService(options: CommandServiceOptions): Promise<FastifyInstance> {
  const app = await buildApp({
    title: 'Dealer trade network: commands',
    logger: options.logger,
    auth: options.auth,
    readiness: options.readiness,
  });
  const commands = createCommands(options.store);
  const invites = createInviteCommands(options.store, commands, { findInviteByTokenHash: inviteByTokenHash(options.auth.db) });
  await app.register(commandRoutes(commands, createOfferCommands(options.store, options.auth.db), invites));
  return app;
}
