import type { SqlClient } from '@dtn/platform/db/database';
import { applyBatch } from './apply-batch';
import type { Projector } from './projector';
import { replayReadModels } from './replay';
import { append, dealerGroupCreated } from './testing/events';
import { openHarness, readEverything, type Harness } from './testing/harness';

/** A projector that writes down the plan cache mode its statements run under. */
function planModeRecorder(seen: string[]): Projector {
  const record = async (tx: SqlClient) => {
    const { rows } = await tx.query<{ mode: string }>(`SELECT current_setting('plan_cache_mode') AS mode`);
    seen.push(rows[0]!.mode);
  };
  return { name: 'plan-mode-recorder', tables: [], handles: ['DealerGroupCreated'], apply: record };
}

describe('plans in a replay', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await openHarness();
    await append(harness.store, dealerGroupCreated());
  });
  afterAll(() => harness.dispose());

  it("plans a replay's statements for the tables as they are, not once for tables that were empty", async () => {
    const seen: string[] = [];
    const result = await replayReadModels({ db: harness.db, store: harness.store, projectors: [planModeRecorder(seen)] });
    expect(result.events).toBeGreaterThan(0);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['force_custom_plan']));
  });

  it("keeps the setting to the batch's transaction; the runner's batches keep the default", async () => {
    const events = await readEverything(harness.store);
    const seen: string[] = [];
    await applyBatch(harness.db, [planModeRecorder(seen)], new Map(), events, { customPlans: true });
    await applyBatch(harness.db, [planModeRecorder(seen)], new Map(), events);
    const after = await harness.db.query<{ mode: string }>(`SELECT current_setting('plan_cache_mode') AS mode`);
    expect(seen.at(0)).toBe('force_custom_plan');
    expect(seen.at(-1)).toBe('auto');
    expect(after.rows[0]!.mode).toBe('auto');
  });
});
