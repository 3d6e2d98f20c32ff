/**
 * `npm run parked -- list [--projector <name>]`: the events the projectors parked (could not apply
 * even alone), oldest first, with the error.
 * `npm run parked -- replay [--projector <name>]`: after a fix, rebuilds each projector that has
 * parked events so they take effect in their place (recovery/replay-parked.ts); prints what
 * recovered and what is still parked. Safe beside running projections on a PostgreSQL server;
 * with `npm start` running, it uses that process's embedded server (cli-database.ts).
 */
import { parseArgs } from 'node:util';
import { allProjectors } from './all-projectors';
import { openCliStores } from './cli-database';
import { listParked } from './recovery/parked-events';
import { replayParked } from './recovery/replay-parked';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { projector: { type: 'string' } } });
const command = positionals[0] ?? 'list';
if (command !== 'list' && command !== 'replay') {
  console.error('usage: npm run parked -- list|replay [--projector <name>]');
  process.exit(2);
}

const { db, store, close } = await openCliStores();
try {
  if (command === 'list') {
    const parked = await listParked(db, values.projector ? { projector: values.projector } : {});
    if (parked.length === 0) console.log('No parked events.');
    for (const p of parked) {
      console.log(
        `${p.parkedAt.toISOString()}  ${p.projector}  ${p.type} ${p.eventId} (${p.streamId}@${p.revision}, ` +
          `position ${p.position.commit}/${p.position.prepare}, ${p.attempts} attempt(s))\n    ${p.error}`,
      );
    }
  } else {
    const results = await replayParked({ db, store, projectors: allProjectors, ...(values.projector ? { only: values.projector } : {}) });
    if (results.length === 0) console.log('No parked events.');
    for (const r of results) {
      console.log(`${r.projector}: rebuilt from ${r.events} events; ${r.recovered} recovered, ${r.stillParked} still parked`);
    }
    if (results.some((r) => r.stillParked > 0)) process.exitCode = 1;
  }
} catch (error) {
  console.error(`parked ${command} failed:`, error);
  process.exitCode = 1;
} finally {
  await close();
}
