import { describe, expect, it } from '@jest/globals';
import { waitFor as waitForDom } from '@testing-library/react';
import { runSaga, stdChannel, type Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { dataChanged } from '../data-changed';
import { initialSessionState, sessionActions, sessionSlice, type SessionState } from '../session/session-slice';
import { liveActions } from './live-actions';
import { liveSaga, type LiveOptions } from './live-saga';
import { FakePushServer } from './test-push-server';
import { testUser } from '../../testing/render';

// Nothing here changes the DOM, so waitFor polls: every 2 ms rather than its default 50, which
// was most of this file's time.
const waitFor = (check: () => void, options: { timeout?: number } = {}) => waitForDom(check, { interval: 2, ...options });

/**
 * The live saga run whole (runSaga with the real session reducer) against a scripted push
 * server: what it sends, what each push makes it dispatch, how it reconnects and when it stops.
 */
function start(options: Partial<LiveOptions> & { server?: FakePushServer; signedIn?: boolean } = {}) {
  const server = options.server ?? new FakePushServer();
  const channel = stdChannel();
  const dispatched: Action[] = [];
  let session: SessionState =
    options.signedIn === false ? initialSessionState : { ...initialSessionState, token: 'token-1', user: testUser(), status: 'signedIn' };
  const dispatch = (action: Action) => {
    dispatched.push(action);
    session = sessionSlice.reducer(session, action);
    channel.put(action);
  };
  // Tiny backoff steps (random 1: the top of each jitter range, so the steps are exact).
  const live: LiveOptions = { fetch: server.fetch, retryBaseMs: 2, retryCapMs: 16, stallMs: 60_000, random: () => 1, ...options };
  const task: Task = runSaga({ channel, dispatch, getState: () => ({ session }), context: { live } }, liveSaga);
  const changes = () => dispatched.filter(dataChanged.match).map((action) => action.payload.topics);
  const retries = () => dispatched.filter(liveActions.disconnected.match).map((action) => action.payload.retryInMs);
  const connectedTimes = () => dispatched.filter(liveActions.connected.match).length;
  return { server, dispatch, task, changes, retries, connectedTimes, stop: () => task.cancel() };
}

describe('the live stream saga', () => {
  it('connects once signed in, with the bearer token in a header (never the URL), and reads nothing before', async () => {
    const live = start({ signedIn: false });
    await Promise.resolve();
    expect(live.server.connections).toEqual([]);
    live.dispatch(sessionActions.tokenReceived('token-1'));
    live.dispatch(sessionActions.userLoaded(testUser()));
    await waitFor(() => expect(live.connectedTimes()).toBe(1));
    const [connection] = live.server.connections;
    expect(connection!.url).toBe('/api/push');
    expect(connection!.headers).toEqual({ accept: 'text/event-stream', authorization: 'Bearer token-1' });
    // The auth saga refetches the user every 200 s: the stream stays as it is.
    live.dispatch(sessionActions.userLoaded(testUser()));
    await Promise.resolve();
    expect(live.server.connections).toHaveLength(1);
    live.stop();
  });

  it('turns each push into the dataChanged topics of the screens it concerns', async () => {
    const live = start();
    await waitFor(() => expect(live.connectedTimes()).toBe(1));
    const { server } = live;
    server.send('ready', {}, 'c0');
    server.send('offer', { offerId: 'o1', status: 'submitted' }, 'c1');
    await waitFor(() => expect(live.changes()).toEqual([['offers']]));
    server.send('notification', { change: 'raised', notificationType: 'NewOffer', notificationId: 'n1' }, 'c2');
    await waitFor(() => expect(live.changes()).toHaveLength(2));
    server.send('notification', { change: 'raised', notificationType: 'VehicleMatch', notificationId: 'n2' }, 'c3');
    await waitFor(() => expect(live.changes()).toHaveLength(3));
    server.send('notification', { change: 'dismissed', notificationId: 'n2' }, 'c4');
    await waitFor(() => expect(live.changes()).toHaveLength(4));
    server.send('message', { offerId: 'o1', messageId: 'm1' }, 'c5');
    await waitFor(() => expect(live.changes()).toHaveLength(5));
    server.send('quote', { offerId: 'o1', transportBidId: 't1' }, 'c6');
    await waitFor(() => expect(live.changes()).toHaveLength(6));
    server.send('reload');
    await waitFor(() => expect(live.changes()).toHaveLength(7));
    expect(live.changes()).toEqual([
      ['offers'],
      ['notifications'],
      ['notifications', 'vehicle-matches'],
      // A read or dismissal carries no type: it may have been a match (another tab).
      ['notifications', 'vehicle-matches'],
      ['conversations'],
      ['transport-quotes'],
      ['notifications', 'vehicle-matches', 'offers', 'conversations', 'transport-quotes'],
    ]);
    live.stop();
  });

  it('reloads once for a burst (a resume) and reads events split across chunks', async () => {
    const live = start();
    await waitFor(() => expect(live.connectedTimes()).toBe(1));
    live.server.write(
      'id: c1\nevent: offer\ndata: {"offerId":"o1"}\n\nid: c2\nevent: offer\ndata: {"offerId":"o2"}\n\n' +
        'id: c3\nevent: message\ndata: {"offerId":"o1","messageId":"m1"}\n\n: ping\n\nid: c4\nevent: not',
    );
    await waitFor(() => expect(live.changes()).toEqual([['offers', 'conversations']]));
    live.server.write('ification\ndata: {"change":"read","notificationId":"n1"}\n\n');
    await waitFor(() => expect(live.changes()).toHaveLength(2));
    expect(live.changes()[1]).toEqual(['notifications', 'vehicle-matches']);
    live.stop();
  });

  it('reconnects with Last-Event-ID after the stream ends or breaks, backing off exponentially up to the cap', async () => {
    const live = start();
    const { server } = live;
    await waitFor(() => expect(live.connectedTimes()).toBe(1));
    server.send('ready', {}, 'c0');
    server.send('offer', { offerId: 'o1' }, 'c7');
    await waitFor(() => expect(live.changes()).toHaveLength(1));
    server.end();
    await waitFor(() => expect(server.connections).toHaveLength(2));
    expect(server.connections[1]!.headers['last-event-id']).toBe('c7');
    // The server is down: every attempt fails (503), each waits twice as long, up to the cap.
    server.refuseNext(503).refuseNext(503).refuseNext(503).refuseNext(503);
    await waitFor(() => expect(live.connectedTimes()).toBe(2));
    server.break();
    await waitFor(() => expect(server.connections).toHaveLength(7));
    expect(server.connections.slice(1).map((connection) => connection.headers['last-event-id'])).toEqual([
      'c7',
      'c7',
      'c7',
      'c7',
      'c7',
      'c7',
    ]);
    await waitFor(() => expect(live.connectedTimes()).toBe(3));
    // After the end: 2 ms (the base); after the break: 2, then 4, 8, 16, 16 (the cap) for the 503s.
    expect(live.retries()).toEqual([2, 2, 4, 8, 16, 16]);
    // Once connected again, the count starts over.
    server.end();
    await waitFor(() => expect(live.retries()).toEqual([2, 2, 4, 8, 16, 16, 2]));
    live.stop();
  });

  it('keeps the jitter within half to all of each step', async () => {
    const live = start({ random: () => 0, retryBaseMs: 100, retryCapMs: 1000 });
    await waitFor(() => expect(live.connectedTimes()).toBe(1));
    live.server.end();
    await waitFor(() => expect(live.retries()).toEqual([50]));
    live.stop();
  });

  it('gives up on a silent connection (no heartbeat within stallMs) and reconnects', async () => {
    const live = start({ stallMs: 30 });
    await waitFor(() => expect(live.server.connections.length).toBeGreaterThanOrEqual(2), { timeout: 30_000 });
    expect(live.server.connections[0]!.aborted).toBe(true);
    live.stop();
  });

  it('stops on sign-out and starts afresh on the next sign-in, without the last user’s place', async () => {
    const live = start();
    const { server } = live;
    await waitFor(() => expect(live.connectedTimes()).toBe(1));
    server.send('offer', { offerId: 'o1' }, 'c9');
    await waitFor(() => expect(live.changes()).toHaveLength(1));
    live.dispatch(sessionActions.signedOut());
    expect(server.connections[0]!.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.connections).toHaveLength(1);

    live.dispatch(sessionActions.tokenReceived('token-2'));
    live.dispatch(sessionActions.userLoaded(testUser({ id: '00000000-0000-4000-8000-000000000002' })));
    await waitFor(() => expect(live.connectedTimes()).toBe(2));
    expect(server.connections[1]!.headers).toEqual({ accept: 'text/event-stream', authorization: 'Bearer token-2' });
    live.stop();
  });

  it('reconnects with the renewed token; refused (401), it waits for a new token instead of retrying', async () => {
    const live = start();
    const { server } = live;
    await waitFor(() => expect(live.connectedTimes()).toBe(1));
    live.dispatch(sessionActions.tokenRenewed('token-renewed'));
    server.refuseNext(401);
    server.break();
    await waitFor(() => expect(live.retries()).toEqual([2, null]));
    expect(server.connections[1]!.headers.authorization).toBe('Bearer token-renewed');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.connections).toHaveLength(2);
    live.dispatch(sessionActions.tokenRenewed('token-3'));
    await waitFor(() => expect(live.connectedTimes()).toBe(2));
    expect(server.connections[2]!.headers.authorization).toBe('Bearer token-3');
    live.stop();
  });

  it('comes back with the token of now and its place when the server ends the stream at its token’s expiry', async () => {
    const live = start();
    const { server } = live;
    await waitFor(() => expect(live.connectedTimes()).toBe(1));
    server.send('offer', { offerId: 'o1' }, 'c3');
    await waitFor(() => expect(live.changes()).toHaveLength(1));
    // The session renews the token ahead of its expiry; the open stream keeps the old one until
    // the server ends it (query-service/src/push/push-hub.ts: with the retry hint).
    live.dispatch(sessionActions.tokenRenewed('token-renewed'));
    server.write('retry: 3000\n\n');
    server.end();
    await waitFor(() => expect(live.connectedTimes()).toBe(2));
    expect(server.connections[1]!.headers).toEqual({
      accept: 'text/event-stream',
      authorization: 'Bearer token-renewed',
      'last-event-id': 'c3',
    });
    live.stop();
  });

  it('runs no stream without live options (most tests, the server side)', async () => {
    const channel = stdChannel();
    const state = { session: { ...initialSessionState, token: 't', user: testUser(), status: 'signedIn' as const } };
    const task = runSaga({ channel, dispatch: () => undefined, getState: () => state, context: {} }, liveSaga);
    await task.toPromise();
    expect(task.isRunning()).toBe(false);
  });
});
