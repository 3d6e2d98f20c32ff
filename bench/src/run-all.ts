/**
 * `npm run bench`: every benchmark in one run; results go to bench/results/latest.json and a
 * readable bench/results/latest.md. Choose some with BENCH_ONLY=append,replay,search,market,offers,standing,buylist,bundle,kafka,push,idle,http,startup,uploads,notyours
 * (kafka needs a broker: KAFKA_BROKERS, default 127.0.0.1:9092; it is not in the default set, nor is notyours).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appendBenchmark } from './append.bench';
import { replayBenchmark } from './replay.bench';
import { searchBenchmark } from './search.bench';
import { marketBenchmark } from './market.bench';
import { offersBenchmark } from './offers.bench';
import { standingOrdersBenchmark } from './standing-orders.bench';
import { notYoursBenchmark } from './not-yours.bench';
import { buyListMatchBenchmark } from './buy-list-match.bench';
import { kafkaConsumersBenchmark } from './kafka-consumers.bench';
import { pushBenchmark } from './push.bench';
import { idleBenchmark } from './idle.bench';
import { httpLoadBenchmark } from './http-load.bench';
import { startupBenchmark } from './startup.bench';
import { uploadsBenchmark } from './uploads.bench';
import { bundleSizeBenchmark } from './bundle-size';
import { renderReport } from './report';

const only = (process.env.BENCH_ONLY ?? 'append,replay,search,market,offers,buylist,push,idle,http,startup,uploads,bundle').split(',');
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results');
const latestJson = path.join(dir, 'latest.json');
// A partial run (BENCH_ONLY) replaces only its own entries; the others keep their last figures.
const previous = existsSync(latestJson) ? (JSON.parse(readFileSync(latestJson, 'utf8')) as Record<string, unknown>) : {};
const results: Record<string, unknown> = {
  ...previous,
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
};

for (const [name, run] of [
  ['append', appendBenchmark],
  ['replay', replayBenchmark],
  ['search', searchBenchmark],
  ['market', marketBenchmark],
  ['offers', offersBenchmark],
  ['standing', standingOrdersBenchmark],
  ['notyours', notYoursBenchmark],
  ['buylist', buyListMatchBenchmark],
  ['kafka', kafkaConsumersBenchmark],
  ['push', pushBenchmark],
  ['idle', idleBenchmark],
  ['http', httpLoadBenchmark],
  ['startup', startupBenchmark],
  ['uploads', uploadsBenchmark],
  ['bundle', bundleSizeBenchmark],
] as const) {
  if (!only.includes(name)) continue;
  console.log(`running ${name} ...`);
  const started = performance.now();
  results[name] = await run();
  console.log(`${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`, JSON.stringify(results[name]));
}

mkdirSync(dir, { recursive: true });
writeFileSync(latestJson, JSON.stringify(results, null, 2) + '\n');
writeFileSync(path.join(dir, 'latest.md'), renderReport(results));
console.log(`results written to ${path.relative(process.cwd(), dir)}/latest.{json,md}`);
process.exit(0);
