import { handleCommand, type CommandMetadata, type Decider, type DomainEventShape } from '@dtn/platform/commands/handle-command';
import type { EventStore, ReadStreamResult } from '@dtn/platform/event-store/port';
import { commandMetadata, type CommandContext, type Done } from './command-context';

/**
 * A command on one aggregate, as every handler runs it: read -> fold -> decide -> append on the
 * aggregate's stream `id` (platform's handleCommand), answered as `{ id, position }`.
 *
 *   run(store, offerDecider, id, ctx, (state, { now }) => decide({ type: 'ExpireOffer', now }, state))
 *
 * The decision gets the command's metadata: its clock (`now`) is the one its events carry.
 * `firstRead`: the stream as the handler already read it, for the first attempt only.
 */
export async function run<State, Event extends DomainEventShape>(
  store: EventStore,
  decider: Decider<State, Event>,
  id: string,
  ctx: CommandContext,
  decide: (state: State, metadata: CommandMetadata) => Event[],
  firstRead?: ReadStreamResult,
): Promise<Done> {
  const { position } = await handleCommand(
    store,
    [{ decider, id }],
    ([state], metadata) => [decide(state, metadata)],
    commandMetadata(ctx),
    firstRead && [firstRead],
  );
  return { id, position };
}
