import { setTimeout as sleep } from 'node:timers/promises';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from './port';

/**
 * Every event stored when it is called, page by page in all-stream order (pages of at most
 * `maxCount`). `readAll` holds events back while an older transaction of any session is open
 * (the xid8 rule), so an empty page does not mean "done": reading goes on until the head,
 * taken at the start, is reached. Replay and the tests that read everything share it.
 */
export async function* pagesToHead(store: EventStore, maxCount: number): AsyncGenerator<RecordedEvent[]> {
  const head = await store.headPosition();
  let from: Position | undefined;
  while (head && (!from || comparePositions(from, head) < 0)) {
    const page = await store.readAll({ ...(from ? { from } : {}), maxCount });
    if (page.length === 0) {
      await sleep(10);
      continue;
    }
    from = page.at(-1)!.position;
    yield page;
  }
}
