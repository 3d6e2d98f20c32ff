import type { TokenClaims } from './jwt-verifier';
import { createBoundedCache } from './bounded-cache';

describe('the bounded cache (verified tokens)', () => {
  const claims = (sub: string) => ({ sub, email: `${sub}@example.com` });

  it('answers a verified token until the sooner of its exp and the maximum age', () => {
    let clock = 1_000_000;
    const cache = createBoundedCache<TokenClaims>({ maxAgeMs: 60_000, now: () => clock });
    cache.set('long-lived', claims('a'), clock / 1000 + 3600);
    cache.set('short-lived', claims('b'), clock / 1000 + 10);
    expect(cache.get('long-lived')).toEqual(claims('a'));
    expect(cache.get('short-lived')).toEqual(claims('b'));

    clock += 10_000;
    expect(cache.get('short-lived')).toBeUndefined();
    expect(cache.get('long-lived')).toEqual(claims('a'));

    clock += 50_000;
    expect(cache.get('long-lived')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing for a token that has already expired', () => {
    const cache = createBoundedCache<TokenClaims>({ now: () => 5_000_000 });
    cache.set('expired', claims('a'), 4_000);
    expect(cache.get('expired')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the least recently used first', () => {
    const cache = createBoundedCache<TokenClaims>({ maxEntries: 2 });
    cache.set('one', claims('1'), undefined);
    cache.set('two', claims('2'), undefined);
    expect(cache.get('one')).toEqual(claims('1'));
    cache.set('three', claims('3'), undefined);
    expect(cache.size).toBe(2);
    expect(cache.get('two')).toBeUndefined();
    expect(cache.get('one')).toEqual(claims('1'));
    expect(cache.get('three')).toEqual(claims('3'));
  });
});
