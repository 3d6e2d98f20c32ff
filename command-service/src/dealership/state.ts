import { defaultAgingThresholds, defaultHoldingCostPerDay } from '@dtn/contracts/constants';
import { DealershipStreamEvent, streamIds } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';

interface Dealership {
  id: string;
  dealerGroupId: string;
  name: string;
  postalCode: string;
  /** Aging settings (DealershipAgingSettingsSet), the defaults until set. */
  holdingCostPerDay: number;
  agingThresholds: readonly number[];
  /** The last aging digest: its date (UTC) and the time it was made, where the next one starts. */
  lastDigest: { date: string; asOf: string } | null;
}

/** 'deleted' keeps the group: a deleted dealership still answers "whose was it" (403 vs 404). */
export type DealershipState = { status: 'none' } | ({ status: 'active' | 'inactive' | 'deleted' } & Dealership);

export const initialState: DealershipState = { status: 'none' };

const noAging = { holdingCostPerDay: defaultHoldingCostPerDay, agingThresholds: defaultAgingThresholds, lastDigest: null };

export function evolve(state: DealershipState, event: DealershipStreamEvent): DealershipState {
  switch (event.type) {
    case 'DealershipCreated':
    case 'DealershipUpdated': {
      const { id, dealerGroupId, name, postalCode, active } = event.data;
      const { holdingCostPerDay, agingThresholds, lastDigest } = state.status === 'none' ? noAging : state;
      return {
        status: active ? 'active' : 'inactive',
        id,
        dealerGroupId,
        name,
        postalCode,
        holdingCostPerDay,
        agingThresholds,
        lastDigest,
      };
    }
    case 'DealershipDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    case 'DealershipAgingSettingsSet': {
      if (state.status === 'none') return state;
      const { holdingCostPerDay, agingThresholds } = event.data;
      return { ...state, holdingCostPerDay, agingThresholds };
    }
    case 'AgingDigestIssued':
      return state.status === 'none' ? state : { ...state, lastDigest: { date: event.data.date, asOf: event.data.asOf } };
    default: {
      const unknownEvent: never = event;
      throw new Error(`Unknown dealership event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

export const dealershipDecider: Decider<DealershipState, DealershipStreamEvent> = {
  initialState,
  evolve,
  streamId: streamIds.dealership,
  parseEvent: (event) => DealershipStreamEvent.parse(event),
};
