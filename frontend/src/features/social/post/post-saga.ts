import { put, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../../shared/api/api-saga';
import { dataChanged } from '../../../shared/data-changed';
import { postActions } from './post-actions';

/** Deleting a post: whatever shows it drops it (postActions.deleted); a listing's trade-in may go too. */
function* deletePost(action: PayloadAction<{ id: string }>) {
  const answer = yield* callApi('deletePost', { params: { id: action.payload.id } });
  if (!answer.ok) {
    yield put(postActions.deleteFailed({ id: action.payload.id, status: answer.problem.status }));
    return;
  }
  yield put(postActions.deleted(action.payload));
  yield put(dataChanged({ topics: ['inventory'] }));
}

export function* postSaga() {
  yield takeEvery(postActions.deleteRequested.type, deletePost);
}
