import { call, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { applyTheme, storeTheme, type ThemeName } from '../../themes/themes';
import { selectTheme, themeActions } from './theme-slice';

function* choose(action: PayloadAction<ThemeName>) {
  yield call(storeTheme, action.payload);
  yield call(applyTheme, action.payload);
}

/** Applies the kept theme at start, then keeps and applies every choice. */
export function* themeSaga() {
  const current: ThemeName = yield select(selectTheme);
  yield call(applyTheme, current);
  yield takeEvery(themeActions.themeChosen.type, choose);
}
