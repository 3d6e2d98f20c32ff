import type {
  AssignUserDealershipsBody,
  EditUserRoleBody,
  NotificationEmailsBody,
  UpdateUserProfileBody,
} from '@dtn/contracts/routes/admin-commands';
import { loadState } from '@dtn/platform/commands/handle-command';
import { uuidV5 } from '@dtn/platform/commands/ids';
import type { EventStore } from '@dtn/platform/event-store/port';
import type { z } from 'zod';
import { dealershipDecider } from '../dealership/state';
import type { CommandContext, Done } from '../shared/command-context';
import { run } from '../shared/run';
import { decide, type RegisterUser, type UserCommand } from './decide';
import { userDecider } from './state';

/** No route registers a user directly (an accepted invitation and the seed do): the event's
 * data, where `id` defaults to one derived from the identity subject and the rest may be blank. */
type Defaulted = 'id' | 'title' | 'imageUrl' | 'phoneNumber';
type RegisterUserInput = Omit<RegisterUser['data'], Defaulted> & Partial<Pick<RegisterUser['data'], Defaulted>>;

export interface UserHandlers {
  registerUser(input: RegisterUserInput, ctx: CommandContext): Promise<Done>;
  changeUserRole(input: EditUserRoleBody, ctx: CommandContext): Promise<Done>;
  assignUserDealerships(input: AssignUserDealershipsBody, ctx: CommandContext): Promise<Done>;
  updateUserProfile(input: z.output<typeof UpdateUserProfileBody>, ctx: CommandContext): Promise<Done>;
  /** For the signed-in user (the system names `id`). */
  chooseNotificationEmails(input: NotificationEmailsBody & { id: string }, ctx: CommandContext): Promise<Done>;
}

/** The user use cases: read -> decide -> append on stream `user-{id}`. */
export function createUserHandlers(store: EventStore): UserHandlers {
  const onUser = (id: string, ctx: CommandContext, command: UserCommand) =>
    run(store, userDecider, id, ctx, (state) => decide(command, state));
  /** The dealer group of each named dealership that exists (and, when `live`, is not deleted). */
  const groupsOf = async (dealershipIds: string[], live: boolean): Promise<Record<string, string>> => {
    const states = await Promise.all([...new Set(dealershipIds)].map((id) => loadState(store, dealershipDecider, id)));
    return Object.fromEntries(
      states.flatMap((d) => (d.status === 'none' || (live && d.status === 'deleted') ? [] : [[d.id, d.dealerGroupId]])),
    );
  };

  return {
    async registerUser(input, ctx) {
      const id = input.id ?? uuidV5(`user:${input.userId}`);
      const data = { ...input, id, title: input.title ?? '', imageUrl: input.imageUrl ?? '', phoneNumber: input.phoneNumber ?? '' };
      return onUser(id, ctx, {
        type: 'RegisterUser',
        actor: ctx.actor,
        data,
        knownDealerships: await groupsOf(input.dealershipIds, false),
      });
    },

    changeUserRole: ({ userId, ...change }, ctx) =>
      onUser(userId, ctx, { type: 'ChangeUserRole', actor: ctx.actor, data: { id: userId, ...change } }),

    assignUserDealerships: async ({ userId, dealershipIds }, ctx) =>
      onUser(userId, ctx, {
        type: 'AssignUserDealerships',
        actor: ctx.actor,
        data: { id: userId, dealershipIds },
        knownDealerships: await groupsOf(dealershipIds, true),
      }),

    updateUserProfile: (input, ctx) => onUser(input.id, ctx, { type: 'UpdateUserProfile', actor: ctx.actor, data: input }),

    chooseNotificationEmails: ({ id, off }, ctx) =>
      onUser(id, ctx, { type: 'ChooseNotificationEmails', actor: ctx.actor, data: { id, off } }),
  };
}
