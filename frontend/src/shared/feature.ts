import type { Reducer } from '@reduxjs/toolkit';
import type { AppRoute } from './app-route';

/**
 * What a feature (src/features/<name>/index.ts) hands to the app, which registers every feature in
 * one place (app/features.ts): its slices' reducers keyed by state key, its root saga and its routes.
 */
export interface Feature<Reducers extends Record<string, Reducer> = Record<string, Reducer>> {
  name: string;
  reducers: Reducers;
  saga?: () => Generator;
  routes?: readonly AppRoute[];
}

/** Declares a feature, keeping its reducers' exact types (the app's RootState is built from them). */
export const defineFeature = <Reducers extends Record<string, Reducer>>(feature: Feature<Reducers>) => feature;
