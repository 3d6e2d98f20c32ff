/**
 * jest.config.ts: the setup file of the unit projects, run in each unit test file before it loads.
 * A unit test needs nothing external, so it sees no address of one even where the environment
 * names one (a developer's TEST_DATABASE_URL, CI's KAFKA_BROKERS): a test that reaches for a
 * database, broker, event store or identity provider fails here as it fails on a bare machine.
 * Such a test belongs to the int level (`*.int.test.ts`). Jest gives each test file a copy of
 * process.env, so this changes nothing outside the file.
 */
for (const name of ['TEST_DATABASE_URL', 'DATABASE_URL', 'ESDB_URL', 'KAFKA_BROKERS', 'KEYCLOAK_URL']) delete process.env[name];
