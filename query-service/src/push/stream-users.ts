/**
 * The users of the open push streams, kept current for each delivery without a lookup per push
 * and stream: the user resolver (platform/src/auth/user-resolver.ts) drops the users it keeps
 * on every change to the users read model (NOTIFY dtn_users_changed) and moves its generation.
 * A stream is looked up again when its user was checked at an older generation, while changes
 * went untold (the resolver not listening), or more than `recheckMs` ago (a net, as the
 * resolver's own): all of them in one read of the users read model (resolver.current), however
 * many streams and users. Looked up one by one, 1,000 users took 450-670 ms after a change.
 *
 *   const users = streamUsers(resolver, { now, recheckMs })
 *   const gone = await users.refresh(streams)   each due stream's `user` replaced by the current
 *                                               one; the streams whose user no longer exists
 *                                               (or whose role this build does not know)
 *
 * The hub refreshes after it has read a batch of pushes and before it hands them out: a change
 * committed before a push was written has been told by then (its NOTIFY went out first).
 */
import type { AuthUser } from '@dtn/platform/auth/auth-user';

/** What of the user resolver the streams need. */
export interface CurrentUsers {
  current(users: readonly AuthUser[]): Promise<ReadonlyMap<string, AuthUser>>;
  readonly generation: number;
  readonly listening: boolean;
}

export interface StreamUser {
  user: AuthUser;
  /** When the user was last looked up; absent: not since the stream opened. */
  checked?: { generation: number; at: number };
}

export function streamUsers(resolver: CurrentUsers, { now = Date.now, recheckMs = 60_000 } = {}) {
  const due = (stream: StreamUser, at: number) =>
    !stream.checked || !resolver.listening || stream.checked.generation !== resolver.generation || at - stream.checked.at >= recheckMs;

  return {
    async refresh<S extends StreamUser>(streams: Iterable<S>): Promise<S[]> {
      const at = now();
      const stale = [...streams].filter((stream) => due(stream, at));
      if (stale.length === 0) return [];
      // Taken before the lookups: a change told during them leaves the streams due again.
      const generation = resolver.generation;
      const current = await resolver.current([...new Map(stale.map(({ user }) => [user.id, user])).values()]);
      const gone: S[] = [];
      for (const stream of stale) {
        const user = current.get(stream.user.id);
        if (user?.id !== stream.user.id) {
          gone.push(stream);
        } else {
          stream.user = user;
          stream.checked = { generation, at };
        }
      }
      return gone;
    },
  };
}
