/** Router state of /signin: where to send the user back to after signing in. */
export interface SignInRouteState {
  from?: string;
}
