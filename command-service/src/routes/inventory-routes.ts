import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { importInventory, spotlightVehicle, unspotlightVehicle } from '@dtn/contracts/routes/inventory-commands';
import { formatPosition, type Position } from '@dtn/platform/event-store/port';
import { setEventPosition } from '@dtn/platform/http/consistency';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { Commands } from '../commands';
import { parseFeed } from '../inventory/import-feed';
import { contextOf } from './actor-of';

/** The position goes both in the body and in the header the query side's read-your-writes reads;
 * a command that changed nothing has no position (and no header). */
function answerPosition(reply: FastifyReply, position: Position | null): string | null {
  if (!position) return null;
  setEventPosition(reply, position);
  return formatPosition(position);
}

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
