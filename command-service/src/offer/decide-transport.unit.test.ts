import { describe, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import {
  admin,
  bidA,
  bidB,
  buyer,
  cancelled,
  destinationDealershipId,
  given,
  now,
  offerId,
  quoted,
  requestTransport,
  selected,
  seller,
  soldVehicle,
  stranger,
  submitted,
  transportRequested,
} from './test-fixtures';

const quote = (bidAmount: number, transportBidId = bidA, at = now) => ({
  type: 'QuoteTransportBid' as const,
  transportBidId,
  bidAmount,
  now: at,
});
const select = (transportBidId = bidA, actor = buyer) => ({ type: 'SelectTransportBid' as const, actor, transportBidId });

describe('RequestTransport', () => {
  it('opens the offer in bidding-transportation, inviting the vendors, expiring in 24 hours', () =>
    given([]).when(requestTransport()).then([transportRequested]));

  it('finding 6: queues one email per invited vendor, the deadline in words in the dealership’s zone and the quote link (the only place the uid goes) alone in <...>', () => {
    const emailId = '00000000-0000-4000-8000-0000000000e1';
    const link = 'https://trade.example/bidtransport/uidAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const quoteEmails = [
      { id: emailId, transportBidId: bidA, toAddress: 'dispatch@a.example', vendorName: 'A Haulers', quoteLink: link },
      // An email for a bid the request does not invite is never sent.
      { id: '00000000-0000-4000-8000-0000000000e2', transportBidId: offerId, toAddress: 'x@x.example', vendorName: 'X', quoteLink: 'nope' },
    ];
    given([])
      .when(requestTransport({ quoteEmails }))
      .then([
        transportRequested,
        {
          type: 'TransportBidEmailQueued',
          data: {
            id: emailId,
            offerId,
            transportBidId: bidA,
            toAddress: 'dispatch@a.example',
            queuedAt: now.toISOString(),
            subject: 'Transport quote requested: 2003 Honda Accord, 49.7 miles',
            body: [
              'Hello A Haulers,',
              '',
              'A dealer on the Dealer Trade Network asks for your quote to transport a 2003 Honda Accord over 49.7 miles.',
              // 24 hours after 2025-03-01T12:00Z, in the Central zone of the fixture's dealership.
              'Quotes are taken until Sunday, March 2, 2025 at 6:00 AM CST.',
              '',
              'Enter your price here (no sign-in needed):',
              `<${link}>`,
              '',
              'This link is for you alone: whoever has it can quote in your name.',
            ].join('\n'),
          },
        },
      ]);
  });

  it('accepts the radius bounds 25 and 100 miles', () => {
    given([])
      .when(requestTransport({ transportationSearchRadius: 25 }))
      .then([{ ...transportRequested, data: { ...transportRequested.data, transportationSearchRadius: 25 } } as typeof transportRequested]);
  });

  it('refuses a destination that is not one of the buyer’s dealerships', () =>
    given([])
      .when(requestTransport({ buyerDealershipIds: [] }))
      .thenThrows(ForbiddenError));

  it('refuses a destination dealership that is not active, naming the field (400)', () =>
    given([])
      .when(requestTransport({ destinationActive: false }))
      .thenThrows(ValidationError, ['destinationDealershipId']));

  it('refuses an unknown vehicle (404), a sold one (409), one of the buyer’s own group (403)', () => {
    given([])
      .when(requestTransport({ vehicle: { status: 'unlisted' } }))
      .thenThrows(NotFoundError);
    given([])
      .when(requestTransport({ vehicle: soldVehicle }))
      .thenThrows(ConflictError);
    given([])
      .when(requestTransport({ actor: seller }))
      .thenThrows(ForbiddenError);
  });

  it('refuses a buyer outside any dealer group (an Admin)', () =>
    given([])
      .when(requestTransport({ actor: admin }))
      .thenThrows(ForbiddenError));

  it('refuses a second request: one offer per buyer and vehicle', () => {
    given([transportRequested]).when(requestTransport()).thenThrows(ConflictError);
    given([submitted()]).when(requestTransport()).thenThrows(ConflictError);
    given([transportRequested, cancelled]).when(requestTransport()).thenThrows(ConflictError);
  });
});

describe('QuoteTransportBid', () => {
  it('records a vendor’s quote', () =>
    given([transportRequested])
      .when(quote(450))
      .then([quoted(bidA, 450)]));

  it('takes cents', () =>
    given([transportRequested])
      .when(quote(450.25))
      .then([quoted(bidA, 450.25)]));

  it('records a quote once: a second one is a 409', () => given([transportRequested, quoted()]).when(quote(400)).thenThrows(ConflictError));

  it('refuses quotes after the expiration', () =>
    given([transportRequested])
      .when(quote(450, bidA, new Date('2025-03-02T12:00:01.000Z')))
      .thenThrows(ConflictError));

  it('refuses quotes once a bid is selected, the offer submitted or cancelled', () => {
    given([transportRequested, quoted(bidA), selected(bidA)])
      .when(quote(450, bidB))
      .thenThrows(ConflictError);
    given([transportRequested, submitted()]).when(quote(450, bidB)).thenThrows(ConflictError);
    given([transportRequested, cancelled]).when(quote(450, bidB)).thenThrows(ConflictError);
  });

  it('answers 404 for an unknown bid or an offer without transport', () => {
    given([transportRequested]).when(quote(450, offerId)).thenThrows(NotFoundError);
    given([submitted()]).when(quote(450)).thenThrows(NotFoundError);
    given([]).when(quote(450)).thenThrows(NotFoundError);
  });
});

describe('SelectTransportBid', () => {
  it('selects a quoted bid (won, the others lost) and moves the offer to bid', () =>
    given([transportRequested, quoted(bidA), quoted(bidB)])
      .when(select(bidB))
      .then([selected(bidB)]));

  it('lets an Admin select for the buyer', () =>
    given([transportRequested, quoted()])
      .when(select(bidA, admin))
      .then([selected(bidA)]));

  it('is a no-op when that bid is already selected', () =>
    given([transportRequested, quoted(), selected()]).when(select()).thenNothingHappened());

  it('refuses a bid not quoted yet, another bid once one is selected, and a submitted or cancelled offer', () => {
    given([transportRequested]).when(select()).thenThrows(ConflictError);
    given([transportRequested, quoted(bidA), quoted(bidB), selected(bidA)])
      .when(select(bidB))
      .thenThrows(ConflictError);
    given([transportRequested, quoted(), submitted()]).when(select()).thenThrows(ConflictError);
    given([transportRequested, quoted(), cancelled]).when(select()).thenThrows(ConflictError);
  });

  it('refuses the seller who sees the offer (403); it is not there for those who do not (404)', () => {
    given([transportRequested, quoted(), selected(), submitted()]).when(select(bidA, seller)).thenThrows(ForbiddenError);
    given([transportRequested, quoted()]).when(select(bidA, seller)).thenThrows(NotFoundError);
    given([transportRequested, quoted()]).when(select(bidA, stranger)).thenThrows(NotFoundError);
  });

  it('answers 404 for a bid of another request', () =>
    given([transportRequested]).when(select(destinationDealershipId)).thenThrows(NotFoundError));
});
