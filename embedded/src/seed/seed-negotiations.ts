import { streamIds } from '@dtn/contracts';
import type { Commands, OfferCommands } from '@dtn/command-service/command-set';
import { inventoryIdFor } from '@dtn/command-service/inventory/import-inventory';
import { offerIdFor } from '@dtn/command-service/offer/handlers';
import type { DemoData } from './demo-data';
import { freshSteps, type SeedSteps } from './seed-progress';

/** What the demo negotiations need of the offer commands. */
export type NegotiationSeedCommands = Pick<OfferCommands, 'submitOffer' | 'counterOffer' | 'buyNow'>;

const hour = 3_600_000;
const everySide = { buyer: true, seller: true };

/**
 * Live negotiations in several states, so a new user meets them on first sign-in (issue 33):
 * as principal@lonestar.example, a Pacific counter awaiting their answer and their own bid on a
 * Heartland vehicle that lapses within the hour; as principal@lonestar.example on the seller's
 * side, a buyer's counter back from usedcar@pacific.example awaiting their answer; Buy Now prices
 * on a few vehicles of every group, one of them bought by principal@heartland.example. Made through
 * the commands with the clock passed in (each step at its own time in the past few hours), so
 * they replay like any history and their deadlines fall where the story says. Returns how many.
 */
export async function seedNegotiations(
  offers: NegotiationSeedCommands,
  inventory: Pick<Commands, 'setBuyNowPrice'>,
  data: DemoData,
  now: Date,
  steps: SeedSteps = freshSteps,
): Promise<number> {
  // A resumed run skips what the offer's or the vehicle's stream already holds (./seed-progress.ts).
  const offerHas = async (offerId: string) => {
    const types = await steps.typesIn(streamIds.offer(offerId));
    return { submitted: types.includes('OfferSubmitted'), counters: types.filter((t) => t === 'OfferCountered').length, types };
  };
  const user = (email: string) => {
    const found = data.users.find((u) => u.email === email);
    if (!found) throw new Error(`demo negotiations: no user ${email}`);
    return { id: found.id, role: found.role, dealerGroupId: found.dealerGroupId };
  };
  const groupOf = new Map(data.dealerships.map((d) => [d.id, d.dealerGroupId]));
  const taken = new Set<string>();
  /** A priced vehicle on sale of the seller's group, not used by another story. */
  const vehicleOf = (seller: ReturnType<typeof user>) => {
    const vehicle = data.vehicles.find(
      (v) =>
        !v.sold &&
        !v.tradeIn &&
        groupOf.get(v.dealershipId) === seller.dealerGroupId &&
        /^\d+$/.test(v.data['List Price'] ?? '') &&
        !taken.has(v.vin),
    );
    if (!vehicle) return null;
    taken.add(vehicle.vin);
    return { inventoryId: inventoryIdFor(vehicle.dealershipId, vehicle.vin), listPrice: Number(vehicle.data['List Price']) };
  };
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hour);
  const round = (amount: number) => Math.round(amount / 50) * 50;
  let made = 0;

  const lonestar = user('principal@lonestar.example');
  const pacific = user('principal@pacific.example');
  const pacificBuyer = user('usedcar@pacific.example');
  const heartland = user('principal@heartland.example');

  // A seller's counter awaiting the buyer (lonestar), 23 hours left.
  const countered = vehicleOf(pacific);
  if (countered) {
    const { inventoryId, listPrice } = countered;
    const offerId = offerIdFor(lonestar.id, inventoryId);
    const done = await offerHas(offerId);
    if (!done.submitted) await offers.submitOffer({ inventoryId, offerAmount: round(listPrice * 0.85) }, { actor: lonestar, now: at(3) });
    if (done.counters < 1) {
      await offers.counterOffer(
        { id: offerId, amount: round(listPrice * 0.96), message: 'Clean history, two keys. Meet me here?', permitted: everySide },
        { actor: pacific, now: at(1) },
      );
    }
    made++;
  }
  // The buyer's counter back, awaiting the seller (lonestar's staff, on their incoming bids).
  const counteredBack = vehicleOf(lonestar);
  if (counteredBack) {
    const { inventoryId, listPrice } = counteredBack;
    const offerId = offerIdFor(pacificBuyer.id, inventoryId);
    const done = await offerHas(offerId);
    if (!done.submitted)
      await offers.submitOffer({ inventoryId, offerAmount: round(listPrice * 0.8) }, { actor: pacificBuyer, now: at(6) });
    if (done.counters < 1) {
      await offers.counterOffer({ id: offerId, amount: round(listPrice * 0.97), permitted: everySide }, { actor: lonestar, now: at(5) });
    }
    if (done.counters < 2) {
      await offers.counterOffer(
        { id: offerId, amount: round(listPrice * 0.88), permitted: everySide },
        { actor: pacificBuyer, now: at(2) },
      );
    }
    made++;
  }
  // A bid nobody at Heartland answered: it lapses within the hour (the reminder is due now).
  const expiring = vehicleOf(heartland);
  if (expiring) {
    const { inventoryId, listPrice } = expiring;
    if (!(await offerHas(offerIdFor(lonestar.id, inventoryId))).submitted) {
      await offers.submitOffer({ inventoryId, offerAmount: round(listPrice * 0.9) }, { actor: lonestar, now: at(23.5) });
    }
    made++;
  }
  // Buy Now prices, a little under the list price, on a few vehicles of each group; one bought.
  const sunbelt = user('principal@sunbelt.example');
  for (const seller of [lonestar, pacific, heartland, sunbelt]) {
    for (let i = 0; i < 3; i++) {
      const vehicle = vehicleOf(seller);
      if (!vehicle) break;
      const price = round(vehicle.listPrice * 0.97);
      if (!(await steps.typesIn(streamIds.inventory(vehicle.inventoryId))).includes('BuyNowPriceSet')) {
        await inventory.setBuyNowPrice({ inventoryId: vehicle.inventoryId, price }, { actor: seller, now: at(8 - i) });
      }
      if (seller === pacific && i === 0) {
        const bought = (await offerHas(offerIdFor(heartland.id, vehicle.inventoryId))).types.includes('OfferBoughtNow');
        if (!bought) await offers.buyNow({ inventoryId: vehicle.inventoryId }, { actor: heartland, now: at(4) });
        made++;
      }
    }
  }
  return made;
}
