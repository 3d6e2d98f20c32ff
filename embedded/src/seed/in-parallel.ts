/** fn over every item, at most `concurrency` at a time; rejects with the first failure. Seeding
 * runs independent streams' commands side by side so that their appends share the event store's
 * group commits. */
export async function inParallel<T>(items: readonly T[], concurrency: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
