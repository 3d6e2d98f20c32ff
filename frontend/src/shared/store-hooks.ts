import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import type { RouteName } from './api/api-types';
import { canCall } from './api/can-call';
import { selectPermissions } from './session/session-slice';

/**
 * Typed hooks for features, without the app's RootState (features may not import app/): every
 * selector names the part of the state it reads, `(state: { marketplace: MarketplaceState }) => ...`,
 * so useAppSelector infers from it. That the store has that slice is checked where features are
 * registered (app/features.ts) and by the tests that render with the real store.
 */
export const useAppDispatch = useDispatch.withTypes<Dispatch>();

export function useAppSelector<State, Selected>(selector: (state: State) => Selected): Selected {
  return useSelector(selector);
}

/** Whether the signed-in user's permissions reach this catalogue route (spec section 6). */
export function useCanCall(name: RouteName): boolean {
  return canCall(name, useAppSelector(selectPermissions));
}
