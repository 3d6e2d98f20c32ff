import { dateTimeInWords } from '@dtn/contracts/domain/time-zone';
import type { NotificationType } from '@dtn/contracts';

/** What a notification says; the projector adds recipient, image, link and time. */
export interface NotificationText {
  type: NotificationType;
  title: string;
  longBody: string;
}

/** The amounts of an offer as last submitted; null before the bid was submitted. */
export interface OfferAmounts {
  offerAmount: number | null;
  transportOfferAmount: number | null;
  total: number | null;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** At most `max` UTF-16 units, ending in an ellipsis when cut, and never inside a character:
 * half of a surrogate pair is not text, and PostgreSQL refuses it in JSON (a chat message whose
 * 279th unit was the first half of an emoji once parked the notifications projector). */
function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** "$23,500.00" */
export const usd = (amount: number): string => dollars.format(amount);

/** "2021 Toyota Camry" */
export const vehicleName = (year: number, make: string, model: string): string => `${year} ${make} ${model}`.trim();

/** "$23,500.00", or "$23,500.00 plus $450.00 transport ($23,950.00 in total)". */
export function describeAmounts(a: OfferAmounts): string | null {
  if (a.offerAmount === null) return null;
  if (!a.transportOfferAmount) return usd(a.offerAmount);
  return `${usd(a.offerAmount)} plus ${usd(a.transportOfferAmount)} transport (${usd(a.total ?? a.offerAmount + a.transportOfferAmount)} in total)`;
}

/** " of $23,500.00" when the offer has amounts, else nothing. */
const ofAmounts = (a: OfferAmounts) => {
  const described = describeAmounts(a);
  return described ? ` of ${described}` : '';
};

export const texts = {
  newOffer: (vehicle: string, a: OfferAmounts): NotificationText => ({
    type: 'NewOffer',
    title: `New offer on the ${vehicle}`,
    longBody: `A buyer made an offer${ofAmounts(a)} on the ${vehicle}.`,
  }),
  /** A standing order's offer (issue 35): the seller learns it is an instant offer and until when the order runs. */
  newInstantOffer: (vehicle: string, a: OfferAmounts, endsAt: string, timeZone: string): NotificationText => ({
    type: 'NewOffer',
    title: `New instant offer on the ${vehicle}`,
    longBody: `A buyer's standing order made an instant offer${ofAmounts(a)} on the ${vehicle}. The order runs until ${dateTimeInWords(endsAt, timeZone)}.`,
  }),
  updatedOffer: (vehicle: string, a: OfferAmounts): NotificationText => ({
    type: 'UpdatedOffer',
    title: `Offer updated on the ${vehicle}`,
    longBody: `The buyer changed their offer on the ${vehicle} to ${describeAmounts(a) ?? 'a new amount'}.`,
  }),
  offerWon: (vehicle: string, a: OfferAmounts): NotificationText => ({
    type: 'OfferWon',
    title: `Your offer on the ${vehicle} was accepted`,
    longBody: `The seller accepted your offer${ofAmounts(a)} on the ${vehicle}.`,
  }),
  offerRejected: (vehicle: string, a: OfferAmounts): NotificationText => ({
    type: 'OfferLost',
    title: `Your offer on the ${vehicle} was declined`,
    longBody: `The seller declined your offer${ofAmounts(a)} on the ${vehicle}.`,
  }),
  offerLost: (vehicle: string, a: OfferAmounts): NotificationText => ({
    type: 'OfferLost',
    title: `The ${vehicle} was sold to another buyer`,
    longBody: `Your offer${ofAmounts(a)} on the ${vehicle} was not accepted: the vehicle was sold to another buyer.`,
  }),
  offerCancelled: (vehicle: string, a: OfferAmounts): NotificationText => ({
    type: 'OfferCancelled',
    title: `Offer cancelled on the ${vehicle}`,
    longBody: `The buyer cancelled their offer${ofAmounts(a)} on the ${vehicle}.`,
  }),
  offerClosedByDemoReset: (vehicle: string, a: OfferAmounts): NotificationText => ({
    type: 'OfferCancelled',
    title: `Offer closed on the ${vehicle}`,
    longBody: `The demo was reset and the ${vehicle} is listed again, so the offer${ofAmounts(a)} on it was closed.`,
  }),
  offerRestored: (vehicle: string, a: OfferAmounts): NotificationText => ({
    type: 'OfferRestored',
    title: `Offer restored on the ${vehicle}`,
    longBody: `The buyer restored their offer${ofAmounts(a)} on the ${vehicle}.`,
  }),
  newReply: (vehicle: string, message: string): NotificationText => ({
    type: 'NewReply',
    title: `New reply on the ${vehicle}`,
    longBody: truncateText(message, 280),
  }),
  transportBidWon: (vehicle: string, bidAmount: number | null): NotificationText => ({
    type: 'TransportBidWon',
    title: `Your transport bid for the ${vehicle} was selected`,
    longBody: `Your quote${bidAmount === null ? '' : ` of ${usd(bidAmount)}`} to transport the ${vehicle} was selected.`,
  }),
  transportBidLost: (vehicle: string): NotificationText => ({
    type: 'TransportBidLost',
    title: `Your transport bid for the ${vehicle} was not selected`,
    longBody: `Another quote was selected to transport the ${vehicle}.`,
  }),
};

/** Where each side opens an offer: the seller's staff by offer, the buyer by vehicle; vendors
 * on their public quote page. */
export const links = {
  seller: (offerId: string) => `/offerdetails/${offerId}`,
  buyer: (inventoryId: string) => `/myofferdetails/${inventoryId}`,
  vendor: (uid: string) => `/bidtransport/${uid}`,
};
