import { createAction, type ActionReducerMapBuilder, type Draft } from '@reduxjs/toolkit';
import type { ApiProblem } from './api/api-problem';

/**
 * The status of one request, kept in its slice next to the data it loads:
 *
 *   { state: 'idle' } | { state: 'loading' } | { state: 'succeeded' } | { state: 'failed', problem }
 *
 * A union rather than flags, so 'failed' always carries its problem (a plain ApiProblem, never an
 * Error: the state stays serialisable). A request over data already shown is a refresh: the status
 * stays 'succeeded' (the screen keeps showing the data) until it fails.
 *
 *   idle, loading, succeeded, failed(problem)           constructors
 *   isIdle, isLoading, isSucceeded, isFailed, problemOf  selectors
 *   requestStarted(current)                             the refresh rule above
 *   requestActions<Result>('slice/what')                started / succeeded(result) / failed(problem)
 *   trackRequest(builder, actions, 'status')            moves state.status on those actions
 *     (, { submission: true }: a form's command, where every start is 'loading')
 *   runRequest(actions, 'routeName', input)             (./api/api-saga) puts them around a call
 */
export type RequestStatus = { state: 'idle' } | { state: 'loading' } | { state: 'succeeded' } | { state: 'failed'; problem: ApiProblem };

export const idle: RequestStatus = { state: 'idle' };
export const loading: RequestStatus = { state: 'loading' };
export const succeeded: RequestStatus = { state: 'succeeded' };
export const failed = (problem: ApiProblem): RequestStatus => ({ state: 'failed', problem });

export const isIdle = (status: RequestStatus) => status.state === 'idle';
export const isLoading = (status: RequestStatus) => status.state === 'loading';
export const isSucceeded = (status: RequestStatus) => status.state === 'succeeded';
export const isFailed = (status: RequestStatus): status is { state: 'failed'; problem: ApiProblem } => status.state === 'failed';
export const problemOf = (status: RequestStatus): ApiProblem | null => (status.state === 'failed' ? status.problem : null);

export const requestStarted = (current: RequestStatus): RequestStatus => (current.state === 'succeeded' ? current : loading);

/** The three actions of one request of a slice; `succeeded` carries the answer. */
export function requestActions<Result>(type: string) {
  return {
    started: createAction(`${type}/started`),
    succeeded: createAction<Result>(`${type}/succeeded`),
    failed: createAction<ApiProblem>(`${type}/failed`),
  };
}
export type RequestActions<Result> = ReturnType<typeof requestActions<Result>>;

type StatusKey<S> = { [K in keyof S]: S[K] extends RequestStatus ? K : never }[keyof S];

/**
 * Keeps `state[key]` in step with a request's actions. Matchers, so the slice may still handle
 * `succeeded` with its own addCase (to store the data): call this after its addCase calls.
 * `submission`: a command sent from a form; every start is 'loading' (the refresh rule is for loads).
 */
export function trackRequest<S, Result>(
  builder: ActionReducerMapBuilder<S>,
  actions: RequestActions<Result>,
  key: StatusKey<S>,
  { submission = false }: { submission?: boolean } = {},
) {
  const set = (state: Draft<S>, next: (current: RequestStatus) => RequestStatus) => {
    const record = state as unknown as Record<StatusKey<S>, RequestStatus>;
    record[key] = next(record[key]);
  };
  builder
    .addMatcher(actions.started.match, (state) => set(state, submission ? () => loading : requestStarted))
    .addMatcher(actions.succeeded.match, (state) => set(state, () => succeeded))
    .addMatcher(actions.failed.match, (state, action) => set(state, () => failed(action.payload)));
}
