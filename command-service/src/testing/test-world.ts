/**
 * Test support (not a test): a real world for the offers integration tests. Events go through the
 * foundation and offer commands into a PostgreSQL event store; the real projectors
 * keep the read models the lookups read.
 */
import type { FastifyInstance } from 'fastify';
import type { Role } from '@dtn/contracts';
import { listenForTests, type TestResponse } from '@dtn/platform/http/test-app';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import type { EventStore, Position } from '@dtn/platform/event-store/port';
import { allProjectors, createProjectionRunner, migrateReadModels, waitForCatchUp, type ProjectionRunner } from '@dtn/projections';
import { buildCommandService } from '../app';
import { createCommands, createOfferCommands, type Commands, type OfferCommands } from '../command-set';
import { inventoryIdFor } from '../inventory/import-inventory';
import type { Actor } from '../shared/actor';

const system = { actor: null };

export interface Person extends Actor {
  email: string;
  dealershipIds: string[];
}

export interface World {
  db: TestDatabase;
  store: EventStore;
  runner: ProjectionRunner;
  commands: Commands;
  offers: OfferCommands;
  sellerGroupId: string;
  buyerGroupId: string;
  /** Beverly Hills, CA (90210). */
  sellerDealershipId: string;
  /** Los Angeles, CA (90012), ~9 miles from the seller. */
  buyerDealershipId: string;
  inventoryId: string;
  /** Within 25 miles of the seller (Los Angeles 90058) and far away (Seattle 98108). */
  nearVendorId: string;
  farVendorId: string;
  seller: Person;
  buyer: Person;
  addPerson(over: {
    email: string;
    role?: Role;
    buy?: boolean;
    sell?: boolean;
    group: 'seller' | 'buyer' | 'other' | null;
  }): Promise<Person>;
  /** Imports one more vehicle at the seller's dealership. */
  addVehicle(vin: string): Promise<string>;
  caughtUp(position?: Position | null): Promise<void>;
  dispose(): Promise<void>;
}

let counter = 0;

export async function createWorld(): Promise<World> {
  const db = await createTestDatabase();
  await migrateReadModels(db);
  const store = await createPostgresEventStore(db);
  const runner = createProjectionRunner({ db, store, projectors: allProjectors });
  await runner.start();
  const commands = createCommands(store);
  const offers = createOfferCommands(store, db);

  const group = async (slug: string) =>
    (await commands.createDealerGroup({ organizationName: slug, slug, shortName: slug, dealerVaultVendorId: 'DV' }, system)).id;
  const dealership = async (dealerGroupId: string, dealerVaultId: string, city: string, postalCode: string) =>
    (
      await commands.createDealership(
        { dealerGroupId, name: `${city} store`, dealerVaultId, address1: '1 Main St', city, state: 'CA', postalCode },
        system,
      )
    ).id;
  const sellerGroupId = await group('sunrise');
  const buyerGroupId = await group('sunset');
  const otherGroupId = await group('dusk');
  const sellerDealershipId = await dealership(sellerGroupId, 'S', 'Beverly Hills', '90210');
  const buyerDealershipId = await dealership(buyerGroupId, 'B', 'Los Angeles', '90012');
  const otherDealershipId = await dealership(otherGroupId, 'O', 'Pasadena', '91101');
  const groups = {
    seller: [sellerGroupId, sellerDealershipId],
    buyer: [buyerGroupId, buyerDealershipId],
    other: [otherGroupId, otherDealershipId],
  } as const;

  const addVehicle = async (vin: string) => {
    const row = {
      vin,
      stockNumber: vin.slice(-6),
      year: 2020,
      make: 'Honda',
      model: 'Accord',
      listingType: 'USED',
      inventoryDate: '2025-01-10',
      images: ['https://img.example/1.jpg'],
    };
    await commands.importInventory({ dealershipId: sellerDealershipId, vehicles: [row] }, system);
    return inventoryIdFor(sellerDealershipId, vin);
  };
  const inventoryId = await addVehicle('1HGCM82633A004352');
  const vendor = async (name: string, postalCode: string) =>
    (
      await offers.registerTransportVendor(
        { name, city: name, state: 'CA', postalCode, contact: `${name} contact`, email: `${name}@vendor.example`, phoneNumber: '555-0100' },
        system,
      )
    ).id;
  const nearVendorId = await vendor('Pacific Open Carriers', '90058');
  const farVendorId = await vendor('Cascade Car Shipping', '98108');

  const addPerson: World['addPerson'] = async ({ email, role = 'UsedCarManager', buy = false, sell = false, group: side }) => {
    const [dealerGroupId, dealershipId] = side ? groups[side] : [null, null];
    const dealershipIds = dealershipId ? [dealershipId] : [];
    const { id } = await commands.registerUser(
      {
        userId: `dev|${email}|${counter++}`,
        firstName: email.split('@')[0]!,
        lastName: 'Doe',
        email,
        role,
        buyAuthority: buy,
        sellAuthority: sell,
        dealerGroupId,
        dealershipIds,
        postalCode: '90210',
      },
      system,
    );
    return { id, role, dealerGroupId, email, dealershipIds };
  };
  const seller = await addPerson({ email: 'seller@sunrise.example', sell: true, group: 'seller' });
  const buyer = await addPerson({ email: 'buyer@sunset.example', buy: true, group: 'buyer' });

  const caughtUp = async (position?: Position | null) => {
    const target = position ?? (await store.headPosition());
    if (target && !(await waitForCatchUp(db, target, { timeoutMs: 20_000 }))) throw new Error('projections did not catch up');
  };
  await caughtUp();

  return {
    db,
    store,
    runner,
    commands,
    offers,
    sellerGroupId,
    buyerGroupId,
    sellerDealershipId,
    buyerDealershipId,
    inventoryId,
    nearVendorId,
    farVendorId,
    seller,
    buyer,
    addPerson,
    addVehicle,
    caughtUp,
    async dispose() {
      await runner.stop();
      await store.close();
      await db.dispose();
    },
  };
}

/** The command context of a person. */
export const as = (person: Actor) => ({ actor: { id: person.id, role: person.role, dealerGroupId: person.dealerGroupId } });

export interface Http {
  app: FastifyInstance;
  /** `who`: a person (their token is fetched once) or null for no token. */
  call(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    who: Person | null,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestResponse>;
  close(): Promise<void>;
}

/** The command service over the world, on real HTTP (app.inject cannot load under jest ESM). */
export async function startHttp(world: World, build: (app: FastifyInstance) => Promise<void> = async () => undefined): Promise<Http> {
  const app = await buildCommandService({ store: world.store, db: world.db, auth: { mode: 'dev' } });
  await build(app);
  const http = await listenForTests(app);
  const tokens = new Map<string, string>();
  const tokenOf = async (person: Person) => {
    if (!tokens.has(person.email)) {
      const response = await http({ method: 'POST', url: '/auth/dev/token', payload: { email: person.email } });
      tokens.set(person.email, response.json<{ access_token: string }>().access_token);
    }
    return tokens.get(person.email)!;
  };
  return {
    app,
    async call(method, url, who, payload, extra = {}) {
      const headers: Record<string, string> = { ...extra, ...(who ? { authorization: `Bearer ${await tokenOf(who)}` } : {}) };
      return http({ method, url, payload, headers });
    },
    close: () => app.close(),
  };
}
