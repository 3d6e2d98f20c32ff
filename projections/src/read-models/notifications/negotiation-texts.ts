import { describeAmounts, usd, type NotificationText, type OfferAmounts } from './texts';

/** The texts of negotiation (issue 33): counters, accepted counters, lapses, reminders, Buy Now. */

/** `by`: a deadline in words in the zone of the vehicle's dealership, the zone named
 * ("Sunday, March 2, 2025 at 6:00 AM CST", ./offer-notifications.ts): the zone comes from the
 * projector's facts, never from where it runs, so a replay writes the same rows anywhere. */

/** " of $23,500.00" when the offer has amounts, else nothing. */
const ofAmounts = (a: OfferAmounts) => {
  const described = describeAmounts(a);
  return described ? ` of ${described}` : '';
};
const ofCounter = (counter: number | null) => (counter === null ? '' : ` of ${usd(counter)}`);

export const negotiationTexts = {
  /** To the buyer: the seller named a higher amount. */
  sellerCountered: (vehicle: string, amount: number, by: string): NotificationText => ({
    type: 'OfferCountered',
    title: `Counter-offer on the ${vehicle}`,
    longBody: `The seller countered your offer on the ${vehicle} with ${usd(amount)}. Answer by ${by}: accept it, counter or stand by your offer.`,
  }),
  /** To the seller's staff: the buyer came up, below the seller's counter. */
  buyerCountered: (vehicle: string, amount: number, by: string): NotificationText => ({
    type: 'OfferCountered',
    title: `The buyer countered on the ${vehicle}`,
    longBody: `The buyer countered on the ${vehicle} with ${usd(amount)}. Answer by ${by}: accept it, counter or reject it.`,
  }),
  /** To the seller's staff: the buyer accepted their counter, so the vehicle is sold. */
  counterAccepted: (vehicle: string, a: OfferAmounts): NotificationText => ({
    type: 'CounterAccepted',
    title: `Counter accepted on the ${vehicle}`,
    longBody: `The buyer accepted your counter${ofAmounts(a)}: the ${vehicle} is sold.`,
  }),
  /** To the buyer who accepted the seller's counter: the sale, as a won offer. */
  counterBought: (vehicle: string, a: OfferAmounts): NotificationText => ({
    type: 'OfferWon',
    title: `You bought the ${vehicle}`,
    longBody: `You accepted the seller's counter: the ${vehicle} is yours${a.offerAmount === null ? '' : ` at ${describeAmounts(a)}`}.`,
  }),
  /** To the buyer: the offer lapsed, on whichever side's turn. */
  expiredForBuyer: (vehicle: string, turn: 'buyer' | 'seller', a: OfferAmounts & { counter: number | null }, by: string) => ({
    type: 'OfferExpired' as const,
    title: `Your offer on the ${vehicle} expired`,
    longBody:
      turn === 'seller'
        ? `The seller did not answer your offer${ofAmounts(a)} on the ${vehicle} by ${by}, so it expired.`
        : `You did not answer the seller's counter${ofCounter(a.counter)} on the ${vehicle} by ${by}, so your offer expired.`,
  }),
  /** To the seller's staff: the offer lapsed, on whichever side's turn. */
  expiredForSeller: (vehicle: string, turn: 'buyer' | 'seller', a: OfferAmounts & { counter: number | null }, by: string) => ({
    type: 'OfferExpired' as const,
    title: `An offer on the ${vehicle} expired`,
    longBody:
      turn === 'seller'
        ? `Nobody answered the offer${ofAmounts(a)} on the ${vehicle} by ${by}, so it expired.`
        : `The buyer did not answer your counter${ofCounter(a.counter)} on the ${vehicle} by ${by}, so the offer expired.`,
  }),
  /** To the buyer, an hour before their deadline. */
  buyerReminder: (vehicle: string, counter: number | null, by: string): NotificationText => ({
    type: 'OfferReminder',
    title: `One hour left to answer on the ${vehicle}`,
    longBody: `The seller's counter${ofCounter(counter)} on the ${vehicle} lapses at ${by} unless you accept it, counter or stand by your offer.`,
  }),
  /** To the seller's staff, an hour before their deadline. */
  sellerReminder: (vehicle: string, a: OfferAmounts, by: string): NotificationText => ({
    type: 'OfferReminder',
    title: `One hour left to answer on the ${vehicle}`,
    longBody: `The offer${ofAmounts(a)} on the ${vehicle} lapses at ${by} unless you accept it, counter or reject it.`,
  }),
  /** To the seller's staff: sold at the Buy Now price. */
  boughtNow: (vehicle: string, a: OfferAmounts): NotificationText => ({
    type: 'BoughtNow',
    title: `The ${vehicle} was bought with Buy Now`,
    longBody: `A buyer bought the ${vehicle} at its Buy Now price${ofAmounts(a)}.`,
  }),
  /** To the buyer: their Buy Now purchase, as a won offer. */
  boughtNowForBuyer: (vehicle: string, a: OfferAmounts): NotificationText => ({
    type: 'OfferWon',
    title: `You bought the ${vehicle}`,
    longBody: `You bought the ${vehicle} at its Buy Now price${ofAmounts(a)}.`,
  }),
};
