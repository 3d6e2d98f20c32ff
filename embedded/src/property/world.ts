/**
 * The world a property run sends its commands into: the embedded server over real HTTP, its
 * database (read by the builders to find what a command may act on, as a user finds it on
 * screen), the demo actors and their tokens.
 *
 *   openWorld(server, db, data)   signs the actors in lazily
 *   world.send(request)           the HTTP answer of one built command
 *   world.db                      the read models (read through their folders' test helpers)
 */
import type { SqlClient } from '@dtn/platform/db/database';
import type { TestResponse } from '@dtn/platform/http/test-app';
import type { DemoData, DemoUser } from '../seed/demo-data';

/** A command ready to send: who sends it (an email, or null for the public routes) and what. */
export interface BuiltRequest {
  as: string | null;
  method: string;
  url: string;
  payload?: unknown;
  /** Sent as multipart form data instead of JSON (uploads). */
  form?: FormData;
}

type Call = (request: { method?: string; url: string; headers?: Record<string, string>; payload?: unknown }) => Promise<TestResponse>;

export interface World {
  data: DemoData;
  admin: DemoUser;
  /** The four principals: buyers of the others' vehicles, sellers and dealer admins of their own. */
  principals: DemoUser[];
  send(request: BuiltRequest): Promise<TestResponse>;
  /** What the read models hold now: read with projections/src/read-models/<name>/testing. */
  db: SqlClient;
  /** A fresh token of letters (slugs, emails): unique within the run. */
  fresh(): string;
  /** Waits until the read models have caught up with every command sent so far. */
  settled(): Promise<void>;
}

export function openWorld(options: { call: Call; baseUrl: string; db: SqlClient; data: DemoData; settled: () => Promise<void> }): World {
  const { call, baseUrl, db, data, settled } = options;
  const tokens = new Map<string, string>();
  let counter = 0;

  async function tokenOf(email: string): Promise<string> {
    let token = tokens.get(email);
    if (!token) {
      const res = await call({ method: 'POST', url: '/auth/dev/token', payload: { email } });
      if (res.statusCode !== 200) throw new Error(`no token for ${email}: ${res.body}`);
      token = res.json<{ access_token: string }>().access_token;
      tokens.set(email, token);
    }
    return token;
  }

  return {
    data,
    admin: data.users.find((u) => u.role === 'Admin')!,
    principals: data.users.filter((u) => u.role === 'DealerPrincipal'),
    fresh: () => {
      let n = (counter += 1);
      let letters = '';
      do {
        letters = String.fromCharCode(97 + (n % 26)) + letters;
        n = Math.floor(n / 26);
      } while (n > 0);
      return letters;
    },
    settled,
    db,
    async send(request) {
      const headers: Record<string, string> = request.as ? { authorization: `Bearer ${await tokenOf(request.as)}` } : {};
      if (request.form) {
        const res = await fetch(`${baseUrl}${request.url}`, { method: request.method, headers, body: request.form });
        const text = await res.text();
        return {
          statusCode: res.status,
          headers: Object.fromEntries(res.headers.entries()),
          body: text,
          json: <T>() => JSON.parse(text) as T,
        };
      }
      return call({
        method: request.method,
        url: request.url,
        headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
    },
  };
}

/** The `choice`-th of `items` (wrapping), or undefined when there are none. */
export const pick = <T>(items: readonly T[], choice: number): T | undefined =>
  items.length === 0 ? undefined : items[choice % items.length];
