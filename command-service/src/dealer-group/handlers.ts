import type { AddDealerGroupBody } from '@dtn/contracts/routes/admin-commands';
import { uuidV5 } from '@dtn/platform/commands/ids';
import type { EventStore } from '@dtn/platform/event-store/port';
import type { CommandContext, Done } from '../shared/command-context';
import { run } from '../shared/run';
import { decide } from './decide';
import { dealerGroupDecider } from './state';

export interface DealerGroupHandlers {
  /** `id` (the seed's) defaults to one derived from the slug: the same slug twice is a 409 on one stream. */
  createDealerGroup(input: AddDealerGroupBody & { id?: string }, ctx: CommandContext): Promise<Done>;
  setResponseHours(input: { id: string; hours: number }, ctx: CommandContext): Promise<Done>;
}

export function createDealerGroupHandlers(store: EventStore): DealerGroupHandlers {
  return {
    createDealerGroup(input, ctx) {
      const id = input.id ?? uuidV5(`dealergroup:${input.slug}`);
      const data = { ...input, id, imageUrl: input.imageUrl ?? '' };
      return run(store, dealerGroupDecider, id, ctx, (state) => decide({ type: 'CreateDealerGroup', actor: ctx.actor, data }, state));
    },

    setResponseHours: (data, ctx) =>
      run(store, dealerGroupDecider, data.id, ctx, (state) => decide({ type: 'SetResponseHours', actor: ctx.actor, data }, state)),
  };
}
