import { z } from 'zod';
import { Role } from '../enums';

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

export const UserEvent = z.discriminatedUnion('type', [UserRegistered]);
export type UserEvent = z.infer<typeof UserEvent>;
