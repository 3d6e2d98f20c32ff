/**
 * `npm run generate:routes`: writes frontend/src/shared/api/route-table.gen.ts from the contracts
 * route catalogue. Run it after adding or changing a route in contracts/src/routes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRouteTable } from './route-table';

const target = fileURLToPath(new URL('../src/shared/api/route-table.gen.ts', import.meta.url));
writeFileSync(target, await renderRouteTable());
console.log(`wrote ${target}`);
