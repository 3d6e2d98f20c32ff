/** Test helpers: social feed rows written and read directly, as the social projector leaves them. */
import type { SqlClient } from '@dtn/platform/db/database';

export async function insertPost(
  db: SqlClient,
  p: { id: string; userId: string; dealerGroupId: string | null; visibility: 'GENERAL' | 'DEALERGROUP'; created: string },
): Promise<void> {
  await db.query(
    `INSERT INTO rm_posts (id, user_id, dealer_group_id, post_type, post_visibility, content, created)
     VALUES ($1, $2, $3, 'GENERAL', $4, 'Hello', $5)`,
    [p.id, p.userId, p.dealerGroupId, p.visibility, p.created],
  );
}

/** Live posts, by id: every one, only public ones, or those with room for more media (five at most). */
export async function livePosts(
  db: SqlClient,
  only: 'all' | 'public' | 'room-for-media' = 'all',
): Promise<{ id: string; userId: string }[]> {
  const where = { all: 'TRUE', public: `post_visibility = 'GENERAL'`, 'room-for-media': 'jsonb_array_length(media) < 5' }[only];
  const { rows } = await db.query<{ id: string; user_id: string }>(
    `SELECT id, user_id FROM rm_posts WHERE NOT deleted AND ${where} ORDER BY id`,
  );
  return rows.map((r) => ({ id: r.id, userId: r.user_id }));
}

/** A post's top-level comments, by id. */
export async function topLevelCommentIds(db: SqlClient, postId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM rm_comments WHERE post_id = $1 AND parent_comment IS NULL ORDER BY id', [
    postId,
  ]);
  return rows.map((r) => r.id);
}
