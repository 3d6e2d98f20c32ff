import type { Role } from '@dtn/contracts';
import { handleCommand, loadState } from '@dtn/platform/commands/handle-command';
import { uuidV5 } from '@dtn/platform/commands/ids';
import type { EventStore, Position } from '@dtn/platform/event-store/port';
import { commandMetadata, type CommandContext } from './command-context';
import { decide as decideDealerGroup } from './dealer-group/decide';
import { dealerGroupDecider } from './dealer-group/state';
import { decide as decideDealership, type DealershipCommand } from './dealership/decide';
import { dealershipDecider } from './dealership/state';
import { decide as decideInventory, type InventoryCommand } from './inventory/decide';
import { importInventory, type ImportInventoryInput, type ImportInventoryOutcome } from './inventory/import-inventory';
import { inventoryDecider } from './inventory/state';
import { decide as decideUser, type UserCommand } from './user/decide';
import { userDecider } from './user/state';

export type { CommandContext } from './command-context';
export type { Actor } from './actor';
export type { ImportInventoryInput, ImportInventoryOutcome } from './inventory/import-inventory';
export { inventoryIdFor } from './inventory/import-inventory';

export interface Created {
  id: string;
  position: Position | null;
}

export interface Commands {
  createDealerGroup(
    input: { id?: string; organizationName: string; slug: string; shortName: string; dealerVaultVendorId: string; imageUrl?: string },
    ctx: CommandContext,
  ): Promise<Created>;
  createDealership(
    input: {
      id?: string; dealerGroupId: string; name: string; dealerVaultId: string;
      address1: string; address2?: string; city: string; state: string; postalCode: string;
    },
    ctx: CommandContext,
  ): Promise<Created>;
  registerUser(
    input: {
      id?: string; userId: string; firstName: string; lastName: string; title?: string; email: string;
      imageUrl?: string; phoneNumber?: string; role: Role; buyAuthority: boolean; sellAuthority: boolean;
      dealerGroupId: string | null; dealershipIds: string[]; postalCode: string;
    },
    ctx: CommandContext,
  ): Promise<Created>;
  importInventory(input: ImportInventoryInput, ctx: CommandContext): Promise<ImportInventoryOutcome>;
  spotlightVehicle(input: { inventoryId: string }, ctx: CommandContext): Promise<{ position: Position | null }>;
  unspotlightVehicle(input: { inventoryId: string }, ctx: CommandContext): Promise<{ position: Position | null }>;
  markVehicleSold(input: { inventoryId: string; offerId?: string | null }, ctx: CommandContext): Promise<{ position: Position | null }>;
  // Administration (issue 4). `position` is null when the command changed nothing.
  editDealership(
    input: {
      id: string; dealerGroupId: string; name: string; dealerVaultId: string; address1: string; address2?: string;
      city: string; state: string; postalCode: string; active: boolean;
    },
    ctx: CommandContext,
  ): Promise<Created>;
  deleteDealership(input: { id: string }, ctx: CommandContext): Promise<Created>;
  changeUserRole(input: { userId: string; role: Role; buyAuthority: boolean; sellAuthority: boolean }, ctx: CommandContext): Promise<Created>;
  assignUserDealerships(input: { userId: string; dealershipIds: string[] }, ctx: CommandContext): Promise<Created>;
  updateUserProfile(input: { id: string; title: string; postalCode: string }, ctx: CommandContext): Promise<Created>;
}

/**
 * The write side's use cases over one event store. Ids not given are derived from natural keys
 * (slug, dealer group + DealerVault id, identity subject), so creating the same thing twice is a
 * 409 on the same stream rather than a silent duplicate.
 */
