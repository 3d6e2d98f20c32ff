import type { Projector } from '../projector';

/**
 * Which projectors run as Kafka consumer groups in Kafka mode, and which stay on the direct
 * all-stream subscription. Kafka keeps order per stream only (one stream, one partition), and
 * each group runs at its own pace, so only a projector that needs no more than its streams'
 * order (`ordering: 'stream'`, proved by stream-ordering.int.test.ts) may move; and not even
 * such a one when a projector that stays reads its tables (`reads`): the reader must find the
 * rows of the events before its own, which only a subscription in all-stream order guarantees.
 */
export function splitForKafka(projectors: readonly Projector[]): { kafka: Projector[]; direct: Projector[] } {
  const direct = new Set(projectors.filter((p) => p.ordering !== 'stream').map((p) => p.name));
  for (let grew = true; grew;) {
    grew = false;
    for (const p of projectors) {
      if (!direct.has(p.name)) continue;
      for (const name of p.reads ?? []) if (!direct.has(name)) grew = direct.add(name) !== undefined;
    }
  }
  return { kafka: projectors.filter((p) => !direct.has(p.name)), direct: projectors.filter((p) => direct.has(p.name)) };
}
