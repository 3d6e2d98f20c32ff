import { z } from 'zod';
import { Role } from '../enums';
import { DealershipAgingEvent } from './aging-events';
import { DealershipEvent } from './dealership-events';
import { UserEvent } from './user-events';

/**
 * Events of dealer-group, dealership and user administration. They live on the
 * existing `dealership-{id}` and `user-{id}` streams; the *StreamEvent unions are what those
 * streams may hold, for the command side to fold.
 */

/** Stream `dealership-{id}`. The dealership stays in the history; it can no longer be edited,
 * assigned or reactivated. */
export const DealershipDeleted = z.object({
  type: z.literal('DealershipDeleted'),
  data: z.object({ id: z.string().uuid() }),
});

/** Stream `user-{id}`. */
export const UserRoleChanged = z.object({
  type: z.literal('UserRoleChanged'),
  data: z.object({ id: z.string().uuid(), role: Role, buyAuthority: z.boolean(), sellAuthority: z.boolean() }),
});

/** Stream `user-{id}`: the full new set of dealerships (never empty). */
export const UserDealershipsAssigned = z.object({
  type: z.literal('UserDealershipsAssigned'),
  data: z.object({ id: z.string().uuid(), dealershipIds: z.array(z.string().uuid()).min(1) }),
});

/** Stream `user-{id}`: the user's own profile; coordinates resolved from the postal code when decided. */
export const UserProfileUpdated = z.object({
  type: z.literal('UserProfileUpdated'),
  data: z.object({
    id: z.string().uuid(),
    title: z.string(),
    postalCode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
});

export const DealershipAdminEvent = z.discriminatedUnion('type', [DealershipDeleted]);
export type DealershipAdminEvent = z.infer<typeof DealershipAdminEvent>;
export const UserAdminEvent = z.discriminatedUnion('type', [UserRoleChanged, UserDealershipsAssigned, UserProfileUpdated]);
export type UserAdminEvent = z.infer<typeof UserAdminEvent>;
export const AdminEvent = z.discriminatedUnion('type', [...DealershipAdminEvent.options, ...UserAdminEvent.options]);
export type AdminEvent = z.infer<typeof AdminEvent>;

/** Everything a `dealership-{id}` stream may hold. */
export const DealershipStreamEvent = z.discriminatedUnion('type', [
  ...DealershipEvent.options,
  ...DealershipAdminEvent.options,
  ...DealershipAgingEvent.options,
]);
export type DealershipStreamEvent = z.infer<typeof DealershipStreamEvent>;
/** Everything a `user-{id}` stream may hold. */
export const UserStreamEvent = z.discriminatedUnion('type', [...UserEvent.options, ...UserAdminEvent.options]);
export type UserStreamEvent = z.infer<typeof UserStreamEvent>;
