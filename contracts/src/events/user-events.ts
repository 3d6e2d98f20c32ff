import { z } from 'zod';
import { NotificationType, Role } from '../enums';

/** Stream `user-{id}`. */
export const UserRegistered = z.object({
  type: z.literal('UserRegistered'),
  data: z.object({
    id: z.string().uuid(),
    /** Subject of the identity provider's tokens. */
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string(),
    email: z.string(),
    imageUrl: z.string(),
    phoneNumber: z.string(),
    role: Role,
    buyAuthority: z.boolean(),
    sellAuthority: z.boolean(),
    dealerGroupId: z.string().uuid().nullable(),
    dealershipIds: z.array(z.string().uuid()),
    postalCode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
});

/**
 * Stream `user-{id}`: the notification types the user gets no email for (the full set; empty =
 * every email). The drawer still shows them; the outbox leaves them out from this event on.
 */
export const NotificationEmailsChosen = z.object({
  type: z.literal('NotificationEmailsChosen'),
  data: z.object({ id: z.string().uuid(), off: z.array(NotificationType) }),
});

export const UserEvent = z.discriminatedUnion('type', [UserRegistered, NotificationEmailsChosen]);
export type UserEvent = z.infer<typeof UserEvent>;
