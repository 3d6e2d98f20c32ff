import { z } from 'zod';
import { NotificationType, Role } from '../enums';
import { Id } from './common';

/** The user's dealer group as the side navigation shows it (organization name, short-name link). */
export const UserDealerGroup = z.object({
  organizationName: z.string(),
  shortName: z.string(),
  /** Negotiation: hours each side has to answer on offers for the group's vehicles (1 to 72). */
  responseHours: z.number().int(),
});
export type UserDealerGroup = z.infer<typeof UserDealerGroup>;

/** A user of spec section 3. `userId` is the identity provider's subject; `id` is ours. */
export const User = z.object({
  id: Id,
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  email: z.string(),
  imageUrl: z.string(),
  role: Role,
  buyAuthority: z.boolean(),
  sellAuthority: z.boolean(),
  /** Null for platform administrators, who belong to no group. */
  dealerGroupId: Id.nullable(),
  dealerGroup: UserDealerGroup.nullable(),
  postalCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The notification types the user gets no email for: on the signed-in user's own record
   * (GET /api/user/getuser) only, nobody else's business, so absent from the admin lists. */
  notificationEmailsOff: z.array(NotificationType).optional(),
});
export type User = z.infer<typeof User>;
