/**
 * The event store port (ARCHITECTURE.md). Two adapters implement it: PostgreSQL
 * and EventStoreDB. Revisions start at 0 for a stream's first event, as in EventStoreDB.
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
