import { createAction } from '@reduxjs/toolkit';

/**
 * What the live stream is doing, as actions (no state: nothing on screen depends on it; they show
 * in the Redux devtools and the tests watch them). `retryInMs` null: refused, waiting for a new
 * token (tokenRenewed) or the next user check (userLoaded) before trying again.
 */
export const liveActions = {
  connected: createAction('live/connected'),
  disconnected: createAction<{ reason: string; retryInMs: number | null }>('live/disconnected'),
};
