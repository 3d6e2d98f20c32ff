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
import { iso } from '../../sql/text';

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

interface PostRow {
  id: string;
  user_id: string;
  dealer_group_id: string | null;
  post_type: Post['postType'];
  post_visibility: Post['postVisibility'];
  content: string;
  media: PostMedia[];
  created: Date | string;
  comment_count: number;
  vin: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  mileage: number | null;
  dealership_id: string | null;
  inventory_id: string | null;
}

const toPost = (r: PostRow): PostRecord => ({
  id: r.id,
  userId: r.user_id,
  dealerGroupId: r.dealer_group_id,
  postType: r.post_type,
  postVisibility: r.post_visibility,
  content: r.content,
  media: r.media,
  created: iso(r.created),
  commentCount: Number(r.comment_count),
  vin: r.vin,
  year: r.year,
  make: r.make,
  model: r.model,
  mileage: r.mileage === null ? null : Number(r.mileage),
  dealershipId: r.dealership_id,
  inventoryId: r.inventory_id,
});

export async function livePost(db: SqlClient, id: string): Promise<PostRecord | null> {
  const { rows } = await db.query<PostRow>('SELECT * FROM rm_posts WHERE id = $1 AND NOT deleted', [id]);
  return rows[0] ? toPost(rows[0]) : null;
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
  const { rows } = await db.query<PostRow>(
    `SELECT * FROM rm_posts WHERE ${where.sql()} ORDER BY created DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { totalCount: Number(total.rows[0]?.n ?? 0), posts: rows.map(toPost) };
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

export async function commentsPage(
  db: SqlClient,
  postId: string,
  parentComment: string | null,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ totalCount: number; comments: CommentRecord[] }> {
  const where = parentComment ? 'post_id = $1 AND parent_comment = $2' : 'post_id = $1 AND parent_comment IS NULL AND $2::uuid IS NULL';
  const params = [postId, parentComment];
  const total = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM rm_comments WHERE ${where}`, params);
  const { rows } = await db.query<{
    id: string;
    post_id: string;
    parent_comment: string | null;
    user_id: string;
    content: string;
    created: Date | string;
    comment_count: number;
  }>(
    `SELECT id, post_id, parent_comment, user_id, content, created, comment_count FROM rm_comments
      WHERE ${where} ORDER BY created, id LIMIT $3 OFFSET $4`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return {
    totalCount: Number(total.rows[0]?.n ?? 0),
    comments: rows.map((r) => ({
      id: r.id,
      postId: r.post_id,
      parentComment: r.parent_comment,
      userId: r.user_id,
      content: r.content,
      created: iso(r.created),
      commentCount: Number(r.comment_count),
    })),
  };
}
