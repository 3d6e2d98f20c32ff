/**
 * The event store port (ARCHITECTURE.md). Two adapters implement it: PostgreSQL
 * and KurrentDB (EventStoreDB). Revisions start at 0 for a stream's first event, as in KurrentDB.
 */

/** A position in the all-stream. PostgreSQL: commit = transaction id (xid8), prepare = global
 * position. EventStoreDB: its own commit/prepare positions. Compared lexicographically. */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface NewEvent {
  /** uuid; appending an event id that is already stored is an idempotent retry, not a duplicate. */
  id: string;
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}

export interface RecordedEvent {
  id: string;
  streamId: string;
  revision: bigint;
  position: Position;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

export interface AppendResult {
  nextExpectedRevision: bigint;
  /** Position of the last appended event. */
  position: Position;
}

/** One stream's part of an atomic append to several streams (appendToStreams). */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  expectedRevision: ExpectedRevision;
}

export interface MultiStreamAppendResult {
  /** Position of the last event appended by the call. */
  position: Position;
  /** Each stream's new revision, in the order given. */
  streams: { streamId: string; nextExpectedRevision: bigint }[];
}

export interface ReadStreamResult {
  events: RecordedEvent[];
  /** Revision of the last event; null when the stream does not exist. */
  revision: bigint | null;
}

export interface SubscribeOptions {
  /** Exclusive: delivery starts after this position; undefined = from the very start. */
  from?: Position;
  /** Largest batch handed to `handler` at once. */
  batchSize?: number;
  /** Called with consecutive batches in all-stream order; the next batch waits for it. A throw
   * stops the subscription and rejects `done`. */
  handler: (events: RecordedEvent[]) => Promise<void>;
}

export interface Subscription {
  stop(): Promise<void>;
  /** Settles when stopped (resolves) or when the handler/adapter failed (rejects). */
  done: Promise<void>;
}

export interface EventStore {
  readonly name: string;
  readStream(streamId: string): Promise<ReadStreamResult>;
  /** Several streams at once, in the order asked (one round trip where the store allows it):
   * a command that consults another aggregate reads both streams together. */
  readStreams(streamIds: readonly string[]): Promise<ReadStreamResult[]>;
  appendToStream(streamId: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /** All or nothing: every stream's events are stored in one commit, or none is. A decision that
   * changes two aggregates (the sale: the vehicle is sold and the offer wins) appends both at the
   * revisions it read. A revision that does not hold writes nothing and throws
   * WrongExpectedRevisionError for the first such stream in the order given. A retry with the
   * same event ids answers the original result. TypeError (before any I/O) for no appends, an
   * append without events or a stream named twice (checkStreamAppends). */
  appendToStreams(appends: readonly StreamAppend[]): Promise<MultiStreamAppendResult>;
  /** Events after `from` (exclusive) in all-stream order, at most `maxCount`. Only events that
   * no still-running transaction can precede are returned (no gaps are ever skipped). */
  readAll(options: { from?: Position; maxCount: number }): Promise<RecordedEvent[]>;
  /** Position of the last event stored now (null when empty). readAll may hold events back
   * while older transactions run; a reader that must see everything stored up to now (a
   * replay) reads until it reaches this position. */
  headPosition(): Promise<Position | null>;
  subscribeToAll(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | null,
  ) {
    super(
      `Wrong expected revision on stream ${streamId}: expected ${String(expected)}, actual ${actual === null ? 'no stream' : String(actual)}`,
    );
    this.name = 'WrongExpectedRevisionError';
  }
}

/** appendToStreams' argument check, the same in every adapter. */
export function checkStreamAppends(appends: readonly StreamAppend[]): void {
  if (appends.length === 0) throw new TypeError('appendToStreams: no streams to append to');
  const seen = new Set<string>();
  for (const { streamId, events } of appends) {
    if (events.length === 0) throw new TypeError(`appendToStreams: no events for stream ${streamId}`);
    if (seen.has(streamId)) throw new TypeError(`appendToStreams: stream ${streamId} appears twice`);
    seen.add(streamId);
  }
}

export const START: Position = { commit: 0n, prepare: 0n };

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** "commit/prepare": the form positions take in HTTP headers, JSON and checkpoint rows. */
export function formatPosition(p: Position): string {
  return `${p.commit}/${p.prepare}`;
}

export function parsePosition(text: string): Position | null {
  const match = /^(\d{1,20})\/(\d{1,20})$/.exec(text.trim());
  if (!match) return null;
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}
