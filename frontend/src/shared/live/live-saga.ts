import { call, delay, flush, getContext, put, race, select, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import type { SseEvent } from '@dtn/contracts/sse';
import { dataChanged } from '../data-changed';
import { selectSession, selectToken, sessionActions, type SessionState } from '../session/session-slice';
import { liveActions } from './live-actions';
import { topicsOfAll } from './push-topics';
import { openPushStream, type StreamMessage } from './push-stream';
import { retryDelayMs } from './retry-delay';

/**
 * The live stream (GET /api/push) in the saga context as `live`; the browser store passes the
 * real fetch, tests a fake server. Without it (most component tests) there is no stream.
 */
export interface LiveOptions {
  fetch: typeof fetch;
  /** First retry after about this long (the server's `retry:` hint), doubling up to capMs. */
  retryBaseMs?: number;
  retryCapMs?: number;
  /** Not a byte for this long (the server pings every 20 s): the connection is dead, reconnect. */
  stallMs?: number;
  random?: () => number;
}

const defaults = { retryBaseMs: 3_000, retryCapMs: 60_000, stallMs: 45_000, random: Math.random };

/**
 * The one owner of the stream: connected while a user is signed in (stops on sign-out, starts on
 * the next sign-in with no memory of the last user's place). Each push becomes a shared
 * `dataChanged` with its topics (./push-topics), so the screens showing that data reload it
 * through their own listeners; a chunk of several pushes is one dataChanged. The spec's polling
 * runs on regardless (frontend/README.md, "Live updates"): the stream only makes it sooner, and
 * nothing about it is ever shown to the user.
 */
export function* liveSaga() {
  const options: LiveOptions | undefined = yield getContext('live');
  if (!options) return;
  const settings = { ...defaults, ...options };
  for (;;) {
    const { status }: SessionState = yield select(selectSession);
    if (status !== 'signedIn') {
      yield take(sessionActions.userLoaded.type);
      continue;
    }
    yield race({ live: call(stayConnected, settings), signedOut: take(sessionActions.signedOut.type) });
  }
}

type Settings = typeof defaults & LiveOptions;
type Ending = { reason: string; refused: boolean };

/** Connect, read, and when the stream ends or fails reconnect after a backoff with Last-Event-ID. */
function* stayConnected(settings: Settings) {
  const place: { lastEventId?: string } = {};
  let failures = 0;
  for (;;) {
    // The token of now: a renewal (tokenRenewed) since the last connection is used.
    const token: string | null = yield select(selectToken);
    const stream: EventChannel<StreamMessage> = yield call(openPushStream, {
      fetch: settings.fetch,
      token,
      lastEventId: place.lastEventId,
    });
    let ending: Ending;
    try {
      ending = yield call(readStream, stream, settings.stallMs, place, () => (failures = 0));
    } finally {
      stream.close();
    }
    if (ending.refused) {
      yield put(liveActions.disconnected({ reason: ending.reason, retryInMs: null }));
      yield take([sessionActions.tokenRenewed.type, sessionActions.userLoaded.type]);
      continue;
    }
    const retryInMs = retryDelayMs(failures, { baseMs: settings.retryBaseMs, capMs: settings.retryCapMs, random: settings.random });
    failures += 1;
    yield put(liveActions.disconnected({ reason: ending.reason, retryInMs }));
    yield delay(retryInMs);
  }
}

function* readStream(stream: EventChannel<StreamMessage>, stallMs: number, place: { lastEventId?: string }, opened: () => void) {
  for (;;) {
    const next: { message?: StreamMessage } = yield race({ message: take(stream), stalled: delay(stallMs) });
    if (!next.message) return { reason: `nothing received for ${stallMs} ms`, refused: false } satisfies Ending;
    // Whatever else is already waiting, so a burst (a resume) reloads each screen once.
    const waiting: StreamMessage[] = yield flush(stream);
    const events: SseEvent[] = [];
    let ending: Ending | undefined;
    for (const message of [next.message, ...waiting]) {
      if (message.type === 'events') events.push(...message.events);
      else if (message.type === 'open') {
        opened();
        yield put(liveActions.connected());
      } else
        ending ??= {
          reason: message.type === 'refused' ? `refused with ${message.status}` : message.reason,
          refused: message.type === 'refused',
        };
    }
    const lastId = events.findLast((event) => event.id !== undefined)?.id;
    if (lastId !== undefined) place.lastEventId = lastId;
    const topics = topicsOfAll(events);
    if (topics.length > 0) yield put(dataChanged({ topics }));
    if (ending) return ending;
  }
}
