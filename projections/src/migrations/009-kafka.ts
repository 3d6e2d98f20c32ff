/**
 * Bookkeeping of the Kafka relay and of the projectors that run as Kafka consumer groups. Not
 * read models (no rm_ prefix): a dump of the read models leaves them out, a replay keeps them.
 * No semicolons inside statements (migrate.ts splits on them).
 */
export const kafkaMigration = `
-- The relay's place in the all-stream: the last event the broker acknowledged.
CREATE TABLE IF NOT EXISTS relay_checkpoints (
  relay text PRIMARY KEY,
  commit_position numeric(20,0) NOT NULL,
  prepare_position numeric(20,0) NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Per consumer group and partition: the next offset to apply, written in the same transaction
-- as the read-model rows (Kafka's own committed offsets are only a hint), and the all-stream
-- position and time of the last message taken into account (for the group's checkpoint and lag).
CREATE TABLE IF NOT EXISTS kafka_consumer_offsets (
  group_id text NOT NULL,
  topic text NOT NULL,
  partition integer NOT NULL,
  next_offset bigint NOT NULL,
  commit_position numeric(20,0),
  prepare_position numeric(20,0),
  last_event_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, topic, partition)
);
-- Per consumer group and stream: the revision of the last event applied. A stream's events sit
-- in one partition in revision order, so an event at or below it is a redelivery (the relay is
-- at-least-once): deduplication by event id with one row per stream instead of one per event.
CREATE TABLE IF NOT EXISTS kafka_consumer_streams (
  group_id text NOT NULL,
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  PRIMARY KEY (group_id, stream_id)
);
`;
