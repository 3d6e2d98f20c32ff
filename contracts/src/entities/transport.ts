import { z } from 'zod';
import { TransportBidStatus } from '../enums';
import { Id, IsoDateTime } from './common';

export const TransportVendor = z.object({
  name: z.string(),
  city: z.string(),
  state: z.string(),
  imageUrl: z.string(),
});
export type TransportVendor = z.infer<typeof TransportVendor>;

/**
 * One vendor's quote. `uid` (spec section 3) is the unguessable id of the public
 * /bidtransport/{uid} page: a bearer capability to quote as that vendor, so it reaches the vendor
 * only, by email (TransportBidEmailQueued). Every response a signed-in user reads omits it.
 */
export const TransportBid = z.object({
  id: Id,
  uid: z.string().optional(),
  status: TransportBidStatus,
  /** Null while pending (shown as "no bid yet"). */
  bidAmount: z.number().min(0).nullable(),
  make: z.string(),
  model: z.string(),
  /** Spelling of the spec (lower-case "in"). */
  distanceinKm: z.number().min(0),
  transportVendor: TransportVendor,
});
export type TransportBid = z.infer<typeof TransportBid>;

/** The transport request of an offer: vendors quote until expirationDateTime. */
export const TransportBidRequest = z.object({
  expirationDateTime: IsoDateTime,
  selectedTransportBidId: Id.nullable(),
  transportBids: z.array(TransportBid),
});
export type TransportBidRequest = z.infer<typeof TransportBidRequest>;

export const WinningTransportVendor = z.object({
  name: z.string(),
  contact: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
});
export type WinningTransportVendor = z.infer<typeof WinningTransportVendor>;

/** Answer of GET /transportation/details/...: the distance between two dealerships. */
export const TransportDetails = z.object({ distance: z.number().min(0) });
export type TransportDetails = z.infer<typeof TransportDetails>;
