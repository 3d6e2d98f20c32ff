import { actionChannel, call, delay, race, take } from 'redux-saga/effects';
import { buffers, type Channel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { offerDetailRefetchMs } from '@dtn/contracts/constants';
import { dataChangedOn, type DataTopic } from '../../../shared/data-changed';

export interface PollOptions {
  everyMs?: number;
  /** The shared dataChanged topics that reload at once (default: offers). */
  topics?: DataTopic[];
}

/**
 * Loads now, then again every 10 s (spec section 9: my offer detail, incoming offer detail and
 * transport bids) and at once when its data changed anywhere (dataChanged: this user's commands,
 * spec section 4, or another user's through the live stream), until the screen says it left
 * (`stopType`, even in the middle of a load). Run under takeLatest of the screen's opened action,
 * so opening another offer cancels the previous poll. A change announced while a load is on its
 * way is kept (one is enough) and loads again after it: that load may have been read before the
 * change committed.
 */
export function* pollUntil(
  stopType: string,
  load: () => Generator,
  { everyMs = offerDetailRefetchMs, topics = ['offers'] }: PollOptions = {},
) {
  const changes = (yield actionChannel(dataChangedOn(...topics), buffers.sliding<Action>(1))) as Channel<Action>;
  try {
    yield race({
      stopped: take(stopType),
      poll: call(function* () {
        for (;;) {
          yield call(load);
          yield race({ wait: delay(everyMs), changed: take(changes) });
        }
      }),
    });
  } finally {
    changes.close();
  }
}
