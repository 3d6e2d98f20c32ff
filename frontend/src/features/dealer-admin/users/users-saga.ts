import { select, takeLatest } from 'redux-saga/effects';
import { userListPageSize } from '@dtn/contracts/constants';
import { applySearchAfterTyping } from '../../../shared/admin/paged-list';
import { runRequest } from '../../../shared/api/api-saga';
import { dataChangedOn } from '../../../shared/data-changed';
import { selectUsers, usersActions as actions, usersRequest, type UsersState } from './users-slice';

function* loadUsers(action: { type: string }) {
  const { appliedSearch, page, result }: UsersState = yield select(selectUsers);
  // A change elsewhere reloads only a list that was shown.
  if (result === null && !action.type.startsWith('dealerAdminUsers/')) return;
  yield* runRequest(usersRequest, 'listUsers', { query: { search: appliedSearch, page, pageSize: userListPageSize } });
}

/** Spec section 9: the search is debounced 500 ms; a page change or a new search loads at once. */
export function* usersSaga() {
  yield applySearchAfterTyping(actions);
  yield takeLatest([actions.opened.type, actions.searchApplied.type, actions.pageChosen.type, dataChangedOn('users')], loadUsers);
}
