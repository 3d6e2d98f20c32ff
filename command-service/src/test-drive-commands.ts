/**
 * The landing page's test-drive requests (spec sections 2 and 5): leads for the Admins.
 *
 *   createTestDriveCommands(store): TestDriveCommands
 *     requestTestDrive(input, ctx?)   TestDriveRequested in a new `testdrive-{id}` stream
 *
 * Nobody is signed in on the landing page, so the system is the actor.
 */
import { handleCommand } from '@dtn/platform/commands/handle-command';
import { newId } from '@dtn/platform/commands/ids';
import type { EventStore, Position } from '@dtn/platform/event-store/port';
import { commandMetadata, type CommandContext } from './command-context';
import { decide } from './test-drive/decide';
import { testDriveDecider } from './test-drive/state';

export interface TestDriveInput {
  name: string;
  email: string;
  phone: string;
  dealership: string;
}

export interface TestDriveCommands {
  requestTestDrive(input: TestDriveInput, ctx?: Omit<CommandContext, 'actor'>): Promise<{ id: string; position: Position | null }>;
}

export function createTestDriveCommands(store: EventStore): TestDriveCommands {
  return {
    async requestTestDrive(input, ctx = {}) {
      const id = newId();
      const metadata = commandMetadata({ ...ctx, actor: null });
      const { position } = await handleCommand(
        store, testDriveDecider, id,
        (state) => decide({ type: 'RequestTestDrive', data: { id, ...input }, now: metadata.now }, state),
        metadata,
      );
      return { id, position };
    },
  };
}
