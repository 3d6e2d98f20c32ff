/**
 * Test support (not a test): another process of ours holding the embedded server of a folder,
 * for database-from-env.int.test.ts. Starts the server of argv[2], prints its URL on one line,
 * and keeps it until SIGTERM (stops it, exits 0) or until killed (leaves it behind, as a crash).
 */
import { startEmbeddedPostgres } from './embedded-postgres';

const server = await startEmbeddedPostgres({ dir: process.argv[2]! });
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
// Keeps the event loop busy, as a running app does.
setInterval(() => undefined, 1000);
process.stdout.write(`${server.url}\n`);
