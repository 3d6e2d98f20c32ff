/**
 * One decision over two aggregates, appended to both (handleCommand's loop for a command that
 * changes two streams, such as accepting an offer: the vehicle is sold and the offer wins).
 *
 *   handleTwoStreams(store, first, second, decide, metadata, afterLostRace): { position }
 *
 * Read both, decide once, append the first stream's events at the revision it was read at, then
 * the second's at its own. The event store appends to one stream at a time, so:
 * - a race lost on the first append has changed nothing yet: the decision is taken again on
 *   fresh state, as handleCommand does (the first stream is where the invariant lives);
 * - once the first append is in, the decision has happened. A race lost on the second append (that
 *   stream moved in between) calls `afterLostRace`, which brings the second stream in line with the
 *   first on fresh state; a crash between the two appends is repaired by whoever follows the first
 *   stream (for a sale, the sale reactor). When that finds nothing left to do (the sale reactor
 *   got there first), the answer's position is the later of the first append's and the second
 *   stream's last event's: a read at it sees both streams as the decision left them.
 * commands_total counts the decision once, by the use case's name (metrics/command-name).
 */
import { foldState, type CommandMetadata, type Decider, type DomainEventShape } from '@dtn/platform/commands/handle-command';
import { newId } from '@dtn/platform/commands/ids';
import { comparePositions, WrongExpectedRevisionError, type EventStore, type Position } from '@dtn/platform/event-store/port';
import { commandLabel, commandOutcome, commandsTotal } from '@dtn/platform/metrics/command-metrics';
import { currentCommandName } from '@dtn/platform/metrics/command-name';

export interface StreamOf<State, Event extends DomainEventShape> {
  decider: Decider<State, Event>;
  id: string;
}

/** Races lost on the first stream before the error reaches the caller (as handleCommand). */
const maxRetries = 3;

export async function handleTwoStreams<SA, EA extends DomainEventShape, SB, EB extends DomainEventShape>(
  store: EventStore,
  first: StreamOf<SA, EA>,
  second: StreamOf<SB, EB>,
  decide: (first: SA, second: SB) => [EA[], EB[]],
  metadata: CommandMetadata,
  afterLostRace: () => Promise<Position | null>,
): Promise<{ position: Position | null }> {
  const command = commandLabel(second.decider.streamId(second.id), metadata.command ?? currentCommandName());
  try {
    const result = await decideAndAppendBoth(store, first, second, decide, metadata, afterLostRace);
    commandsTotal.inc({ command, outcome: 'ok' });
    return result;
  } catch (error) {
    commandsTotal.inc({ command, outcome: commandOutcome(error) });
    throw error;
  }
}

async function decideAndAppendBoth<SA, EA extends DomainEventShape, SB, EB extends DomainEventShape>(
  store: EventStore,
  first: StreamOf<SA, EA>,
  second: StreamOf<SB, EB>,
  decide: (first: SA, second: SB) => [EA[], EB[]],
  metadata: CommandMetadata,
  afterLostRace: () => Promise<Position | null>,
): Promise<{ position: Position | null }> {
  for (let attempt = 0; ; attempt++) {
    const [a, b] = await readBoth(store, first, second);
    const [eventsA, eventsB] = decide(a.state, b.state);
    let positionA: Position | null;
    try {
      positionA = await append(store, first, eventsA, a.revision, metadata);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxRetries) throw error;
      continue;
    }
    try {
      return { position: (await append(store, second, eventsB, b.revision, metadata)) ?? positionA };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      return { position: (await afterLostRace()) ?? latest(positionA, await lastPosition(store, second)) };
    }
  }
}

/** The position of the stream's last event; null for a stream that does not exist. */
async function lastPosition<State, Event extends DomainEventShape>(store: EventStore, { decider, id }: StreamOf<State, Event>) {
  return (await store.readStream(decider.streamId(id))).events.at(-1)?.position ?? null;
}

const latest = (a: Position | null, b: Position | null): Position | null => (a && b ? (comparePositions(a, b) >= 0 ? a : b) : (a ?? b));

/** Both streams in one round trip (readStreams), each folded into its aggregate's state. */
async function readBoth<SA, EA extends DomainEventShape, SB, EB extends DomainEventShape>(
  store: EventStore,
  first: StreamOf<SA, EA>,
  second: StreamOf<SB, EB>,
) {
  const [a, b] = await store.readStreams([first.decider.streamId(first.id), second.decider.streamId(second.id)]);
  return [
    { state: foldState(first.decider, a!.events), revision: a!.revision },
    { state: foldState(second.decider, b!.events), revision: b!.revision },
  ] as const;
}

/** Appends at the revision the decision was taken on; nothing to append: no position. */
async function append<State, Event extends DomainEventShape>(
  store: EventStore,
  { decider, id }: StreamOf<State, Event>,
  events: Event[],
  revision: bigint | null,
  metadata: CommandMetadata,
): Promise<Position | null> {
  if (events.length === 0) return null;
  const eventMetadata = { userId: metadata.userId, correlationId: metadata.correlationId, occurredAt: metadata.occurredAt.toISOString() };
  const result = await store.appendToStream(
    decider.streamId(id),
    events.map((event) => ({ id: newId(), type: event.type, data: event.data, metadata: eventMetadata })),
    { expectedRevision: revision ?? 'no_stream' },
  );
  return result.position;
}
