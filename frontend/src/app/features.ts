import { all, fork } from 'redux-saga/effects';
import type { Reducer } from '@reduxjs/toolkit';
import type { AppRoute } from '../shared/app-route';
import { sessionSlice } from '../shared/session/session-slice';
import { reachSaga } from '../shared/standing-order-reach/reach-saga';
import { reachSlice } from '../shared/standing-order-reach/reach-slice';
import { authFeature } from '../features/auth';
import { landingFeature } from '../features/landing';
import { shellFeature } from '../features/shell';
import { inventoryFeature } from '../features/inventory';
import { dealerAdminFeature } from '../features/dealer-admin';
import { systemAdminFeature } from '../features/system-admin';
import { demoFeature } from '../features/demo';
import { invitationFeature } from '../features/invitation';
import { socialFeature } from '../features/social';
import { buyListFeature } from '../features/buy-list';
import { matchesFeature } from '../features/matches';
import { offersFeature } from '../features/offers';
import { transportVendorFeature } from '../features/transport-vendor';

/**
 * Every feature, registered here and nowhere else: its reducers join the store, its saga runs,
 * its routes join the route table. A new feature adds one line to this list.
 */
const features = [
  authFeature,
  landingFeature,
  shellFeature,
  inventoryFeature,
  dealerAdminFeature,
  systemAdminFeature,
  demoFeature,
  invitationFeature,
  socialFeature,
  buyListFeature,
  matchesFeature,
  offersFeature,
  transportVendorFeature,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;
type FeatureReducers = UnionToIntersection<(typeof features)[number]['reducers']>;

/** The shared slices (state every feature may read) and every feature's; a state key used twice is a mistake. */
type SharedReducers = { session: typeof sessionSlice.reducer; standingOrderReach: typeof reachSlice.reducer };

export function allReducers(): SharedReducers & FeatureReducers {
  const reducers: Record<string, Reducer> = { session: sessionSlice.reducer, standingOrderReach: reachSlice.reducer };
  for (const feature of features) {
    for (const [key, reducer] of Object.entries<Reducer>(feature.reducers)) {
      if (key in reducers) throw new Error(`State key '${key}' of feature ${feature.name} is already registered`);
      reducers[key] = reducer;
    }
  }
  return reducers as SharedReducers & FeatureReducers;
}

export function* featureSagas() {
  // The standing orders' reach is shared: the inventory's exits and the social composer's listing ask it.
  yield all([fork(reachSaga), ...features.flatMap((feature) => (feature.saga ? [fork(feature.saga)] : []))]);
}

export const featureRoutes = (): AppRoute[] => features.flatMap((feature) => feature.routes ?? []);
