import type { AddDealershipBody, deleteDealership, EditDealershipBody } from '@dtn/contracts/routes/admin-commands';
import type { AgingSettings } from '@dtn/contracts/domain/aging-settings';
import { loadState } from '@dtn/platform/commands/handle-command';
import { uuidV5 } from '@dtn/platform/commands/ids';
import type { EventStore } from '@dtn/platform/event-store/port';
import type { z } from 'zod';
import { dealerGroupDecider } from '../dealer-group/state';
import type { CommandContext, Done } from '../shared/command-context';
import { run } from '../shared/run';
import { decide, type DealershipCommand } from './decide';
import { dealershipDecider } from './state';

/** The form's id 0, active and country are not the caller's to choose (section 7): the route drops them. */
type NewDealership = Omit<AddDealershipBody, 'id' | 'active' | 'country'> & { id?: string };

export interface DealershipHandlers {
  /** `id` (the seed's) defaults to one derived from the dealer group and the DealerVault id. */
  createDealership(input: NewDealership, ctx: CommandContext): Promise<Done>;
  editDealership(input: Omit<EditDealershipBody, 'country'>, ctx: CommandContext): Promise<Done>;
  deleteDealership(input: z.infer<typeof deleteDealership.params>, ctx: CommandContext): Promise<Done>;
  setAgingSettings(input: { id: string } & AgingSettings, ctx: CommandContext): Promise<Done>;
}

export function createDealershipHandlers(store: EventStore): DealershipHandlers {
  const onDealership = (id: string, ctx: CommandContext, command: DealershipCommand) =>
    run(store, dealershipDecider, id, ctx, (state) => decide(command, state));

  return {
    async createDealership(input, ctx) {
      const id = input.id ?? uuidV5(`dealership:${input.dealerGroupId}:${input.dealerVaultId}`);
      const group = await loadState(store, dealerGroupDecider, input.dealerGroupId);
      const data = { ...input, id, address2: input.address2 ?? '' };
      return onDealership(id, ctx, { type: 'CreateDealership', actor: ctx.actor, data, dealerGroupExists: group.status !== 'none' });
    },

    editDealership: (input, ctx) =>
      onDealership(input.id, ctx, { type: 'EditDealership', actor: ctx.actor, data: { ...input, address2: input.address2 ?? '' } }),

    deleteDealership: ({ id }, ctx) => onDealership(id, ctx, { type: 'DeleteDealership', actor: ctx.actor, data: { id } }),

    setAgingSettings: (data, ctx) => onDealership(data.id, ctx, { type: 'SetAgingSettings', actor: ctx.actor, data }),
  };
}
