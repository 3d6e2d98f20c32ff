import type { FastifyPluginAsync } from 'fastify';
import { importInventory, spotlightVehicle, unspotlightVehicle } from '@dtn/contracts/routes/inventory-commands';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { Commands } from '../commands';
import { parseFeed } from '../inventory/import-feed';
import { contextOf } from './actor-of';
import { answerPosition } from './answer';


/** Spotlight toggle and feed import (spec section 7); the dealer-group rule is the decider's. */
export const inventoryCommandRoutes =
  (commands: Commands): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, spotlightVehicle, async (request, reply) => {
      const { id } = request.params;
      const { position } = await commands.spotlightVehicle({ inventoryId: id }, contextOf(request));
      return reply.send({ id, position: answerPosition(reply, position) });
    });

    registerRoute(app, unspotlightVehicle, async (request, reply) => {
      const { id } = request.params;
      const { position } = await commands.unspotlightVehicle({ inventoryId: id }, contextOf(request));
      return reply.send({ id, position: answerPosition(reply, position) });
    });

    registerRoute(app, importInventory, async (request, reply) => {
      const { body } = request;
      const vehicles = 'vehicles' in body ? body.vehicles : parseFeed(body.format, body.content);
      const { position, ...counts } = await commands.importInventory(
        { dealershipId: request.params.dealershipId, vehicles },
        contextOf(request),
      );
      return reply.send({ ...counts, position: answerPosition(reply, position) });
    });
  };
