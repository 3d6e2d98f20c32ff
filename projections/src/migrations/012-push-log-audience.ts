/**
 * A push_log row may announce one change to several users at once: an offer's notification
 * raised for every sell staff member of the seller's group is one row with their ids in
 * `user_ids` (and each one's notification id in `data.notificationIds`, in the same order),
 * instead of a row each. `user_id` stays for a push to one user. No semicolons inside statements
 * (migrate.ts splits on them).
 */
export const pushLogAudienceMigration = `
ALTER TABLE push_log ADD COLUMN IF NOT EXISTS user_ids uuid[]
`;
