import { call, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { timelinePageSize } from '@dtn/contracts/constants';
import { callApi } from '../../../shared/api/api-saga';
import { dataChangedOn } from '../../../shared/data-changed';
import { selectTimeline, timelineActions as actions, type Feed, type TimelineState } from './timeline-slice';

const fetchPage = (feed: Feed, page: number) =>
  callApi('timeline', {
    query: { page, pageSize: timelinePageSize, ...(feed === 'dealer' ? { visibility: 'DEALERGROUP' as const } : {}) },
  });

/** Page 1 again (the newest posts first), replacing the list. */
function* loadFirstPage() {
  yield put(actions.loadStarted());
  const { feed, generation }: TimelineState = yield select(selectTimeline);
  const answer = yield* fetchPage(feed, 1);
  if (answer.ok) yield put(actions.pageLoaded({ generation, page: 1, posts: answer.value.results }));
  else yield put(actions.loadFailed({ generation, problem: answer.problem }));
}

/** The next page, only when the last one was full (section 7). */
function* loadMore() {
  const { feed, generation, page, lastPageFull, status }: TimelineState = yield select(selectTimeline);
  if (status.state !== 'succeeded' || !lastPageFull) return;
  yield put(actions.loadMoreStarted());
  const answer = yield* fetchPage(feed, page + 1);
  if (answer.ok) yield put(actions.pageLoaded({ generation, page: page + 1, posts: answer.value.results }));
  else yield put(actions.loadFailed({ generation, problem: answer.problem }));
}

/** While a timeline is shown, a new or deleted post (the composer, a delete) reloads it. */
function* session(_action: PayloadAction<Feed>) {
  yield call(loadFirstPage);
  yield race({
    closed: take(actions.closed.type),
    refresh: call(function* () {
      yield takeLatest(dataChangedOn('posts'), loadFirstPage);
    }),
  });
}

export function* timelineSaga() {
  yield takeLatest(actions.opened.type, session);
  yield takeLeading(actions.loadMore.type, loadMore);
}
