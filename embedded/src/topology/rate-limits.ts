/**
 * Rate limits count per client behind the proxy: nginx names the client in X-Forwarded-For from
 * the real socket and the services believe it only from the proxy's address (TRUST_PROXY). Two
 * clients on two loopback addresses ask the public quote page (30 a minute per client): the first
 * is cut off at its 31st request, even when it claims another address in its own
 * X-Forwarded-For, while the second is still answered.
 */
import { proxyClient } from './proxy-client';

export interface RateLimitFigures {
  /** The first client's request that was refused (429). */
  firstRefused: number;
  /** The first client again, naming another address in its own X-Forwarded-For. */
  spoofedForwardedFor: number;
  /** The second client, right after. */
  otherClient: number;
}

export async function rateLimitsPerClient(proxyUrl: string, uid: string, limit = 30): Promise<RateLimitFigures> {
  const first = proxyClient(proxyUrl, { from: '127.0.0.2' });
  const second = proxyClient(proxyUrl, { from: '127.0.0.3' });
  const statuses: number[] = [];
  for (let i = 0; i <= limit; i++) statuses.push((await first.call('GET', `/api/transportation/bid/${uid}`)).status);
  if (statuses.slice(0, limit).some((s) => s !== 200))
    throw new Error(`the first ${limit} requests of 127.0.0.2 answered ${statuses.join(',')}`);
  if (statuses[limit] !== 429) throw new Error(`request ${limit + 1} of 127.0.0.2 answered ${statuses[limit]}, not 429`);
  const spoofed = await first.call('GET', `/api/transportation/bid/${uid}`, { headers: { 'x-forwarded-for': '10.9.9.9' } });
  if (spoofed.status !== 429) throw new Error(`127.0.0.2 claiming 10.9.9.9 answered ${spoofed.status}, not 429`);
  const other = await second.call('GET', `/api/transportation/bid/${uid}`);
  if (other.status !== 200) throw new Error(`127.0.0.3 answered ${other.status} while 127.0.0.2 was limited`);
  return { firstRefused: limit + 1, spoofedForwardedFor: spoofed.status, otherClient: other.status };
}
