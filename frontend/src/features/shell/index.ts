/** The app chrome: navigation badges, notifications, theme, preferences, landing. */
export const shellReducers = {};
export function* shellSaga(): Generator {
  // filled in by the shell work
}
