import { newId } from '@dtn/platform/commands/ids';
import { newLinkToken } from '@dtn/platform/mail/link-token';
import type { InvitedVendor, QuoteEmail } from './command-types';

/** The public capability of a vendor's bid page: 32 letters and digits (190 random bits). */
const newTransportBidUid = (): string => newLinkToken(32);

/** The public vendor page of a transport bid, as the vendor's email carries it. */
const quoteLinkFor = (publicBaseUrl: string, uid: string): string =>
  `${publicBaseUrl.replace(/\/+$/, '')}/bidtransport/${encodeURIComponent(uid)}`;

/**
 * The bids and emails of a transport request, minted here at the edge (ids and the unguessable
 * uids are random) so that the decider stays pure. Every bid prices the same job: the vehicle's
 * dealership to the destination. The uid travels only in the vendor's email; a vendor without an
 * address gets no link.
 */
export function inviteVendors(
  vendors: readonly { id: string; name: string; email: string }[],
  distanceInKm: number,
  publicBaseUrl: string,
): { transportBids: InvitedVendor[]; quoteEmails: QuoteEmail[] } {
  const invited = vendors.map((vendor) => ({
    vendor,
    bid: { id: newId(), uid: newTransportBidUid(), transportVendorId: vendor.id, distanceInKm },
  }));
  const quoteEmails = invited
    .filter(({ vendor }) => vendor.email.trim() !== '')
    .map(({ vendor, bid }) => ({
      id: newId(),
      transportBidId: bid.id,
      toAddress: vendor.email.trim(),
      vendorName: vendor.name,
      quoteLink: quoteLinkFor(publicBaseUrl, bid.uid),
    }));
  return { transportBids: invited.map(({ bid }) => bid), quoteEmails };
}
