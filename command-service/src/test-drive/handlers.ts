/**
 * The landing page's test-drive requests (spec sections 2 and 5): leads for the Admins.
 *
 *   requestTestDrive(input, ctx?)   TestDriveRequested in a new `testdrive-{id}` stream
 *
 * Nobody is signed in on the landing page, so the system is the actor.
 */
import type { TestDriveRequest } from '@dtn/contracts';
import { newId } from '@dtn/platform/commands/ids';
import type { EventStore } from '@dtn/platform/event-store/port';
import type { CommandContext, Done } from '../shared/command-context';
import { run } from '../shared/run';
import { decide } from './decide';
import { testDriveDecider } from './state';

export interface TestDriveHandlers {
  requestTestDrive(input: TestDriveRequest, ctx?: Omit<CommandContext, 'actor'>): Promise<Done>;
}

export function createTestDriveHandlers(store: EventStore): TestDriveHandlers {
  return {
    requestTestDrive(input, ctx = {}) {
      const id = newId();
      return run(store, testDriveDecider, id, { ...ctx, actor: null }, (state, { now }) =>
        decide({ type: 'RequestTestDrive', data: { id, ...input }, now }, state),
      );
    },
  };
}
