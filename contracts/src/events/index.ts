import { z } from 'zod';
import { DealerGroupEvent } from './dealer-group-events';
import { DealershipEvent } from './dealership-events';
import { DealershipAgingEvent } from './aging-events';
import { UserEvent } from './user-events';
import { InventoryEvent } from './inventory-events';
import { OfferEvent, TransportVendorEvent } from './offer-events';
import { NotificationEvent } from './notification-events';
import { AdminEvent } from './admin-events';
import { InviteeEvent, InviteEvent } from './invite-events';
import { CommentEvent, PostEvent } from './social-events';
import { BuyListEvent } from './buy-list-events';
import { LeadEvent } from './lead-events';

export * from './dealer-group-events';
export * from './dealership-events';
export * from './aging-events';
export * from './user-events';
export * from './inventory-events';
export * from './offer-events';
export * from './notification-events';
export * from './admin-events';
export * from './invite-events';
export * from './social-events';
export * from './buy-list-events';
export * from './lead-events';

/** Every domain event of the product; projections parse stored events with it. One flat
 * discriminated union, so a parse picks the schema by `type` instead of trying each family. */
export const DomainEvent = z.discriminatedUnion('type', [
  ...DealerGroupEvent.options,
  ...DealershipEvent.options,
  ...DealershipAgingEvent.options,
  ...UserEvent.options,
  ...InventoryEvent.options,
  ...TransportVendorEvent.options,
  ...OfferEvent.options,
  ...NotificationEvent.options,
  ...InviteEvent.options,
  ...InviteeEvent.options,
  ...AdminEvent.options,
  ...BuyListEvent.options,
  ...LeadEvent.options,
  ...PostEvent.options,
  ...CommentEvent.options,
]);
export type DomainEvent = z.infer<typeof DomainEvent>;
export type DomainEventType = DomainEvent['type'];

/** Metadata every appended event carries. */
export const EventMetadata = z.object({
  /** Internal id of the user whose command produced the event; null for the system (seed, import). */
  userId: z.string().nullable(),
  correlationId: z.string(),
  occurredAt: z.string().datetime(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;

export const streamIds = {
  dealerGroup: (id: string) => `dealergroup-${id}`,
  dealership: (id: string) => `dealership-${id}`,
  user: (id: string) => `user-${id}`,
  inventory: (id: string) => `inventory-${id}`,
  transportVendor: (id: string) => `transportvendor-${id}`,
  offer: (id: string) => `offer-${id}`,
  notification: (id: string) => `notification-${id}`,
  invite: (id: string) => `invite-${id}`,
  invitee: (id: string) => `invitee-${id}`,
  post: (id: string) => `post-${id}`,
  comment: (id: string) => `comment-${id}`,
  buyList: (id: string) => `buylist-${id}`,
  testDrive: (id: string) => `testdrive-${id}`,
} as const;
