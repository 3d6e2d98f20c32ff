import { describe, expect, it } from '@jest/globals';

/** The unit level needs nothing external (jest-unit-setup.ts): under `npm test`, where jest's
 * global setup names a PostgreSQL server for the int level, a unit test still sees none. */
describe('a unit test', () => {
  it('sees no address of a database, broker, event store or identity provider', () => {
    const named = ['TEST_DATABASE_URL', 'DATABASE_URL', 'ESDB_URL', 'KAFKA_BROKERS', 'KEYCLOAK_URL'].filter((name) => name in process.env);
    expect(named).toEqual([]);
  });
});
