import type { markNotificationRead } from '@dtn/contracts/routes/offer-commands';
import type { EventStore } from '@dtn/platform/event-store/port';
import type { z } from 'zod';
import type { CommandContext, Done } from '../shared/command-context';
import { run } from '../shared/run';
import { decide, type NotificationCommand } from './decide';
import type { NotificationReadModels } from './read-models';
import { notificationDecider } from './state';

type NotificationParams = z.infer<typeof markNotificationRead.params>;

export interface NotificationHandlers {
  markNotificationRead(input: NotificationParams, ctx: CommandContext): Promise<Done>;
  dismissNotification(input: NotificationParams, ctx: CommandContext): Promise<Done>;
}

/** The recipient's read and dismiss marks; the recipient comes from the notifications read model. */
export function createNotificationHandlers(store: EventStore, readModels: NotificationReadModels): NotificationHandlers {
  const mark = async (id: string, ctx: CommandContext, type: NotificationCommand['type']): Promise<Done> => {
    const command: NotificationCommand = { type, actor: ctx.actor, notificationId: id, recipientUserId: await readModels.recipientOf(id) };
    return run(store, notificationDecider, id, ctx, (state) => decide(command, state));
  };
  return {
    markNotificationRead: ({ id }, ctx) => mark(id, ctx, 'MarkNotificationRead'),
    dismissNotification: ({ id }, ctx) => mark(id, ctx, 'DismissNotification'),
  };
}
