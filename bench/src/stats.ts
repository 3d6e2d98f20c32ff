/** Latency summaries for the benchmarks (milliseconds). */
export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

export function summarize(samplesMs: number[], wallMs: number) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return {
    count: samplesMs.length,
    perSecond: Math.round((samplesMs.length / wallMs) * 1000),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}

export const round = (n: number) => Math.round(n * 100) / 100;

/** Runs `task(i)` `total` times with at most `concurrency` in flight; returns each call's ms. */
export async function runConcurrently(total: number, concurrency: number, task: (i: number) => Promise<void>) {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      await task(i);
      samples.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { samples, wallMs: performance.now() - started };
}
