import type { EventStore, ExpectedRevision, Position, ReadStreamResult, RecordedEvent } from '../event-store/port';
import { WrongExpectedRevisionError } from '../event-store/port';
import { newId } from './ids';
import { commandLabel, commandOutcome, commandsTotal } from '../metrics/command-metrics';
import { currentCommandName } from '../metrics/command-name';

/** A domain event as deciders see it: the stored envelope without ids and positions. */
export interface DomainEventShape {
  type: string;
  data: unknown;
}

/** What the loop needs from an aggregate: how to name its stream, read its stored events back
 * (parse = the contract's zod union, so a malformed stored event fails loudly) and fold them. */
export interface Decider<State, Event extends DomainEventShape> {
  initialState: State;
  /** `revision`: the event's place in its stream (0 for the first), for a state that versions itself. */
  evolve(state: State, event: Event, revision: number): State;
  streamId(id: string): string;
  parseEvent(event: DomainEventShape): Event;
}

export interface CommandMetadata {
  /** Internal id of the acting user; null for the system (seed, import CLI). */
  userId: string | null;
  correlationId: string;
  occurredAt: Date;
  /** The command's name for the commands_total metric; default: the use case in progress
   * (metrics/command-name), else the stream's category. */
  command?: string;
  /** More about who acted, stored beside userId in every event's metadata (a standing order
   * acting for its owner: `standingOrderId`). */
  onBehalfOf?: Record<string, string>;
}

/** The metadata every appended event of a command carries. */
export const eventMetadataOf = (metadata: CommandMetadata): Record<string, unknown> => ({
  userId: metadata.userId,
  ...metadata.onBehalfOf,
  correlationId: metadata.correlationId,
  occurredAt: metadata.occurredAt.toISOString(),
});

export interface HandleCommandResult {
  /** Position of the last appended event; null when the decision appended nothing. */
  position: Position | null;
  /** Revision of the stream's last event after the command; null when the stream still does not exist. */
  nextExpectedRevision: bigint | null;
}

/** Retries after a lost optimistic-concurrency race before the error reaches the caller. */
const maxRetries = 3;

/** Reads the stream, folds it, decides, and appends with the read revision as expected revision:
 * a concurrent writer makes the append fail, and the whole decision is taken again on fresh state.
 * `firstRead`: the stream as the caller already read it (readStreams, together with another
 * aggregate's), used for the first attempt only. */
export async function handleCommand<State, Event extends DomainEventShape>(
  store: EventStore,
  decider: Decider<State, Event>,
  id: string,
  decide: (state: State) => Event[],
  metadata: CommandMetadata,
  firstRead?: ReadStreamResult,
): Promise<HandleCommandResult> {
  const streamId = decider.streamId(id);
  const command = commandLabel(streamId, metadata.command ?? currentCommandName());
  try {
    const result = await decideAndAppend(store, decider, streamId, decide, metadata, firstRead);
    commandsTotal.inc({ command, outcome: 'ok' });
    return result;
  } catch (error) {
    commandsTotal.inc({ command, outcome: commandOutcome(error) });
    throw error;
  }
}

async function decideAndAppend<State, Event extends DomainEventShape>(
  store: EventStore,
  decider: Decider<State, Event>,
  streamId: string,
  decide: (state: State) => Event[],
  metadata: CommandMetadata,
  firstRead: ReadStreamResult | undefined,
): Promise<HandleCommandResult> {
  for (let attempt = 0; ; attempt++) {
    const { events: recorded, revision } = attempt === 0 && firstRead ? firstRead : await store.readStream(streamId);
    const events = decide(foldState(decider, recorded));
    if (events.length === 0) return { position: null, nextExpectedRevision: revision };
    const expectedRevision: ExpectedRevision = revision ?? 'no_stream';
    const eventMetadata = eventMetadataOf(metadata);
    try {
      const result = await store.appendToStream(
        streamId,
        events.map((event) => ({ id: newId(), type: event.type, data: event.data, metadata: eventMetadata })),
        { expectedRevision },
      );
      return { position: result.position, nextExpectedRevision: result.nextExpectedRevision };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxRetries) throw error;
    }
  }
}

/** Reads a stream and folds it, for commands that consult another aggregate's state. */
export async function loadState<State, Event extends DomainEventShape>(
  store: EventStore,
  decider: Decider<State, Event>,
  id: string,
): Promise<State> {
  const { events } = await store.readStream(decider.streamId(id));
  return foldState(decider, events);
}

/** A stream's events folded into its aggregate's state. */
export function foldState<State, Event extends DomainEventShape>(decider: Decider<State, Event>, events: RecordedEvent[]): State {
  return events.reduce(
    (state, event) => decider.evolve(state, decider.parseEvent({ type: event.type, data: event.data }), Number(event.revision)),
    decider.initialState,
  );
}
