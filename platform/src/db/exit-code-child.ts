/** A process that loads the embedded PostgreSQL module and ends with the exit code it is given
 * (embedded-postgres-exit.int.test.ts). */
import './embedded-postgres';

process.exitCode = Number(process.argv[2]);
