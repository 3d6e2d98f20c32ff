/**
 * Appends to KurrentDB (EventStoreDB) through `@kurrent/kurrentdb-client`: one stream with
 * `appendToStream`, several atomically with `multiStreamAppend` (KurrentDB 25.1 and later; on an
 * older server appendToStreams throws saying so). Both map a wrong expected state to the port's
 * WrongExpectedRevisionError naming the stream.
 */
import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  UnsupportedError,
  WrongExpectedVersionError,
  type AppendStreamState,
  type EventData,
  type JSONType,
  type KurrentDBClient,
  type MultiAppendResult,
} from '@kurrent/kurrentdb-client';
import { toProperties } from './esdb-mapping';
import {
  START,
  WrongExpectedRevisionError,
  checkStreamAppends,
  type AppendResult,
  type ExpectedRevision,
  type MultiStreamAppendResult,
  type NewEvent,
  type Position,
  type StreamAppend,
} from './port';

const STATE: Record<Exclude<ExpectedRevision, bigint>, AppendStreamState> = {
  no_stream: NO_STREAM,
  any: ANY,
  stream_exists: STREAM_EXISTS,
};
const streamState = (expected: ExpectedRevision): AppendStreamState => (typeof expected === 'bigint' ? expected : STATE[expected]);

const eventData = (e: NewEvent, metadata: Record<string, unknown> | undefined): EventData => ({
  id: e.id,
  contentType: 'application/json',
  type: e.type,
  data: (e.data ?? null) as JSONType,
  metadata: metadata ?? {},
});

export async function appendOne(
  client: KurrentDBClient,
  streamId: string,
  events: NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  try {
    const data = events.map((e) => eventData(e, e.metadata));
    const result = await client.appendToStream(streamId, data, { streamState: streamState(expected) });
    const position = result.position ? { commit: result.position.commit, prepare: result.position.prepare } : START;
    return { nextExpectedRevision: result.nextExpectedRevision, position };
  } catch (error) {
    throw portError(error, [{ streamId, events, expectedRevision: expected }]);
  }
}

export async function appendMany(client: KurrentDBClient, appends: readonly StreamAppend[]): Promise<MultiStreamAppendResult> {
  checkStreamAppends(appends);
  let result: MultiAppendResult;
  try {
    result = await client.multiStreamAppend(
      appends.map((a) => ({
        streamName: a.streamId,
        expectedState: streamState(a.expectedRevision),
        // multiStreamAppend takes metadata as string-valued properties only.
        events: a.events.map((e) => eventData(e, toProperties(e.metadata))),
      })),
    );
  } catch (error) {
    throw portError(error, appends);
  }
  // The server answers in the order of the request, each with the stream's name.
  const streams = appends.map(({ streamId }, i) => {
    const answer =
      result.responses[i]?.streamName === streamId ? result.responses[i] : result.responses.find((r) => r.streamName === streamId);
    if (!answer) throw new Error(`multiStreamAppend answered no revision for stream ${streamId}`);
    return { streamId, nextExpectedRevision: answer.revision };
  });
  const last = streams[streams.length - 1]!;
  return {
    position: (await positionAt(client, last.streamId, last.nextExpectedRevision)) ?? { commit: result.position, prepare: result.position },
    streams,
  };
}

/** The position a reader sees for the event at `revision`. multiStreamAppend answers one log
 * position (the commit's), where a recorded event carries a commit and a prepare position; the
 * call's last event is its last stream's last, so reading it back gives the exact pair. */
async function positionAt(client: KurrentDBClient, streamId: string, revision: bigint): Promise<Position | undefined> {
  for await (const resolved of client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
    const position = resolved.event?.position;
    if (position) return { commit: position.commit, prepare: position.prepare };
  }
  return undefined;
}

/** The client's errors in the port's terms (the others pass through). */
export function portError(error: unknown, appends: readonly StreamAppend[]): unknown {
  if (error instanceof UnsupportedError) {
    return new Error(
      `appendToStreams needs KurrentDB 25.1 or later (multi-stream append); this server does not offer it: ${error.message}`,
      {
        cause: error,
      },
    );
  }
  if (error instanceof WrongExpectedVersionError) {
    // KurrentDB compares stream names without case; ours are the names given.
    const name = error.streamName.toLowerCase();
    const append = appends.find((a) => a.streamId === error.streamName) ?? appends.find((a) => a.streamId.toLowerCase() === name);
    const actual = typeof error.actualState === 'bigint' ? error.actualState : null;
    return new WrongExpectedRevisionError(append?.streamId ?? error.streamName, append?.expectedRevision ?? error.expectedState, actual);
  }
  return error;
}
