import { createAction, type Action } from '@reduxjs/toolkit';

/**
 * Cross-feature reactions without cross-feature imports. A feature that changed data others show
 * puts `dataChanged({ topics })` after its mutation succeeded; a feature showing that data listens
 * (e.g. the shell's badges refetch their counts on 'offers' and 'notifications', spec section 4).
 * Add a topic here when a new kind of data is shared. The live stream (shared/live/) announces
 * other users' changes the same way, so a listener serves both.
 */
export type DataTopic =
  | 'offers'
  | 'notifications'
  | 'inventory'
  | 'buy-list'
  | 'posts'
  | 'users'
  // Announced by the live stream (shared/live/push-topics.ts) only:
  /** VehicleMatch notifications (the matches page). */
  | 'vehicle-matches'
  /** An offer's conversation (the open offer detail). */
  | 'conversations'
  /** A transport vendor's quote (the wizard's transport bids). */
  | 'transport-quotes';

export const dataChanged = createAction<{ topics: readonly DataTopic[] }>('data/changed');

/** A saga pattern: the dataChanged actions that name any of these topics. */
export const dataChangedOn =
  (...topics: DataTopic[]) =>
  (action: Action): boolean =>
    dataChanged.match(action) && action.payload.topics.some((topic) => topics.includes(topic));
