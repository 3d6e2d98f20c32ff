/**
 * What a runner (or a Kafka consumer) tells /readyz and the metrics about its projectors.
 *
 *   health.failed(error, attempt)   a batch failed; it is being retried: the projector is stalled
 *   health.recovered()              a batch applied: nothing is stalled
 *   health.parked(notices)          events parked after they committed (counts per projector)
 *   health.report()                 ReadinessReport: not ready while stalled; names the stalled
 *                                   projector, the error, the attempts, and every parked count
 *
 * Parked events alone keep the service ready: the read models move on without them, and the
 * operator finds them in /readyz, the dtn_projection_parked_events metric and `npm run parked`.
 */
import type { ReadinessReport } from '@dtn/platform/http/health-routes';
import { projectionBatchFailures, projectionParkedEvents, projectionStalled } from '../metrics';
import { describeFailure } from './failure-kind';
import { failedProjector } from './projector-failure';

export interface Stall {
  projector: string;
  error: string;
  attempts: number;
  since: string;
}

/** Array.isArray narrows a readonly array to any[]: this keeps its element type. */
const isList = <T>(counts: ReadonlyMap<string, number> | readonly T[]): counts is readonly T[] => Array.isArray(counts);

export class ProjectionHealth {
  private stall: Stall | undefined;
  private readonly parkedByProjector = new Map<string, number>();

  failed(error: unknown, attempt: number): void {
    const projector = failedProjector(error);
    if (this.stall && this.stall.projector !== projector) projectionStalled.set({ projector: this.stall.projector }, 0);
    this.stall = { projector, error: describeFailure(error), attempts: attempt, since: this.stall?.since ?? new Date().toISOString() };
    projectionStalled.set({ projector }, 1);
    projectionBatchFailures.inc({ projector });
  }

  recovered(): void {
    if (!this.stall) return;
    projectionStalled.set({ projector: this.stall.projector }, 0);
    this.stall = undefined;
  }

  /** Counts as stored (at start) or as just committed. */
  parked(counts: ReadonlyMap<string, number> | readonly { projector: string }[]): void {
    const additions = isList(counts)
      ? counts.reduce((map, notice) => map.set(notice.projector, (map.get(notice.projector) ?? 0) + 1), new Map<string, number>())
      : counts;
    for (const [projector, n] of additions) {
      const total = (this.parkedByProjector.get(projector) ?? 0) + n;
      this.parkedByProjector.set(projector, total);
      projectionParkedEvents.set({ projector }, total);
    }
  }

  stalled(): Stall | undefined {
    return this.stall;
  }

  report(): ReadinessReport {
    const parked = Object.fromEntries([...this.parkedByProjector].filter(([, n]) => n > 0));
    const detail: Record<string, unknown> = {};
    if (this.stall) detail.stalledProjections = [this.stall];
    if (Object.keys(parked).length > 0) detail.parkedEvents = parked;
    return { ready: !this.stall, ...(Object.keys(detail).length > 0 ? { detail } : {}) };
  }
}
