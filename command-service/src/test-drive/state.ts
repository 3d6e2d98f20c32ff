import { LeadEvent, streamIds } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';

/** A test-drive request is written once and never changes: the state only says whether it exists. */
export type TestDriveState = { status: 'none' } | { status: 'Requested'; id: string };

export const initialState: TestDriveState = { status: 'none' };

export function evolve(state: TestDriveState, event: LeadEvent): TestDriveState {
  switch (event.type) {
    case 'TestDriveRequested':
      return { status: 'Requested', id: event.data.id };
    default: {
      const unknownEvent: never = event.type;
      throw new Error(`Unknown lead event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

export const testDriveDecider: Decider<TestDriveState, LeadEvent> = {
  initialState,
  evolve,
  streamId: streamIds.testDrive,
  parseEvent: (event) => LeadEvent.parse(event),
};
