import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../shared/api/api-problem';
import { FakeApi } from './fake-api';

const id = '00000000-0000-4000-8000-000000000001';

describe('FakeApi', () => {
  it('answers by route name, by exact path or by path prefix, and records each call', async () => {
    const api = new FakeApi()
      .on('myOfferCount', { count: 1 })
      .on(`GET /api/offer/incoming/${id}`, { id })
      .on('PUT /api/notification/dismiss/*', ({ path }: { path: string }) => ({ path }));
    await expect(api.call('myOfferCount')).resolves.toEqual({ count: 1 });
    await expect(api.call('incomingOfferById', { params: { id } })).resolves.toEqual({ id });
    await expect(api.call('dismissNotification', { params: { id } })).resolves.toEqual({ path: `/api/notification/dismiss/${id}` });
    expect(api.callsOf('incomingOfferById')).toEqual([
      { route: 'incomingOfferById', method: 'GET', path: `/api/offer/incoming/${id}`, params: { id }, query: undefined, body: undefined },
    ]);
  });

  it('answers what the contract does not accept with a 400 naming the field, as the server does', async () => {
    const api = new FakeApi().on('createOffer', { id, position: null });
    const error: unknown = await api
      .call('createOffer', { body: { status: 'submitted', inventoryId: id, offerAmount: -5 } })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toMatchObject({ status: 400, code: 'validation', field: 'body.offerAmount' });
  });

  it('fails fast on a route name that is not in the catalogue, and answers 404 to unscripted calls', async () => {
    expect(() => new FakeApi().on('noSuchRoute', 1)).toThrow("no catalogue route named 'noSuchRoute'");
    await expect(new FakeApi().call('myOffers')).rejects.toMatchObject({ status: 404 });
  });
});
