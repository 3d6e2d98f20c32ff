/**
 * The landing page's test-drive requests (spec sections 2 and 5): leads for the Admins.
 *
 *   requestTestDrive(input, ctx?)   TestDriveRequested in a new `testdrive-{id}` stream
 *
 * Nobody is signed in on the landing page, so the system is the actor.
 */
import type { TestDriveRequest } from '@dtn/contracts';
import { handleCommand } from '@dtn/platform/commands/handle-command';
import { newId } from '@dtn/platform/commands/ids';
import type { EventStore } from '@dtn/platform/event-store/port';
import { commandMetadata, type CommandContext, type Done } from '../shared/command-context';
import { decide } from './decide';
import { testDriveDecider } from './state';

export interface TestDriveHandlers {
  requestTestDrive(input: TestDriveRequest, ctx?: Omit<CommandContext, 'actor'>): Promise<Done>;
}

export function createTestDriveHandlers(store: EventStore): TestDriveHandlers {
  return {
    async requestTestDrive(input, ctx = {}) {
      const id = newId();
      const metadata = commandMetadata({ ...ctx, actor: null });
      const { position } = await handleCommand(
        store,
        testDriveDecider,
        id,
        (state) => decide({ type: 'RequestTestDrive', data: { id, ...input }, now: metadata.now }, state),
        metadata,
      );
      return { id, position };
    },
  };
}
