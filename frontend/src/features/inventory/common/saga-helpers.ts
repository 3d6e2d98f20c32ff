import { getContext } from 'redux-saga/effects';
import type { ApiClient } from '../../../app/api-client';

/** The ApiClient from the saga context (the store puts it there; tests hand in a FakeApi). */
export function* apiFromContext(): Generator<unknown, ApiClient, ApiClient> {
  return yield getContext('api');
}