export function createCommands(store: EventStore): Commands {
  const onVehicle = async (id: string, ctx: CommandContext, command: (now: Date) => InventoryCommand) => {
    const metadata = commandMetadata(ctx);
    const { position } = await handleCommand(store, inventoryDecider, id, (state) => decideInventory(command(metadata.now), state), metadata);
    return { position };
  };

  const onDealership = async (id: string, ctx: CommandContext, command: DealershipCommand): Promise<Created> => {
    const { position } = await handleCommand(store, dealershipDecider, id, (state) => decideDealership(command, state), commandMetadata(ctx));
    return { id, position };
  };
  const onUser = async (id: string, ctx: CommandContext, command: UserCommand): Promise<Created> => {
    const { position } = await handleCommand(store, userDecider, id, (state) => decideUser(command, state), commandMetadata(ctx));
    return { id, position };
  };
  /** The dealer group of each named dealership that exists and is not deleted. */
  const groupsOf = async (dealershipIds: string[]): Promise<Record<string, string>> => {
    const states = await Promise.all([...new Set(dealershipIds)].map((id) => loadState(store, dealershipDecider, id)));
    return Object.fromEntries(states.flatMap((d) => (d.status === 'none' || d.status === 'deleted' ? [] : [[d.id, d.dealerGroupId]])));
  };

  return {
    async createDealerGroup(input, ctx) {
      const id = input.id ?? uuidV5(`dealergroup:${input.slug}`);
      const data = { ...input, id, imageUrl: input.imageUrl ?? '' };
      const { position } = await handleCommand(store, dealerGroupDecider, id, (state) =>
        decideDealerGroup({ type: 'CreateDealerGroup', actor: ctx.actor, data }, state), commandMetadata(ctx));
      return { id, position };
    },

    async createDealership(input, ctx) {
      const id = input.id ?? uuidV5(`dealership:${input.dealerGroupId}:${input.dealerVaultId}`);
      const group = await loadState(store, dealerGroupDecider, input.dealerGroupId);
      const data = { ...input, id, address2: input.address2 ?? '' };
      const command = { type: 'CreateDealership' as const, actor: ctx.actor, data, dealerGroupExists: group.status !== 'none' };
      const { position } = await handleCommand(store, dealershipDecider, id, (state) => decideDealership(command, state), commandMetadata(ctx));
      return { id, position };
    },

    async registerUser(input, ctx) {
      const id = input.id ?? uuidV5(`user:${input.userId}`);
      const dealerships = await Promise.all(input.dealershipIds.map((dealershipId) => loadState(store, dealershipDecider, dealershipId)));
      const knownDealerships = Object.fromEntries(
        dealerships.flatMap((dealership) => (dealership.status === 'none' ? [] : [[dealership.id, dealership.dealerGroupId]])),
      );
      const data = { ...input, id, title: input.title ?? '', imageUrl: input.imageUrl ?? '', phoneNumber: input.phoneNumber ?? '' };
      const command = { type: 'RegisterUser' as const, actor: ctx.actor, data, knownDealerships };
      const { position } = await handleCommand(store, userDecider, id, (state) => decideUser(command, state), commandMetadata(ctx));
      return { id, position };
    },

    importInventory: (input, ctx) => importInventory(store, input, ctx),

    spotlightVehicle: ({ inventoryId }, ctx) =>
      onVehicle(inventoryId, ctx, () => ({ type: 'SpotlightVehicle', data: { id: inventoryId }, actor: ctx.actor })),

    unspotlightVehicle: ({ inventoryId }, ctx) =>
      onVehicle(inventoryId, ctx, () => ({ type: 'UnspotlightVehicle', data: { id: inventoryId }, actor: ctx.actor })),

    markVehicleSold: ({ inventoryId, offerId }, ctx) =>
      onVehicle(inventoryId, ctx, (now) => ({
        type: 'MarkVehicleSold',
        data: { id: inventoryId, offerId: offerId ?? null },
        actor: ctx.actor,
        now,
      })),

    editDealership: (input, ctx) =>
      onDealership(input.id, ctx, { type: 'EditDealership', actor: ctx.actor, data: { ...input, address2: input.address2 ?? '' } }),

    deleteDealership: ({ id }, ctx) => onDealership(id, ctx, { type: 'DeleteDealership', actor: ctx.actor, data: { id } }),

    changeUserRole: ({ userId, ...change }, ctx) =>
      onUser(userId, ctx, { type: 'ChangeUserRole', actor: ctx.actor, data: { id: userId, ...change } }),

    assignUserDealerships: async ({ userId, dealershipIds }, ctx) =>
      onUser(userId, ctx, {
        type: 'AssignUserDealerships', actor: ctx.actor, data: { id: userId, dealershipIds }, knownDealerships: await groupsOf(dealershipIds),
      }),

    updateUserProfile: (input, ctx) => onUser(input.id, ctx, { type: 'UpdateUserProfile', actor: ctx.actor, data: input }),
  };
}
