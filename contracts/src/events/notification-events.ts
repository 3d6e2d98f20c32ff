import { z } from 'zod';

/** Stream `notification-{id}`: the recipient's read/dismiss state. Notifications themselves are
 * derived by the notifications projector from the offer events (id = uuidV5(`${eventId}:${userId}`)). */
export const NotificationRead = z.object({
  type: z.literal('NotificationRead'),
  data: z.object({ notificationId: z.string().uuid(), userId: z.string().uuid() }),
});
export const NotificationDismissed = z.object({
  type: z.literal('NotificationDismissed'),
  data: z.object({ notificationId: z.string().uuid(), userId: z.string().uuid() }),
});

export const NotificationEvent = z.discriminatedUnion('type', [NotificationRead, NotificationDismissed]);
export type NotificationEvent = z.infer<typeof NotificationEvent>;
