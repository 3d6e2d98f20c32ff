import type { AgingDigestVehicle, DealershipStreamEvent } from '@dtn/contracts';
import { daysInInventory } from '@dtn/contracts/entities/inventory';
import type { DealershipState } from './state';

const dayMs = 86_400_000;

/** A dealership's first digest looks one day back: its sellers hear of the day's crossings, not
 * of every vehicle that ever passed a threshold. */
const firstDigestLookbackMs = dayMs;

/** An unsold vehicle of the dealership as the inventory read model has it (candidates: the
 * scheduler's query keeps those that may have crossed in the window). */
export interface AgingCandidate {
  inventoryId: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  inventoryDate: string;
  listPrice: number | null;
  priceToMarket: number | null;
}

/** The scheduler's pass over one dealership, at `now` (the scheduler's clock). */
export interface IssueAgingDigest {
  type: 'IssueAgingDigest';
  data: { id: string; now: Date; candidates: readonly AgingCandidate[] };
}

/**
 * The digest of a date (UTC) covers the crossings up to that date's midnight (`asOf`) since the
 * last digest's (`since`; one day before for the first): the day's digest is the same whenever
 * in the day a pass makes it, and a pass later that day finds nothing new.
 */
export function digestWindow(state: DealershipState, now: Date): { date: string; since: Date; asOf: Date } {
  const date = now.toISOString().slice(0, 10);
  const asOf = new Date(`${date}T00:00:00.000Z`);
  const last = state.status === 'none' ? null : state.lastDigest;
  return { date, since: last ? new Date(last.asOf) : new Date(asOf.getTime() - firstDigestLookbackMs), asOf };
}

/**
 * The threshold a vehicle crossed in (since, asOf]: its days in inventory reach T at
 * inventoryDate + T days. Of several (a scheduler that was down), the highest; null for none.
 */
export function crossedThreshold(inventoryDate: string, thresholds: readonly number[], since: Date, asOf: Date): number | null {
  const listed = Date.parse(inventoryDate);
  const crossed = thresholds.filter((t) => {
    const at = listed + t * dayMs;
    return at > since.getTime() && at <= asOf.getTime();
  });
  return crossed.length === 0 ? null : Math.max(...crossed);
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/**
 * One digest a day per dealership, listing the vehicles that crossed one of its thresholds since
 * the last digest, each with its days, price-to-market and cost of aging (days x holding cost) as
 * of the digest's midnight. A digest already made that day, or no crossing, gives nothing: a
 * second pass, a restart or another scheduler appends nothing (and two at once race on the
 * stream's revision). Inactive and deleted dealerships get none.
 */
export function issueAgingDigest(command: IssueAgingDigest, state: DealershipState): DealershipStreamEvent[] {
  if (state.status !== 'active') return [];
  const { now, candidates } = command.data;
  const { date, since, asOf } = digestWindow(state, now);
  if (state.lastDigest?.date === date) return [];
  const vehicles: AgingDigestVehicle[] = candidates.flatMap((c) => {
    const threshold = crossedThreshold(c.inventoryDate, state.agingThresholds, since, asOf);
    if (threshold === null) return [];
    const days = daysInInventory(c.inventoryDate, asOf);
    const { inventoryId, vin, year, make, model, listPrice, priceToMarket } = c;
    return [
      {
        inventoryId,
        vin,
        year,
        make,
        model,
        threshold,
        daysInInventory: days,
        listPrice,
        priceToMarket,
        agingCost: cents(days * state.holdingCostPerDay),
      },
    ];
  });
  if (vehicles.length === 0) return [];
  // The oldest first: they cost the most and are the likeliest exits.
  vehicles.sort((a, b) => b.daysInInventory - a.daysInInventory || a.vin.localeCompare(b.vin));
  const { id, dealerGroupId, name } = state;
  return [
    {
      type: 'AgingDigestIssued',
      data: { id, dealerGroupId, dealershipName: name, date, since: since.toISOString(), asOf: asOf.toISOString(), vehicles },
    },
  ];
}
