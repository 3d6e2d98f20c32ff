import { checkpointsReached } from '@dtn/platform/db/checkpoints-reached';
import type { SqlClient } from '@dtn/platform/db/database';
import type { Position } from '@dtn/platform/event-store/port';
import { allProjectors } from './all-projectors';

export interface WaitForCatchUpOptions {
  /** Give up after this long; the caller then answers with what the read models hold. */
  timeoutMs?: number;
  pollMs?: number;
  /** The checkpoints to wait for; every read model by default. */
  projectors?: readonly string[];
}

/**
 * Resolves true once every projector's checkpoint has reached `position` (a command's answer),
 * so a query reads its own writes; false when `timeoutMs` passes first.
 */
export async function waitForCatchUp(db: SqlClient, position: Position, options: WaitForCatchUpOptions = {}): Promise<boolean> {
  const { timeoutMs = 5000, pollMs = 25, projectors = allProjectors.map((p) => p.name) } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await checkpointsReached(db, position, projectors)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
