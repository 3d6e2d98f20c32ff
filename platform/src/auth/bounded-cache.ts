/**
 * A bounded in-memory cache with a maximum age, for what authentication must not redo on every
 * request: verified bearer tokens (jwt-verifier.ts: a signature is checked once per token,
 * profiled at 11-15% of a busy server's CPU) and the users they speak for (user-resolver.ts).
 *
 *   createBoundedCache<V>({maxEntries?, maxAgeMs?, now?})
 *     .get(key)                    the value kept for `key`, unless it has gone stale
 *     .set(key, value, expSeconds?) keep it until the sooner of `expSeconds` (a token's own `exp`,
 *                                  epoch seconds) and maxAgeMs from now (so a key the issuer
 *                                  withdraws stops being honoured within maxAgeMs)
 *     .clear()                     forget everything
 *     .size
 *
 * Callers keep only successes: an invalid token is checked (and refused) every time. Least
 * recently used entries go first once maxEntries are held.
 */
export interface BoundedCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export function createBoundedCache<V>({ maxEntries = 10_000, maxAgeMs = 60_000, now = Date.now }: BoundedCacheOptions = {}) {
  const entries = new Map<string, { value: V; staleAt: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.staleAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V, expSeconds?: number): void {
      const staleAt = Math.min(now() + maxAgeMs, expSeconds === undefined ? Infinity : expSeconds * 1000);
      if (staleAt <= now()) return;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, staleAt });
    },
    clear(): void {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
