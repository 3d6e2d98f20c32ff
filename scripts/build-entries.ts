/**
 * The entry points `npm run build` compiles (scripts/build.ts): dist/<out>.js from <in>. The
 * compose file, the image and the topology test run these names; docker-compose.unit.test.ts
 * checks every `node dist/...` command against this list.
 */
export const entryPoints = [
  { out: 'embedded/main', in: 'embedded/src/main.ts' },
  { out: 'command-service/server', in: 'command-service/src/server.ts' },
  { out: 'query-service/server', in: 'query-service/src/server.ts' },
  { out: 'projections/main', in: 'projections/src/main.ts' },
  { out: 'projections/relay-main', in: 'projections/src/relay-main.ts' },
  { out: 'seed/seed-cli', in: 'embedded/src/seed/seed-cli.ts' },
  { out: 'cli/replay', in: 'projections/src/replay-cli.ts' },
  { out: 'cli/parked', in: 'projections/src/parked-cli.ts' },
  { out: 'cli/import-inventory', in: 'command-service/src/inventory/import-cli.ts' },
  { out: 'cli/offer-history', in: 'query-service/src/offer-history/offer-history-cli.ts' },
];
