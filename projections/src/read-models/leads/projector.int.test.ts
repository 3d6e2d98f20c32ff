import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds, type LeadEvent } from '@dtn/contracts';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { openHarness, reapplyAll, type Harness } from '../../testing/harness';
import { leadsProjector } from './projector';

const requested = (name: string, requestedAt: string): LeadEvent => ({
  type: 'TestDriveRequested',
  data: {
    id: randomUUID(),
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: '+15551234567',
    dealership: 'Sunset Motors',
    requestedAt,
  },
});

describe('leads projector', () => {
  let h: Harness;
  beforeAll(async () => (h = await openHarness()));
  afterAll(() => h.dispose());

  it('writes one row per TestDriveRequested, and the same rows when the events come again', async () => {
    const first = requested('Jordan', '2025-03-01T12:00:00.000Z');
    const second = requested('Avery', '2025-03-02T08:30:00.000Z');
    for (const event of [first, second]) {
      await h.store.appendToStream(
        streamIds.testDrive(event.data.id),
        [
          {
            id: randomUUID(),
            type: event.type,
            data: event.data,
            metadata: { userId: null, correlationId: randomUUID(), occurredAt: event.data.requestedAt },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
    }
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });

    const rows = async () =>
      (await h.db.query<{ id: string; requested_at: Date | string }>('SELECT * FROM rm_leads ORDER BY requested_at')).rows.map((row) => ({
        ...row,
        requested_at: new Date(row.requested_at).toISOString(),
      }));
    const before = await rows();
    expect(before).toEqual([
      {
        id: first.data.id,
        name: 'Jordan',
        email: 'jordan@example.com',
        phone: '+15551234567',
        dealership: 'Sunset Motors',
        requested_at: first.data.requestedAt,
      },
      {
        id: second.data.id,
        name: 'Avery',
        email: 'avery@example.com',
        phone: '+15551234567',
        dealership: 'Sunset Motors',
        requested_at: second.data.requestedAt,
      },
    ]);

    await reapplyAll(h, [leadsProjector]);
    expect(await rows()).toEqual(before);
  });
});
