import { z } from 'zod';

/** Enumerations of spec section 3. */
export const Role = z.enum([
  'Admin',
  'DealerPrincipal',
  'SalesDirector',
  'UsedCarDirector',
  'GeneralManager',
  'NewCarManager',
  'UsedCarManager',
  'SalesManager',
  'SalesAssociate',
  'InternetDirector',
  'InternetManager',
  'BDCManager',
]);
export type Role = z.infer<typeof Role>;

export const NotificationType = z.enum([
  'VehicleMatch',
  'NewOffer',
  'NewReply',
  'UpdatedOffer',
  'OfferWon',
  'OfferLost',
  'OfferCancelled',
  'OfferRestored',
  'TransportBidWon',
  'TransportBidLost',
  // Negotiation: a counter to answer, a counter accepted, a lapse, a deadline within the hour, a Buy Now sale.
  'OfferCountered',
  'CounterAccepted',
  'OfferExpired',
  'OfferReminder',
  'BoughtNow',
  // Aging: the daily digest of a dealership's vehicles that crossed one of its thresholds.
  'AgingDigest',
  // Standing orders: a guardrail paused the buyer's order (issue 35).
  'StandingOrderPaused',
]);
export type NotificationType = z.infer<typeof NotificationType>;

/** The notification types that also come by email (negotiation's: a dealer away from the screen
 * learns of a counter in time to answer; the aging digest: a day's exits to consider), unless the
 * user switched that type's emails off. */
export const emailedNotificationTypes: readonly NotificationType[] = [
  'OfferCountered',
  'CounterAccepted',
  'OfferExpired',
  'OfferReminder',
  'BoughtNow',
  'AgingDigest',
];

/** Vehicle condition: the listing type of an inventory item. */
export const ListingType = z.enum(['NEW', 'USED']);
export type ListingType = z.infer<typeof ListingType>;

export const AgeBucket = z.enum([
  'ThirtyDaysOrLess',
  'ThirtyToSixtyDays',
  'SixtyToNinetyDays',
  'NinetyToOneTwentyDays',
  'OverOneTwentyDays',
]);
export type AgeBucket = z.infer<typeof AgeBucket>;

/** The finer rollup view's 15-day bands (constants' ageBandDays), named by their whole days so
 * that a listing link reads as what it shows (/inventorylisting/{dealershipId}/16-30). */
export const AgeBand = z.enum(['0-15', '16-30', '31-45', '46-60', '61-75', '76-90', '91-105', '106-120', 'over-120']);
export type AgeBand = z.infer<typeof AgeBand>;

export const DistanceUnit = z.enum(['MILES', 'KILOMETERS']);
export type DistanceUnit = z.infer<typeof DistanceUnit>;

export const SortDirection = z.enum(['Ascending', 'Descending']);
export type SortDirection = z.infer<typeof SortDirection>;

/** Post visibility scope. */
export const ScopeKind = z.enum(['GENERAL', 'DEALERGROUP', 'TAG']);
export type ScopeKind = z.infer<typeof ScopeKind>;

export const PostKind = z.enum(['GENERAL', 'LISTING']);
export type PostKind = z.infer<typeof PostKind>;

/** Offer status as the client flows use it (spec section 4). */
/** The spec's six statuses and `expired` (negotiation): nobody answered by the turn's deadline. */
export const OfferStatus = z.enum(['bidding-transportation', 'bid', 'submitted', 'won', 'lost', 'cancelled', 'expired']);
export type OfferStatus = z.infer<typeof OfferStatus>;

export const TransportBidStatus = z.enum(['pending', 'submitted', 'won', 'lost']);
export type TransportBidStatus = z.infer<typeof TransportBidStatus>;

export const InviteStatus = z.enum(['Pending', 'Accepted', 'Revoked']);
export type InviteStatus = z.infer<typeof InviteStatus>;

/** US state codes including DC, PR and VI (spec section 3). */
export const UsState = z.enum([
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'DC',
  'PR',
  'VI',
]);
export type UsState = z.infer<typeof UsState>;

/** Why a standing order stopped making offers until resumed: its owner said so, or a guardrail
 * (its cohort's network value fell, its owner lost CreateOffer, its dealership is inactive). */
export const StandingOrderPauseReason = z.enum(['buyer', 'value-fell', 'permission-lost', 'dealership-inactive']);
export type StandingOrderPauseReason = z.infer<typeof StandingOrderPauseReason>;
