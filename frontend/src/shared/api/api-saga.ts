import { call, getContext, put, select } from 'redux-saga/effects';
import type { Permission } from '@dtn/contracts/permission';
import { selectPermissions, sessionActions } from '../session/session-slice';
import type { ApiClient } from './api-client';
import type { CallArgs, CallResult, RouteName } from './api-types';
import { forbiddenProblem, toApiProblem, type ApiProblem } from './api-problem';
import { canCall } from './can-call';
import type { RequestActions } from '../request-status';

/**
 * How sagas call the API:
 *
 *   const answer = yield* callApi('inventoryByVin', { params: { vin } });
 *   if (answer.ok) ... answer.value ...   else ... answer.problem (an ApiProblem) ...
 *
 * It never throws for a failed call. It sends nothing when the user's permissions cannot pass the
 * route's check (canCall) and answers with a 403 problem instead, so such a screen says
 * 'unauthorized' without a request; a 401 also signs out.
 */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; problem: ApiProblem };

/** The ApiClient of the saga context (the store puts it there; tests hand in a FakeApi). */
export function* apiFromContext(): Generator<unknown, ApiClient, ApiClient> {
  return yield getContext('api');
}

export function* callApi<N extends RouteName>(name: N, ...input: CallArgs<N>): Generator<unknown, ApiResult<CallResult<N>>, unknown> {
  return (yield* callRoute(name, input)) as ApiResult<CallResult<N>>;
}

/** callApi's work, typed by the route's name alone: forwarding a generic CallArgs<N> from one
 * generic function to another made TypeScript relate a type as long as the catalogue (TS2590). */
function* callRoute(name: RouteName, input: readonly unknown[]): Generator<unknown, ApiResult<unknown>, unknown> {
  const held = (yield select(selectPermissions)) as ReadonlySet<Permission>;
  if (!canCall(name, held)) return { ok: false, problem: forbiddenProblem(`Your permissions do not reach ${name}.`) };
  const api = (yield getContext('api')) as ApiClient;
  try {
    const value: unknown = yield call([api, 'call'] as never, name, ...input);
    return { ok: true, value };
  } catch (error) {
    const problem = toApiProblem(error);
    if (problem.status === 401) yield put(sessionActions.signedOut());
    return { ok: false, problem };
  }
}

/**
 * A catalogue call tracked by a slice's request actions (../request-status): puts `started`, then
 * `succeeded(answer)` or `failed(problem)`, and returns the result as callApi does.
 */
export function* runRequest<N extends RouteName>(
  actions: RequestActions<CallResult<N>>,
  name: N,
  ...input: CallArgs<N>
): Generator<unknown, ApiResult<CallResult<N>>, unknown> {
  yield put(actions.started());
  const answer = (yield* callRoute(name, input)) as ApiResult<CallResult<N>>;
  yield put(answer.ok ? actions.succeeded(answer.value) : actions.failed(answer.problem));
  return answer;
}
