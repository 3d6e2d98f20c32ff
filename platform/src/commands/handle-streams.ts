/**
 * One decision over several aggregates, appended to all of them at once (handleCommand's loop
 * for a command that changes several streams: accepting an offer sells the vehicle and wins the
 * offer; accepting an invitation accepts it and registers the user).
 *
 *   handleStreams(store, [{ decider, id }, ...], (states) => [events, ...], metadata): { position }
 *
 * Reads every stream in one round trip, folds each, decides once, and appends every stream's
 * events in ONE atomic append (EventStore.appendToStreams), each at the revision it was read at.
 * Either all of them are stored or none: a concurrent writer on any of the streams makes the
 * append fail, and the whole decision is taken again on fresh state (as handleCommand does), so
 * what is stored is always a decision on what the streams held when it was appended. A stream
 * the decision appends nothing to is not checked: a decision that depends on a stream's state
 * puts an event on it.
 */
import { newId } from './ids';
import { eventMetadataOf, foldState, type CommandMetadata, type Decider, type DomainEventShape } from './handle-command';
import { WrongExpectedRevisionError, type EventStore, type Position } from '../event-store/port';
import { commandLabel, commandOutcome, commandsTotal } from '../metrics/command-metrics';
import { currentCommandName } from '../metrics/command-name';

export interface StreamOf<State, Event extends DomainEventShape> {
  decider: Decider<State, Event>;
  id: string;
}

// The states and event lists of a tuple of streams, position by position.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a decider is contravariant in its state: any is the only top
type AnyStream = StreamOf<any, DomainEventShape>;
type StatesOf<T extends readonly AnyStream[]> = { [K in keyof T]: T[K] extends StreamOf<infer S, DomainEventShape> ? S : never };
type EventsOf<T extends readonly AnyStream[]> = { [K in keyof T]: T[K] extends StreamOf<unknown, infer E> ? E[] : never };

/** Races lost before the error reaches the caller (as handleCommand). */
const maxRetries = 3;

export async function handleStreams<const T extends readonly AnyStream[]>(
  store: EventStore,
  streams: T,
  decide: (states: StatesOf<T>) => EventsOf<T>,
  metadata: CommandMetadata,
): Promise<{ position: Position | null }> {
  const command = commandLabel(streams.at(-1)!.decider.streamId(streams.at(-1)!.id), metadata.command ?? currentCommandName());
  try {
    const result = await decideAndAppendAll(store, streams, decide, metadata);
    commandsTotal.inc({ command, outcome: 'ok' });
    return result;
  } catch (error) {
    commandsTotal.inc({ command, outcome: commandOutcome(error) });
    throw error;
  }
}

async function decideAndAppendAll<const T extends readonly AnyStream[]>(
  store: EventStore,
  streams: T,
  decide: (states: StatesOf<T>) => EventsOf<T>,
  metadata: CommandMetadata,
): Promise<{ position: Position | null }> {
  const streamIds = streams.map(({ decider, id }) => decider.streamId(id));
  const eventMetadata = eventMetadataOf(metadata);
  for (let attempt = 0; ; attempt++) {
    const read = await store.readStreams(streamIds);
    const states = streams.map(({ decider }, i): unknown => foldState(decider, read[i]!.events)) as StatesOf<T>;
    const decided = decide(states) as readonly DomainEventShape[][];
    const appends = decided.flatMap((events, i) =>
      events.length === 0
        ? []
        : [
            {
              streamId: streamIds[i]!,
              events: events.map((event) => ({ id: newId(), type: event.type, data: event.data, metadata: eventMetadata })),
              expectedRevision: read[i]!.revision ?? ('no_stream' as const),
            },
          ],
    );
    if (appends.length === 0) return { position: null };
    try {
      return { position: (await store.appendToStreams(appends)).position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxRetries) throw error;
    }
  }
}
