import type { Subscription } from './port';

/** The live subscriptions of one store, so that `close()` can stop them all; a subscription
 * leaves the set when it ends, whether stopped or failed. */
export function subscriptionSet() {
  const live = new Set<Subscription>();
  return {
    track(subscription: Subscription): Subscription {
      live.add(subscription);
      const forget = () => live.delete(subscription);
      subscription.done.then(forget, forget);
      return subscription;
    },
    async stopAll(): Promise<void> {
      await Promise.all([...live].map((s) => s.stop()));
    },
  };
}
