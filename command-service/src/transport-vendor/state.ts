import { TransportVendorEvent, streamIds } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';

export type TransportVendorData = Extract<TransportVendorEvent, { type: 'TransportVendorRegistered' }>['data'];

export type TransportVendorState = { status: 'none' } | ({ status: 'registered' } & TransportVendorData);

export const initialState: TransportVendorState = { status: 'none' };

export function evolve(_state: TransportVendorState, event: TransportVendorEvent): TransportVendorState {
  switch (event.type) {
    case 'TransportVendorRegistered':
      return { status: 'registered', ...event.data };
    default: {
      const unknownEvent: never = event.type;
      throw new Error(`Unknown transport vendor event ${String(unknownEvent)}`);
    }
  }
}

export const transportVendorDecider: Decider<TransportVendorState, TransportVendorEvent> = {
  initialState,
  evolve,
  streamId: streamIds.transportVendor,
  parseEvent: (event) => TransportVendorEvent.parse(event),
};
