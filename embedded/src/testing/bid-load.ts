/**
 * Test support (not a test): real HTTP load on a listening embedded server, for fault tests.
 *
 *   const load = startBidLoad(base, pairs, { workers })   bids and reads until stop()
 *   load.answers                                          every answer, in arrival order
 *   await load.stop()
 *
 * Each worker bids (POST /api/offer) on the next buyer and vehicle pair, so every acknowledged
 * bid is an offer of its own, and reads between bids (the buyer's offer on that vehicle, the
 * marketplace). A request is given up after 30 s ("no answer"): the bound a client would keep.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface BidPair {
  token: string;
  inventoryId: string;
}

export interface Answer {
  at: number;
  kind: 'bid' | 'read';
  status: number | 'no answer';
  retryAfter: string | null;
  contentType: string | null;
  /** For an acknowledged bid: the offer and the amount bid. */
  offer?: { id: string; inventoryId: string; amount: number };
}

const REQUEST_TIMEOUT_MS = 30_000;

export function startBidLoad(base: string, pairs: readonly BidPair[], options: { workers?: number } = {}) {
  const answers: Answer[] = [];
  let next = 0;
  let stopped = false;

  const send = async (kind: Answer['kind'], token: string, method: string, url: string, body?: unknown) => {
    try {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      const answer: Answer = {
        at: Date.now(),
        kind,
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        contentType: res.headers.get('content-type'),
      };
      answers.push(answer);
      return { answer, text };
    } catch {
      answers.push({ at: Date.now(), kind, status: 'no answer', retryAfter: null, contentType: null });
      return undefined;
    }
  };

  const worker = async () => {
    while (!stopped) {
      const pair = pairs[next++];
      if (!pair) return;
      const amount = 20_000 + next;
      const bid = await send('bid', pair.token, 'POST', '/api/offer', {
        inventoryId: pair.inventoryId,
        offerAmount: amount,
        status: 'submitted',
        currency: 'USD',
      });
      if (bid && bid.answer.status === 200) {
        const { id } = JSON.parse(bid.text) as { id: string };
        bid.answer.offer = { id, inventoryId: pair.inventoryId, amount };
      }
      await send('read', pair.token, 'GET', `/api/offer/user/inventory/${pair.inventoryId}`);
      await send('read', pair.token, 'POST', '/api/marketplace/search?page=1&pageSize=15', { make: 'Toyota' });
      // A refused request is not retried; pacing keeps the pairs from running out while the database is away.
      if (bid?.answer.status !== 200) await sleep(50);
    }
  };
  const running = Promise.all(Array.from({ length: options.workers ?? 4 }, worker));

  return {
    answers,
    /** Pairs not bid on yet. */
    remaining: () => Math.max(0, pairs.length - next),
    async stop() {
      stopped = true;
      await running;
    },
  };
}
