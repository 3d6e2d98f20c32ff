import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { runSaga, stdChannel } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { dataChanged } from '../../../shared/data-changed';
import { pollUntil, type PollOptions } from './poll';

/** A load the test finishes by hand, so a change can be announced while it is on its way. */
function run(options?: PollOptions) {
  const channel = stdChannel();
  const finishers: (() => void)[] = [];
  const load = function* () {
    yield call(() => new Promise<void>((resolve) => finishers.push(resolve)));
  };
  const task = runSaga(
    { channel, dispatch: (action: Action) => channel.put(action), getState: () => ({}) },
    pollUntil,
    'left',
    load,
    options,
  );
  return {
    loads: () => finishers.length,
    finish: (index: number) => finishers[index]!(),
    put: (action: Action) => channel.put(action),
    task,
  };
}

describe('pollUntil (the offer screens, spec section 9 and the live stream)', () => {
  it('loads again at once on its topics, and not on others', async () => {
    const poll = run({ topics: ['offers', 'transport-quotes'] });
    expect(poll.loads()).toBe(1);
    poll.finish(0);
    await Promise.resolve();
    poll.put(dataChanged({ topics: ['posts'] }));
    poll.put(dataChanged({ topics: ['conversations'] }));
    expect(poll.loads()).toBe(1);
    poll.put(dataChanged({ topics: ['transport-quotes'] }));
    await waitFor(() => expect(poll.loads()).toBe(2));
    poll.task.cancel();
  });

  it('stops when the screen is left, even in the middle of a load', async () => {
    const poll = run();
    poll.put({ type: 'left' });
    await poll.task.toPromise();
    expect(poll.task.isRunning()).toBe(false);
    poll.put(dataChanged({ topics: ['offers'] }));
    expect(poll.loads()).toBe(1);
  });

  it('a change announced while a load is on its way loads once more after it (that load may predate it)', async () => {
    const poll = run();
    poll.put(dataChanged({ topics: ['offers'] }));
    poll.put(dataChanged({ topics: ['offers'] }));
    poll.finish(0);
    await waitFor(() => expect(poll.loads()).toBe(2));
    poll.finish(1);
    // Both changes were announced during the first load: one more load answers them.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(poll.loads()).toBe(2);
    poll.task.cancel();
  });
});
