/** Placeholder: the shell helper writes the session saga (token storage, user refetch, 401). */
export function* authSaga(): Generator {
  // filled in by the shell work
}
