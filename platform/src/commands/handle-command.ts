/**
 * The write side's one command runner: read -> fold -> decide -> append, for a command on one
 * stream or on several (accepting an offer sells the vehicle and wins the offer).
 *
 *   handleCommand(store, [{ decider, id }, ...], (states, metadata) => [events, ...], metadata): { position }
 *
 * Reads every stream in one round trip, folds each, decides once, and appends every stream's
 * events in ONE atomic append, each at the revision it was read at. Either all of them are stored
 * or none: a concurrent writer on any of the streams makes the append fail, and the whole
 * decision is taken again on fresh state, so what is stored is always a decision on what the
 * streams held when it was appended. A stream the decision appends nothing to is not checked: a
 * decision that depends on a stream's state puts an event on it. Each command counts once in
 * commands_total, by name and outcome.
 */
import type { EventStore, NewEvent, Position, ReadStreamResult, RecordedEvent } from '../event-store/port';
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
  /** The command's clock: the decision takes its time from here (deciders never read a clock),
   * and its events' occurredAt is this. */
  now: Date;
  /** The command's name for the commands_total metric; default: the use case in progress
   * (metrics/command-name), else the last stream's category. */
  command?: string;
  /** More about who acted, stored beside userId in every event's metadata (a standing order
   * acting for its owner: `standingOrderId`). */
  onBehalfOf?: Record<string, string>;
}

/** The metadata every appended event of a command carries. */
const eventMetadataOf = (metadata: CommandMetadata): Record<string, unknown> => ({
  userId: metadata.userId,
  ...metadata.onBehalfOf,
  correlationId: metadata.correlationId,
  occurredAt: metadata.now.toISOString(),
});

interface StreamOf<State, Event extends DomainEventShape> {
  decider: Decider<State, Event>;
  id: string;
}

// The states and event lists of a tuple of streams, position by position.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a decider is contravariant in its state: any is the only top
type AnyStream = StreamOf<any, DomainEventShape>;
type StatesOf<T extends readonly AnyStream[]> = { [K in keyof T]: T[K] extends StreamOf<infer S, DomainEventShape> ? S : never };
type EventsOf<T extends readonly AnyStream[]> = { [K in keyof T]: T[K] extends StreamOf<unknown, infer E> ? E[] : never };

/** Races lost before the error reaches the caller. */
const maxRetries = 3;

/** `firstReads`: the streams as the caller already read them (with what it needed before deciding),
 * used for the first attempt only. */
export async function handleCommand<const T extends readonly AnyStream[]>(
  store: EventStore,
  streams: T,
  decide: (states: StatesOf<T>, metadata: CommandMetadata) => EventsOf<T>,
  metadata: CommandMetadata,
  firstReads?: readonly ReadStreamResult[],
): Promise<{ position: Position | null }> {
  const last = streams.at(-1)!;
  const command = commandLabel(last.decider.streamId(last.id), metadata.command ?? currentCommandName());
  try {
    const result = await decideAndAppend(store, streams, decide, metadata, firstReads);
    commandsTotal.inc({ command, outcome: 'ok' });
    return result;
  } catch (error) {
    commandsTotal.inc({ command, outcome: commandOutcome(error) });
    throw error;
  }
}

async function decideAndAppend<const T extends readonly AnyStream[]>(
  store: EventStore,
  streams: T,
  decide: (states: StatesOf<T>, metadata: CommandMetadata) => EventsOf<T>,
  metadata: CommandMetadata,
  firstReads: readonly ReadStreamResult[] | undefined,
): Promise<{ position: Position | null }> {
  const streamIds = streams.map(({ decider, id }) => decider.streamId(id));
  const eventMetadata = eventMetadataOf(metadata);
  for (let attempt = 0; ; attempt++) {
    const read = attempt === 0 && firstReads ? firstReads : await store.readStreams(streamIds);
    const states = streams.map(({ decider }, i): unknown => foldState(decider, read[i]!.events)) as StatesOf<T>;
    const decided = decide(states, metadata) as readonly DomainEventShape[][];
    const appends = decided.flatMap((events, i) =>
      events.length === 0
        ? []
        : [
            {
              streamId: streamIds[i]!,
              events: events.map((event): NewEvent => ({ id: newId(), type: event.type, data: event.data, metadata: eventMetadata })),
              expectedRevision: read[i]!.revision ?? ('no_stream' as const),
            },
          ],
    );
    try {
      if (appends.length === 0) return { position: null };
      // One stream takes the single-stream append, which every event store groups with other writers' (group commit).
      if (appends.length === 1) {
        const [{ streamId, events, expectedRevision }] = appends as [(typeof appends)[0]];
        return { position: (await store.appendToStream(streamId, events, { expectedRevision })).position };
      }
      return { position: (await store.appendToStreams(appends)).position };
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
