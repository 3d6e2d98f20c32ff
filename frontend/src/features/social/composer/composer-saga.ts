import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../../shared/api/api-saga';
import { dataChanged } from '../../../shared/data-changed';
import { composerActions as actions, composerRequest, selectComposer, type ComposerState, type PostDraft } from './composer-slice';
import { takeFiles } from './pending-files';

/** Post, then upload with the new id, then the timeline (and trade-ins, for a listing) refresh. */
function* submit(action: PayloadAction<{ draft: PostDraft; submissionId: string }>) {
  const { draft, submissionId } = action.payload;
  const files: readonly File[] = yield call(takeFiles, submissionId);
  yield put(composerRequest.started());
  const { createdPostId }: ComposerState = yield select(selectComposer);
  let id = createdPostId;
  if (!id) {
    const created = yield* callApi('createPost', { body: { ...draft, attachmentCount: files.length } });
    if (!created.ok) {
      yield put(composerRequest.failed(created.problem));
      return;
    }
    id = created.value.id;
    yield put(actions.postCreated(id));
  }
  const topics = draft.postType === 'LISTING' ? (['posts', 'inventory'] as const) : (['posts'] as const);
  if (files.length > 0) {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    const uploaded = yield* callApi('uploadPostMedia', { params: { id }, body: form });
    if (!uploaded.ok) {
      // The post exists without its files: show it, say what failed, and let 'Post' retry the upload.
      yield put(dataChanged({ topics }));
      yield put(composerRequest.failed(uploaded.problem));
      return;
    }
  }
  yield put(composerRequest.succeeded({ id }));
  yield put(dataChanged({ topics }));
}

function* loadMakes() {
  const { makes }: ComposerState = yield select(selectComposer);
  if (makes.passengerVehicles.length > 0) return;
  const answer = yield* callApi('listMakes');
  if (answer.ok) yield put(actions.makesLoaded(answer.value));
}

function* loadModels({ payload: make }: PayloadAction<string>) {
  const answer = yield* callApi('listModels', { query: { make } });
  yield put(actions.modelsLoaded({ make, models: answer.ok ? answer.value : [] }));
}

export function* composerSaga() {
  yield takeLeading(actions.submitted.type, submit);
  yield takeLeading(actions.makesRequested.type, loadMakes);
  yield takeLatest(actions.modelsRequested.type, loadModels);
}
