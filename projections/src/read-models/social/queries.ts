/**
 * Reads of the social feed read model (rm_posts, rm_comments). Deleted posts are gone for all.
 *
 *   livePost(db, id)                                 null if unknown or deleted
 *   timelinePage(db, scope, paging)                  public posts and/or one group's, newest first
 *   commentsPage(db, postId, parentComment, paging)  top-level comments or one's replies, oldest first
 */
import type { Post, PostMedia } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';
import { Where } from '../../sql/where';
import { asIso, selectInto } from '../../sql/select';

export interface PostRecord {
  id: string;
  /** The author: a user's id (or, from older posts, their sign-in subject). */
  userId: string;
  dealerGroupId: string | null;
  postType: Post['postType'];
  postVisibility: Post['postVisibility'];
  content: string;
  media: PostMedia[];
  created: string;
  commentCount: number;
  vin: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  mileage: number | null;
  dealershipId: string | null;
  inventoryId: string | null;
}

/** Each field of PostRecord from its rm_posts column. */
const POST_FIELDS = selectInto<PostRecord>({
  id: 'id',
  userId: 'user_id',
  dealerGroupId: 'dealer_group_id',
  postType: 'post_type',
  postVisibility: 'post_visibility',
  content: 'content',
  media: 'media',
  created: asIso('rm_posts.created'),
  commentCount: 'comment_count',
  vin: 'vin',
  year: 'year',
  make: 'make',
  model: 'model',
  mileage: 'mileage',
  dealershipId: 'dealership_id',
  inventoryId: 'inventory_id',
});

export async function livePost(db: SqlClient, id: string): Promise<PostRecord | null> {
  const { rows } = await db.query<PostRecord>(`SELECT ${POST_FIELDS} FROM rm_posts WHERE id = $1 AND NOT deleted`, [id]);
  return rows[0] ?? null;
}

/** 'GENERAL': public posts; 'DEALERGROUP': the group's; both: either. Only the values a scope
 * uses are bound: PostgreSQL cannot type a parameter no clause mentions (the public-only
 * timeline bound the group id anyway and answered 500). */
export async function timelinePage(
  db: SqlClient,
  scope: { visibility?: 'GENERAL' | 'DEALERGROUP'; dealerGroupId: string | null },
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ totalCount: number; posts: PostRecord[] }> {
  const general = `post_visibility = 'GENERAL'`;
  const group = `post_visibility = 'DEALERGROUP' AND dealer_group_id = ?::uuid`;
  const where = new Where().add('NOT deleted');
  if (scope.visibility === 'GENERAL') where.add(general);
  else if (scope.visibility === 'DEALERGROUP') where.add(group, scope.dealerGroupId);
  else where.add(`${general} OR (${group})`, scope.dealerGroupId);
  const { params } = where;
  const total = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM rm_posts WHERE ${where.sql()}`, params);
  // Ordered by the column (its index), not by the text of the same name.
  const { rows } = await db.query<PostRecord>(
    `SELECT ${POST_FIELDS} FROM rm_posts WHERE ${where.sql()} ORDER BY rm_posts.created DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { totalCount: Number(total.rows[0]?.n ?? 0), posts: rows };
}

export interface CommentRecord {
  id: string;
  postId: string;
  parentComment: string | null;
  userId: string;
  content: string;
  created: string;
  commentCount: number;
}

const COMMENT_FIELDS = selectInto<CommentRecord>({
  id: 'id',
  postId: 'post_id',
  parentComment: 'parent_comment',
  userId: 'user_id',
  content: 'content',
  created: asIso('rm_comments.created'),
  commentCount: 'comment_count',
});

export async function commentsPage(
  db: SqlClient,
  postId: string,
  parentComment: string | null,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ totalCount: number; comments: CommentRecord[] }> {
  const where = parentComment ? 'post_id = $1 AND parent_comment = $2' : 'post_id = $1 AND parent_comment IS NULL AND $2::uuid IS NULL';
  const params = [postId, parentComment];
  const total = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM rm_comments WHERE ${where}`, params);
  // Ordered by the column (its index), not by the text of the same name.
  const { rows } = await db.query<CommentRecord>(
    `SELECT ${COMMENT_FIELDS} FROM rm_comments WHERE ${where} ORDER BY rm_comments.created, id LIMIT $3 OFFSET $4`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { totalCount: Number(total.rows[0]?.n ?? 0), comments: rows };
}
