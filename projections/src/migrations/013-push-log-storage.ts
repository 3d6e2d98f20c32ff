/**
 * push_log's large values are stored without compression: a row announcing one notification
 * type to a batch's recipients carries their ids twice (`user_ids`, and `data.notificationIds`),
 * 900-1,600 of each in a projector batch at 2,000 bids/s, and PostgreSQL tried to compress both
 * (random UUIDs, which hardly compress) before storing them out of line. Rows live about an hour.
 * On this machine the push statement with 900 recipients took 3.3-3.6 ms a row compressed and
 * 2.1-2.2 ms stored as they are (200 plain inserts of such rows: 240 against 38 ms); the push
 * hub reads them back without decompressing. In the HTTP bench the difference is inside the
 * noise. Applies to rows written from now on. No semicolons inside statements (migrate.ts
 * splits on them).
 */
export const pushLogStorageMigration = `
ALTER TABLE push_log ALTER COLUMN data SET STORAGE EXTERNAL, ALTER COLUMN user_ids SET STORAGE EXTERNAL
`;
