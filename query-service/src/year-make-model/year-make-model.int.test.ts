import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { MakeGroups } from '@dtn/contracts/routes/year-make-model';
import { buildApp } from '@dtn/platform/http/build-app';
import { associate, listenForTests, testUserDirectory, type TestResponse } from '@dtn/platform/http/test-app';
import { yearMakeModelRoutes } from './routes';

let app: FastifyInstance;
let get: (url: string, auth?: boolean) => Promise<TestResponse>;

beforeAll(async () => {
  app = await buildApp({
    title: 'ymm',
    auth: { mode: 'dev', users: testUserDirectory() },
  });
  await app.register(yearMakeModelRoutes);
  const call = await listenForTests(app);
  const token = (await call({ method: 'POST', url: '/auth/dev/token', payload: { email: associate.email } })).json<{
    access_token: string;
  }>().access_token;
  get = (url, auth = true) => call({ url, headers: auth ? { authorization: `Bearer ${token}` } : {} });
});

afterAll(async () => {
  await app?.close();
});

describe('year/make/model routes', () => {
  it('lists makes, models, trims and model years', async () => {
    expect((await get('/api/yearmakemodel/makes')).json<MakeGroups>().passengerVehicles).toContain('Toyota');
    expect((await get('/api/yearmakemodel/models?make=Toyota')).json<string[]>()).toContain('Camry');
    expect((await get('/api/yearmakemodel/trims?make=Toyota&model=Camry')).json<string[]>()).toContain('LE');
    expect((await get('/api/yearmakemodel/modelyears?make=Toyota&model=Camry')).json<number[]>()).toContain(2020);
    const details = await get('/api/yearmakemodel/details?make=toyota&model=camry');
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ make: 'Toyota', model: 'Camry', vehicleTypes: expect.any(Array) });
  });

  it('finding 3: lists every decoded make for the listing forms, passenger-vehicle makes first', async () => {
    const { passengerVehicles, otherMakes } = (await get('/api/yearmakemodel/makes')).json<MakeGroups>();
    expect(passengerVehicles).toEqual(expect.arrayContaining(['Ford', 'Honda', 'Jeep', 'Ram', 'Tesla', 'Toyota']));
    expect(otherMakes).toEqual(expect.arrayContaining(['1955 Custom Belair', 'Allianz Sweeper Company']));
    expect(passengerVehicles.length).toBeLessThan(otherMakes.length);
    expect(passengerVehicles.length + otherMakes.length).toBeGreaterThan(300);
  });

  it('answers 400 naming a missing or blank parameter', async () => {
    const missing = await get('/api/yearmakemodel/models');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('make');
    const blank = await get('/api/yearmakemodel/trims?make=Toyota&model=%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('model');
  });

  it('answers 404 for details of an unknown model, empty lists otherwise', async () => {
    expect((await get('/api/yearmakemodel/details?make=Toyota&model=Nope')).statusCode).toBe(404);
    expect((await get('/api/yearmakemodel/models?make=Nope')).json()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/yearmakemodel/makes', false)).statusCode).toBe(401);
  });
});
