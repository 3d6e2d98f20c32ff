/**
 * Each user's upload quota (command-service/src/post/upload-quota.ts): one row per upload, what
 * it reserved before its files were read and, once stored, what it stored; rows leave once a
 * day old. Not a read model (no rm_ prefix, nothing projects it): a replay keeps it. The facts
 * themselves (which files a post carries, their sizes) are events; this is the limiter's ledger.
 *
 * media_upload_reserve checks and reserves in one call. Uploads of one user take its advisory
 * lock in turn, and each statement of a PL/pgSQL function takes a new snapshot (READ COMMITTED),
 * so the sum sees every reservation committed before the lock was granted: concurrent uploads
 * cannot both take the last of a quota. Refused, it says when enough of the day's bytes will
 * have aged out for the upload to fit. No semicolons inside statements but the function's body
 * (migrate.ts splits on them).
 */
export const mediaUploadQuotaMigration = `
CREATE TABLE IF NOT EXISTS media_upload_reservations (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  bytes bigint NOT NULL,
  reserved_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS media_upload_reservations_user ON media_upload_reservations (user_id, reserved_at);
CREATE OR REPLACE FUNCTION media_upload_reserve(
  p_id uuid, p_user_id uuid, p_bytes bigint, p_at timestamptz, p_window interval, p_quota bigint
) RETURNS TABLE (reserved boolean, used_bytes bigint, free_at timestamptz)
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('media_upload_reservations:' || p_user_id::text, 0));
  DELETE FROM media_upload_reservations r WHERE r.user_id = p_user_id AND r.reserved_at <= p_at - p_window;
  SELECT coalesce(sum(r.bytes), 0)::bigint INTO used_bytes FROM media_upload_reservations r WHERE r.user_id = p_user_id;
  reserved := used_bytes + p_bytes <= p_quota;
  IF reserved THEN
    INSERT INTO media_upload_reservations (id, user_id, bytes, reserved_at) VALUES (p_id, p_user_id, p_bytes, p_at);
  ELSE
    SELECT min(aged.reserved_at) + p_window INTO free_at FROM (
      SELECT r.reserved_at, sum(r.bytes) OVER (ORDER BY r.reserved_at, r.id) AS freed
      FROM media_upload_reservations r WHERE r.user_id = p_user_id
    ) aged WHERE used_bytes - aged.freed + p_bytes <= p_quota;
  END IF;
  RETURN NEXT;
END
$$
`;
