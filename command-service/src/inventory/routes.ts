import type { FastifyPluginAsync } from 'fastify';
import { importInventory, setBuyNowPrice, spotlightVehicle, unspotlightVehicle } from '@dtn/contracts/routes/inventory-commands';
import { repriceVehicle } from '@dtn/contracts/routes/aging';
import { registerRoute } from '@dtn/platform/http/register-route';
import { answer, answerPosition } from '../shared/answer';
import { contextOf } from '../shared/context-of';
import type { InventoryHandlers } from './handlers';
import { parseFeed } from './import-feed';

/** Spotlight toggle, Buy Now price, reprice and feed import (spec section 7); the dealer-group rule is the decider's. */
export const inventoryRoutes =
  (inventory: InventoryHandlers): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, spotlightVehicle, async (request, reply) => {
      const { id } = request.params;
      return reply.send(answer(reply, { id, ...(await inventory.spotlightVehicle({ inventoryId: id }, contextOf(request))) }));
    });

    registerRoute(app, unspotlightVehicle, async (request, reply) => {
      const { id } = request.params;
      return reply.send(answer(reply, { id, ...(await inventory.unspotlightVehicle({ inventoryId: id }, contextOf(request))) }));
    });

    registerRoute(app, setBuyNowPrice, async (request, reply) => {
      const { id } = request.params;
      const done = await inventory.setBuyNowPrice({ inventoryId: id, price: request.body.price }, contextOf(request));
      return reply.send(answer(reply, { id, ...done }));
    });

    registerRoute(app, repriceVehicle, async (request, reply) => {
      const { id } = request.params;
      const done = await inventory.repriceVehicle({ inventoryId: id, listPrice: request.body.listPrice }, contextOf(request));
      return reply.send(answer(reply, { id, ...done }));
    });

    registerRoute(app, importInventory, async (request, reply) => {
      const { body } = request;
      const [vehicles, rows] =
        'vehicles' in body ? [body.vehicles, 'body.vehicles'] : [parseFeed(body.format, body.content), 'body.content'];
      const { position, ...counts } = await inventory.importInventory(
        { dealershipId: request.params.dealershipId, vehicles, rows },
        contextOf(request),
      );
      return reply.send({ ...counts, position: answerPosition(reply, position) });
    });
  };
