import type { FastifyPluginAsync } from 'fastify';
import { listNetworkMakes, listNetworkModels, type NameCount } from '@dtn/contracts/routes/network-makes';
import { registerRoute } from '@dtn/platform/http/register-route';
import { listMakes, listModels } from '@dtn/platform/vehicle-data/catalog';
import { networkMakes, networkModels, type KeyCount } from '@dtn/projections/read-models/inventory/network-makes';
import type { QueryContext } from '../shared/context';

/** The searching lists' makes and models: what other groups have listed, with counts, named as
 * the decoded catalog (vPIC) spells them; a name it does not know, with each word capitalised. */
export const networkMakeRoutes =
  ({ db }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, listNetworkMakes, async (request) => named(await networkMakes(db, request.user.dealerGroupId), listMakes()));
    registerRoute(app, listNetworkModels, async (request) =>
      named(await networkModels(db, request.user.dealerGroupId, request.query.make), listModels(request.query.make)),
    );
  };

function named(counts: KeyCount[], catalogNames: string[]): NameCount[] {
  const spelling = new Map(catalogNames.map((name) => [name.toLowerCase(), name]));
  return counts
    .map(({ key, count }) => ({ name: spelling.get(key) ?? key.replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase()), count }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
