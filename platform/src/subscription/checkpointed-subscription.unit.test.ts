import { describe, expect, it } from '@jest/globals';
import type { EventStore, Position, RecordedEvent, SubscribeOptions, Subscription } from '../event-store/port';
import { checkpointedSubscription, defaultResubscribeDelayMs } from './checkpointed-subscription';

const event = (n: number): RecordedEvent => ({
  id: `e${n}`,
  streamId: 's',
  revision: BigInt(n),
  position: { commit: BigInt(n), prepare: BigInt(n) },
  type: 'Happened',
  data: {},
  metadata: {},
  createdAt: new Date(0),
});

/** A store of `count` events whose subscriptions deliver them in batches of two, then idle until
 * stopped; `readFailures` subscriptions fail before delivering anything. */
function fakeStore(count: number, readFailures = 0) {
  const events = Array.from({ length: count }, (_, i) => event(i + 1));
  const subscribedFrom: (bigint | null)[] = [];
  let failuresLeft = readFailures;
  const subscribeToAll = ({ from, handler }: SubscribeOptions): Subscription => {
    subscribedFrom.push(from?.commit ?? null);
    let stopped = false;
    let wake = () => undefined as void;
    const idle = new Promise<void>((resolve) => (wake = resolve));
    const done = (async () => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('the database went away');
      }
      const rest = events.filter((e) => !from || e.position.commit > from.commit);
      for (let i = 0; i < rest.length && !stopped; i += 2) await handler(rest.slice(i, i + 2));
      await idle;
    })();
    return {
      done,
      stop: async () => {
        stopped = true;
        wake();
        await done.catch(() => undefined);
      },
    };
  };
  const store = { subscribeToAll, headPosition: () => Promise.resolve(events.at(-1)?.position ?? null) } as unknown as EventStore;
  return { store, subscribedFrom };
}

const until = async (check: () => boolean) => {
  for (let i = 0; !check(); i++) {
    if (i > 500) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('checkpointedSubscription', () => {
  it('catches up from the checkpoint, and stop() resolves done', async () => {
    const { store, subscribedFrom } = fakeStore(5);
    const handled: string[] = [];
    let checkpoint: Position | undefined = { commit: 2n, prepare: 2n };
    const following = checkpointedSubscription({
      name: 'test',
      store,
      checkpoint: () => checkpoint,
      handle: (events) => {
        handled.push(...events.map((e) => e.id));
        checkpoint = events.at(-1)!.position;
        return Promise.resolve();
      },
    });
    following.start();
    expect(() => following.start()).toThrow(/only once/);
    await until(() => handled.length === 3);
    await following.stop();
    await expect(following.done).resolves.toBeUndefined();
    expect(handled).toEqual(['e3', 'e4', 'e5']);
    expect(subscribedFrom).toEqual([2n]);
    expect(following.isStopped()).toBe(true);
  });

  it('opens the subscription again from the checkpoint after a failing batch, with growing delays', async () => {
    const { store, subscribedFrom } = fakeStore(4);
    const handled: string[] = [];
    const failures: number[] = [];
    let checkpoint: Position | undefined;
    let throwOnBatchTwo = 2;
    const following = checkpointedSubscription({
      name: 'test',
      store,
      checkpoint: () => checkpoint,
      delayMs: (n) => n,
      onFailure: (_error, n) => failures.push(n),
      handle: (events) => {
        if (events[0]!.id === 'e3' && throwOnBatchTwo-- > 0) return Promise.reject(new Error('a bug, then a fix'));
        handled.push(...events.map((e) => e.id));
        checkpoint = events.at(-1)!.position;
        return Promise.resolve();
      },
    });
    following.start();
    await until(() => handled.length === 4);
    await following.stop();
    expect(handled).toEqual(['e1', 'e2', 'e3', 'e4']);
    expect(failures).toEqual([1, 2]);
    expect(subscribedFrom).toEqual([null, 2n, 2n]);
  });

  it('retries a subscription that fails and a checkpoint that cannot be read, and says when the store answers again', async () => {
    const { store } = fakeStore(2, 1);
    const handled: string[] = [];
    let checkpointFailures = 1;
    let recovered = 0;
    const following = checkpointedSubscription({
      name: 'test',
      store,
      delayMs: () => 1,
      onFailure: () => undefined,
      onRecovered: () => (recovered += 1),
      checkpoint: () => {
        if (checkpointFailures-- > 0) throw new Error('no database yet');
        return undefined;
      },
      handle: (events) => Promise.resolve(void handled.push(...events.map((e) => e.id))),
    });
    following.start();
    await until(() => handled.length === 2 && recovered > 0);
    await following.stop();
    expect(handled).toEqual(['e1', 'e2']);
  });

  it('ends a wait between attempts at once when stopped', async () => {
    const { store } = fakeStore(0, 1);
    let failed = false;
    const following = checkpointedSubscription({
      name: 'test',
      store,
      checkpoint: () => undefined,
      handle: () => Promise.resolve(),
      delayMs: () => 60_000,
      onFailure: () => (failed = true),
    });
    following.start();
    await until(() => failed);
    const started = Date.now();
    await following.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('waits longer after each failure, but never past 5 s: a database that is back is noticed within 5 s', () => {
    expect([1, 2, 3, 4, 5, 10].map(defaultResubscribeDelayMs)).toEqual([100, 400, 1600, 5000, 5000, 5000]);
  });
});
