import { put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { commentsPageSize, replyPageSize } from '@dtn/contracts/constants';
import { callApi } from '../../../shared/api/api-saga';
import { postActions } from '../post/post-actions';
import { commentsActions as actions, selectThread, threadKey, type Thread, type ThreadRef } from './comments-slice';

/** The catalogue's largest page (contracts' maxPageSize; paging.ts itself would bring zod along). */
const largestPage = 100;

/** Section 9: 5 comments a page; replies in one page of the larger of the reply count or 10. */
const pageSizeOf = (ref: ThreadRef): number => (ref.parentComment ? replyPageSize(ref.replyCount ?? 0) : commentsPageSize);

const fetchComments = (ref: ThreadRef, page: number, pageSize: number) =>
  callApi('pagedComments', {
    params: { id: ref.postId },
    query: { page, pageSize, ...(ref.parentComment ? { parentComment: ref.parentComment } : {}) },
  });

/** The first page, or (after a comment was added) every comment shown so far plus the new one. */
function* load(ref: ThreadRef, { keep = 0 } = {}) {
  const key = threadKey(ref);
  yield put(actions.loadStarted({ key, more: false }));
  const size = pageSizeOf(ref);
  // One request for what is shown: a whole number of pages, so later pages still line up.
  const pages = Math.max(1, Math.ceil(keep / size));
  const pageSize = Math.min(size * pages, largestPage);
  const answer = yield* fetchComments(ref, 1, pageSize);
  if (!answer.ok) {
    yield put(actions.loadFailed({ key, problem: answer.problem }));
    return;
  }
  const pageCount = Math.ceil(answer.value.totalCount / size);
  yield put(
    actions.pageLoaded({ key, paged: { ...answer.value, pageCount }, page: Math.max(1, Math.floor(pageSize / size)), append: false }),
  );
}

function* opened(action: PayloadAction<ThreadRef>) {
  const thread: Thread = yield select(selectThread(threadKey(action.payload)));
  if (thread.status.state === 'loading' || thread.status.state === 'succeeded') return;
  yield* load(action.payload);
}

function* more(action: PayloadAction<ThreadRef>) {
  const ref = action.payload;
  const key = threadKey(ref);
  const thread: Thread = yield select(selectThread(key));
  if (thread.status.state !== 'succeeded' || thread.loadingMore || thread.page >= thread.pageCount) return;
  yield put(actions.loadStarted({ key, more: true }));
  const answer = yield* fetchComments(ref, thread.page + 1, pageSizeOf(ref));
  if (answer.ok) yield put(actions.pageLoaded({ key, paged: answer.value, page: thread.page + 1, append: true }));
  else yield put(actions.loadFailed({ key, problem: answer.problem }));
}

/** Section 5: a comment's text must be non-empty after trimming; nothing is sent otherwise. */
function* submit(action: PayloadAction<ThreadRef & { content: string }>) {
  const { content, ...ref } = action.payload;
  const key = threadKey(ref);
  const text = content.trim();
  if (text === '') return;
  const answer = yield* callApi('createComment', { body: { postId: ref.postId, parentComment: ref.parentComment, content: text } });
  if (!answer.ok) {
    yield put(actions.sendFailed({ key, problem: answer.problem }));
    return;
  }
  yield put(actions.sendSucceeded({ key, parentComment: ref.parentComment }));
  yield put(postActions.commentAdded({ postId: ref.postId, parentComment: ref.parentComment }));
  const thread: Thread = yield select(selectThread(key));
  const replyCount = ref.parentComment ? Math.max(ref.replyCount ?? 0, thread.totalCount) + 1 : undefined;
  yield* load({ ...ref, replyCount }, { keep: thread.items.length + 1 });
}

export function* commentsSaga() {
  yield takeEvery(actions.threadOpened.type, opened);
  yield takeEvery(actions.moreRequested.type, more);
  yield takeEvery(actions.submitted.type, submit);
}
