import { OfferEvent, streamIds } from '@dtn/contracts';
import { evolve, initialState, type OfferState } from '@dtn/contracts/domain/offer-state';
import type { Decider } from '@dtn/platform/commands/handle-command';

// The fold is shared with the auditors' offer history (query side), so it lives in contracts.
export * from '@dtn/contracts/domain/offer-state';

export const offerDecider: Decider<OfferState, OfferEvent> = {
  initialState,
  evolve,
  streamId: streamIds.offer,
  parseEvent: (event) => OfferEvent.parse(event),
};
