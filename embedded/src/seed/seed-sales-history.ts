import { streamIds } from '@dtn/contracts';
import type { Commands, OfferCommands } from '@dtn/command-service/command-set';
import { inventoryIdFor } from '@dtn/command-service/inventory/import-inventory';
import { offerIdFor } from '@dtn/command-service/offer/handlers';
import type { Actor } from '@dtn/command-service/shared/actor';
import type { DemoData, DemoSale } from './demo-data';
import { inParallel } from './in-parallel';
import { freshSteps, type SeedSteps } from './seed-progress';

/** What the sales history needs of the offer commands. */
export type SalesHistoryCommands = Pick<OfferCommands, 'submitOffer' | 'acceptOffer' | 'dismissOffer'>;

/** Feeds, then sales, in flight at once. Each sale's steps are on its own two streams, so sales
 * never contend; many at once fill the event store's group commits and reads (64 took half the
 * time of 16, and more gained nothing). */
const concurrency = 64;

/**
 * The demo's sales history (./demo-sales.ts) through the commands, each step at its own past time
 * (the clock passed in): the seller's weekly feed lists the vehicles, a buyer of another group
 * bids, the seller's staff accept (vehicle sold and offer won, one append), and both sides dismiss
 * the won offer from their lists. So the store replays it like any history, and the market read
 * model computes its figures from it as from live trading.
 *
 * Called before the demo staff are registered (seedDemoData): the history comes before their
 * accounts in the log as in time, so nobody is notified of sales months old (the notifications
 * projector tells whoever held the rights when the event happened). The dismissals keep the
 * thousands of won offers out of the bid lists (my bids, incoming bids), as a dealer clears them.
 * The demo reset never touches these vehicles: they are not the demo's inventory rows.
 * With resuming `steps`, each step the store already holds is skipped (./seed-progress.ts).
 */
export async function seedSalesHistory(
  commands: Pick<Commands, 'importInventory'>,
  offers: SalesHistoryCommands,
  data: Pick<DemoData, 'sales' | 'users'>,
  steps: SeedSteps = freshSteps,
): Promise<number> {
  const actors = new Map(data.users.map((u): [string, Actor] => [u.id, { id: u.id, role: u.role, dealerGroupId: u.dealerGroupId }]));
  const actor = (id: string): Actor => {
    const found = actors.get(id);
    if (!found) throw new Error(`demo sales history: no user ${id}`);
    return found;
  };
  const inventoryIdOf = (sale: DemoSale) => inventoryIdFor(sale.vehicle.dealershipId, sale.vehicle.vin);
  await inParallel(feedsOf(data.sales), concurrency, async ({ dealershipId, listedAt, sales }) => {
    const unlisted: DemoSale[] = [];
    for (const sale of sales) if (!(await steps.exists(streamIds.inventory(inventoryIdOf(sale))))) unlisted.push(sale);
    if (unlisted.length === 0) return;
    await commands.importInventory(
      { dealershipId, vehicles: unlisted.map(({ vehicle: { dealershipId: _d, spotlight: _s, ...row } }) => row) },
      { actor: null, now: listedAt },
    );
  });
  await inParallel(data.sales, concurrency, async (sale) => {
    const inventoryId = inventoryIdOf(sale);
    const buyer = actor(sale.buyerId);
    const seller = actor(sale.sellerId);
    const offerId = offerIdFor(buyer.id, inventoryId);
    const done = await steps.typesIn(streamIds.offer(offerId));
    if (!done.includes('OfferSubmitted'))
      await offers.submitOffer({ inventoryId, offerAmount: sale.amount }, { actor: buyer, now: sale.bidAt });
    if (!done.includes('OfferAccepted')) await offers.acceptOffer({ inventoryId, offerId }, { actor: seller, now: sale.soldAt });
    if (!done.includes('OfferDismissedBySeller'))
      await offers.dismissOffer({ id: offerId, side: 'seller' }, { actor: seller, now: sale.soldAt });
    if (!done.includes('OfferDismissedByBuyer'))
      await offers.dismissOffer({ id: offerId, side: 'buyer' }, { actor: buyer, now: sale.soldAt });
  });
  return data.sales.length;
}

/** The sales by the feed that listed their vehicles: one dealership's, at one time. */
function feedsOf(sales: readonly DemoSale[]): { dealershipId: string; listedAt: Date; sales: DemoSale[] }[] {
  const feeds = new Map<string, { dealershipId: string; listedAt: Date; sales: DemoSale[] }>();
  for (const sale of sales) {
    const key = `${sale.vehicle.dealershipId}@${sale.listedAt.getTime()}`;
    const feed = feeds.get(key) ?? { dealershipId: sale.vehicle.dealershipId, listedAt: sale.listedAt, sales: [] };
    feed.sales.push(sale);
    feeds.set(key, feed);
  }
  return [...feeds.values()];
}
