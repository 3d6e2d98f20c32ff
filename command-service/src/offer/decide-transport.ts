import type { OfferEvent } from '@dtn/contracts';
import { kilometresToMiles } from '@dtn/contracts/constants';
import { dateTimeInWords } from '@dtn/contracts/domain/time-zone';
import { textLink } from '@dtn/platform/mail/text-link';
import { ConflictError, ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { FieldErrors } from '../shared/validation';
import { asBuyer, existingOffer, transportBidNotFound } from './access';
import type { QuoteTransportBid, RequestTransport, SelectTransportBid } from './command-types';
import type { OfferState } from './state';
import { checkVersion } from './terms-version';
import { partiesFor } from './vehicle-rules';

/** Vendors quote for this long after the request. */
const transportRequestHours = 24;

/** Opens the offer in bidding-transportation and invites the vendors found within the radius
 * (whole miles in range: the route's CreateOfferBody, its only sender, checked them). */
export function requestTransport(command: RequestTransport, state: OfferState): OfferEvent[] {
  const { actor, offerId, vehicle, destinationDealershipId, buyerDealershipIds, transportationSearchRadius, now } = command;
  const parties = partiesFor(actor, offerId, vehicle);
  if (!buyerDealershipIds.includes(destinationDealershipId)) {
    throw new ForbiddenError('The destination must be one of your dealerships.');
  }
  if (!command.destinationActive) {
    new FieldErrors().add('destinationDealershipId', 'The destination dealership is not active: choose an active one.').throwIfAny();
  }
  if (state.status !== 'none') throw new ConflictError('You already have an offer on this vehicle.');
  const expirationDateTime = new Date(now.getTime() + transportRequestHours * 3_600_000).toISOString();
  const vehicleName = `${parties.year} ${parties.make} ${parties.model}`;
  const miles = Math.round(kilometresToMiles(command.distanceInKm) * 10) / 10;
  const invited = new Set(command.transportBids.map((bid) => bid.id));
  return [
    {
      type: 'TransportRequested',
      data: {
        ...parties,
        destinationDealershipId,
        transportationSearchRadius,
        distanceInKm: command.distanceInKm,
        expirationDateTime,
        transportBids: command.transportBids,
      },
    },
    // The only way a vendor learns its quote link (the uid is a bearer capability).
    ...command.quoteEmails
      .filter((email) => invited.has(email.transportBidId))
      .map((email): OfferEvent => ({
        type: 'TransportBidEmailQueued',
        data: {
          id: email.id,
          offerId,
          transportBidId: email.transportBidId,
          toAddress: email.toAddress,
          queuedAt: now.toISOString(),
          subject: `Transport quote requested: ${vehicleName}, ${miles} miles`,
          body: [
            `Hello ${email.vendorName},`,
            '',
            `A dealer on the Dealer Trade Network asks for your quote to transport a ${vehicleName} over ${miles} miles.`,
            `Quotes are taken until ${dateTimeInWords(expirationDateTime, command.pickupTimeZone)}.`,
            '',
            'Enter your price here (no sign-in needed):',
            textLink(email.quoteLink),
            '',
            'This link is for you alone: whoever has it can quote in your name.',
          ].join('\n'),
        },
      })),
  ];
}

/** A vendor's quote: once per bid, while it is pending, the request open and not expired. The
 * amount's format is the route's TransportBidQuoteBody: the vendor's page is the only sender. */
export function quoteTransportBid({ transportBidId, bidAmount, now }: QuoteTransportBid, state: OfferState): OfferEvent[] {
  const offer = existingOffer(state, transportBidNotFound);
  const bid = offer.transport?.bids.find((b) => b.id === transportBidId);
  if (!offer.transport || !bid) throw new NotFoundError('The transport bid was not found.');
  if (bid.status !== 'pending') throw new ConflictError('This transport bid was already quoted or decided.');
  if (offer.status !== 'bidding-transportation') throw new ConflictError('The transport request is closed.');
  if (now.getTime() > Date.parse(offer.transport.expirationDateTime)) throw new ConflictError('The transport request has expired.');
  return [{ type: 'TransportBidQuoted', data: { offerId: offer.parties.offerId, transportBidId, bidAmount } }];
}

/** The buyer picks a quoted bid: it is won, the others lost, and the offer moves to `bid`. */
export function selectTransportBid({ actor, transportBidId, expectedVersion }: SelectTransportBid, state: OfferState): OfferEvent[] {
  const offer = existingOffer(state, transportBidNotFound);
  const bid = offer.transport?.bids.find((b) => b.id === transportBidId);
  if (!bid) throw new NotFoundError('The transport bid was not found.');
  asBuyer(actor, offer, transportBidNotFound);
  checkVersion(offer, expectedVersion);
  if (offer.transport?.selectedTransportBidId === transportBidId && offer.status === 'bid') return [];
  if (offer.status !== 'bidding-transportation') throw new ConflictError(`A transport bid cannot be selected on a ${offer.status} offer.`);
  if (bid.status !== 'submitted') throw new ConflictError('Only a quoted transport bid can be selected.');
  return [{ type: 'TransportBidSelected', data: { offerId: offer.parties.offerId, transportBidId } }];
}
