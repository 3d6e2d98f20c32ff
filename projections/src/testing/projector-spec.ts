import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import type { SqlClient } from '@dtn/platform/db/database';
import { applyEvents, parseDomainEvent, type ProjectedEvent, type Projector } from '../projector';
import { append, type TestEvent } from './events';
import { readEverything, type Harness } from './harness';

/** Rows to compare: a table's (in any order) or what a query or a read function returns (in its order). */
export type RowsOf = string | ((db: SqlClient) => Promise<readonly unknown[]>);

/**
 * Projector tests as specifications, on the real projectors and PostgreSQL:
 *   await spec.given([events]).when(...events).thenRows(table, [rows])
 * The projectors' tables are emptied first, so a spec sees only its own events. The given events
 * go through the batch path (applyBatch, as a catch-up or a replay writes), the when events one by
 * one through apply (as live events arrive), each projector in list order as the runner does: list
 * a read model's sources (Projector.reads) before it. The events are appended to the harness's
 * store first, so they carry stream revisions and positions as in production.
 *
 * thenRows takes a table (its rows `SELECT *`, compared in any order), an SQL query or a read
 * function (compared in the order they return); expected rows may hold matchers
 * (expect.objectContaining, expect.any).
 */
export function projectorSpec(harness: Harness, projectors: readonly Projector[]) {
  return {
    given: (given: readonly TestEvent[]) => ({
      when: (...events: TestEvent[]) => ({
        async thenRows(rows: RowsOf, expected: readonly unknown[]): Promise<void> {
          await project(harness, projectors, given, events);
          const actual = await read(harness.db, rows);
          if (typeof rows === 'string' && /^\w+$/.test(rows)) {
            expect(actual).toHaveLength(expected.length);
            expect(actual).toEqual(expect.arrayContaining([...expected]));
          } else {
            expect(actual).toEqual(expected);
          }
        },
      }),
    }),
  };
}

async function project(harness: Harness, projectors: readonly Projector[], given: readonly TestEvent[], when: readonly TestEvent[]) {
  const tables = projectors.flatMap((p) => p.tables);
  if (tables.length > 0) await harness.db.query(`TRUNCATE ${tables.join(', ')}`);
  const [before, after] = [await stored(harness, given), await stored(harness, when)];
  await harness.db.transaction(async (tx) => {
    for (const projector of projectors) await applyEvents(tx, projector, before.filter(handledBy(projector)));
  });
  for (const event of after) {
    await harness.db.transaction(async (tx) => {
      for (const projector of projectors) if (handledBy(projector)(event)) await projector.apply(tx, event);
    });
  }
}

/** The events as the store recorded them (revision, position, metadata), in order. An event whose
 * id an earlier spec of the file appended is not appended again: specs may share a story's events
 * (whose fixed ids fix the notification ids). */
async function stored(harness: Harness, events: readonly TestEvent[]): Promise<ProjectedEvent[]> {
  if (events.length === 0) return [];
  const withIds = events.map((event) => ({ ...event, eventId: event.eventId ?? randomUUID() }));
  const known = new Set((await readEverything(harness.store)).map((event) => event.id));
  const fresh = withIds.filter((event) => !known.has(event.eventId));
  if (fresh.length > 0) await append(harness.store, ...fresh);
  const byId = new Map((await readEverything(harness.store)).map((event) => [event.id, event]));
  return withIds.map((event) => parseDomainEvent(byId.get(event.eventId)!));
}

const handledBy = (projector: Projector) => (event: ProjectedEvent) => projector.handles.some((type) => type === event.type);

async function read(db: SqlClient, rows: RowsOf): Promise<readonly unknown[]> {
  if (typeof rows === 'function') return rows(db);
  const sql = /^\w+$/.test(rows) ? `SELECT * FROM ${rows}` : rows;
  return (await db.query(sql)).rows;
}
