import { takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { runRequest } from '../../../shared/api/api-saga';
import { postViewActions, postViewRequest } from './post-view-slice';

function* load(action: PayloadAction<string>) {
  yield* runRequest(postViewRequest, 'viewPost', { params: { id: action.payload } });
}

export function* postViewSaga() {
  yield takeLatest(postViewActions.opened.type, load);
}
