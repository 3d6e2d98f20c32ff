/**
 * Load through the proxy: buyers bid on other groups' vehicles (POST /api/offer, submitted), a
 * few at a time, while the topology is tested under it (a consumer killed mid-load, the relay
 * stopped). Each accepted bid appends the offer's events and its notifications.
 *
 *   vehiclesToBid(api, token, count): ids of vehicles on sale the buyer may bid on
 *   startBidLoad({ api, bids, concurrency }): { sent(), accepted(), done }   done: counts when all are sent
 */
import { expectStatus, type ProxyClient } from './proxy-client';

export interface Bid {
  token: string;
  inventoryId: string;
  amount: number;
}

/** Vehicles on sale in groups other than the buyer's within 200 miles, with a list price. */
export async function vehiclesToBid(
  api: ProxyClient,
  buyer: { token: string; dealerGroupId: string },
  count: number,
): Promise<{ id: string; listPrice: number }[]> {
  const { token } = buyer;
  const found: { id: string; listPrice: number }[] = [];
  for (let page = 1; found.length < count && page <= 20; page++) {
    const { results } = expectStatus(
      await api.call('POST', `/api/marketplace/search?page=${page}&pageSize=100`, { token, body: { searchRadius: 200 } }),
      'marketplace search',
    ).json<{ results: { id: string; sold: boolean; dealerGroupId: string; data: Record<string, string> }[] }>();
    if (results.length === 0) break;
    for (const v of results) {
      if (v.sold || v.dealerGroupId === buyer.dealerGroupId || !/^\d+$/.test(v.data['List Price'] ?? '')) continue;
      found.push({ id: v.id, listPrice: Number(v.data['List Price']) });
    }
  }
  return found.slice(0, count);
}

export function startBidLoad(options: { api: ProxyClient; bids: readonly Bid[]; concurrency?: number }) {
  const { api, bids, concurrency = 4 } = options;
  let next = 0;
  let sent = 0;
  let accepted = 0;
  const refused = new Map<number, number>();
  const worker = async () => {
    while (next < bids.length) {
      const { token, inventoryId, amount } = bids[next++]!;
      const answer = await api.call('POST', '/api/offer', {
        token,
        body: { inventoryId, offerAmount: amount, status: 'submitted', currency: 'USD' },
      });
      sent++;
      // 409: the seed's negotiations or an earlier run of the load took the pair.
      if (answer.status === 200 || answer.status === 201) accepted++;
      else if (answer.status === 409) refused.set(409, (refused.get(409) ?? 0) + 1);
      else throw new Error(`a bid answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, worker)).then(() => ({ sent, accepted, conflicts: refused.get(409) ?? 0 }));
  return { sent: () => sent, accepted: () => accepted, done };
}
