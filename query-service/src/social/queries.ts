import type { Comment, Paged, Post, PostMedia } from '@dtn/contracts';
import type { CommentPageQuery, TimelineQuery } from '@dtn/contracts/routes/social-queries';
import { pageCountOf } from '@dtn/contracts';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import type { SqlClient } from '@dtn/platform/db/database';
import { NotFoundError } from '@dtn/platform/errors';

/** The social feed's reads (spec sections 2 and 7) over rm_posts and rm_comments. */

type Viewer = Pick<AuthUser, 'role' | 'dealerGroupId'>;

interface PostRow {
  id: string; user_id: string; dealer_group_id: string | null; post_type: Post['postType']; post_visibility: Post['postVisibility'];
  content: string; media: PostMedia[]; created: Date | string; comment_count: number; sold: boolean;
  vin: string | null; year: number | null; make: string | null; model: string | null; mileage: number | null; dealership_id: string | null;
  first_name: string | null; last_name: string | null; title: string | null; image_url: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const person = (row: { user_id: string; first_name: string | null; last_name: string | null; title: string | null; image_url: string | null }) => ({
  id: row.user_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '', title: row.title ?? '', imageUrl: row.image_url ?? '',
});

const postSelect = `
  SELECT p.*, COALESCE(i.sold, false) AS sold, u.first_name, u.last_name, u.title, u.image_url
  FROM rm_posts p
  LEFT JOIN rm_users u ON u.id::text = p.user_id
  LEFT JOIN rm_inventory i ON i.id = p.inventory_id`;

function toPost(row: PostRow): Post {
  return {
    id: row.id, postType: row.post_type, postVisibility: row.post_visibility, content: row.content, dealerGroupId: row.dealer_group_id,
    // The bare storage key: its 36-character first segment marks it for the social-media host.
    media: row.media.map((m) => m.path), user: person(row), created: iso(row.created), commentCount: Number(row.comment_count),
    sold: row.sold, vin: row.vin, year: row.year, make: row.make, model: row.model,
    mileage: row.mileage === null ? null : Number(row.mileage), dealershipId: row.dealership_id,
  };
}

/** A group post is its group's; admins moderate every group. Deleted posts are gone for all. */
async function visiblePost(db: SqlClient, viewer: Viewer, id: string): Promise<PostRow> {
  const { rows } = await db.query<PostRow>(`${postSelect} WHERE p.id = $1 AND NOT p.deleted`, [id]);
  const row = rows[0];
  const visible = row && (row.post_visibility === 'GENERAL' || viewer.role === 'Admin' || row.dealer_group_id === viewer.dealerGroupId);
  if (!row || !visible) throw new NotFoundError(`Post ${id} was not found.`);
  return row;
}

export async function postById(db: SqlClient, viewer: Viewer, id: string): Promise<Post> {
  return toPost(await visiblePost(db, viewer, id));
}

/** Public posts plus the viewer's own group's, newest first; `visibility` narrows to one kind. */
export async function timeline(db: SqlClient, viewer: Viewer, query: TimelineQuery): Promise<Paged<Post>> {
  const { page, pageSize, visibility } = query;
  const general = `p.post_visibility = 'GENERAL'`;
  const group = `(p.post_visibility = 'DEALERGROUP' AND p.dealer_group_id = $1::uuid)`;
  const scope = visibility === 'GENERAL' ? general : visibility === 'DEALERGROUP' ? group : `(${general} OR ${group})`;
  const where = `WHERE NOT p.deleted AND ${scope}`;
  const params = [viewer.dealerGroupId];
  const total = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM rm_posts p ${where}`, params);
  const { rows } = await db.query<PostRow>(
    `${postSelect} ${where} ORDER BY p.created DESC, p.id DESC LIMIT $2 OFFSET $3`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  const totalCount = Number(total.rows[0]?.n ?? 0);
  return { page, pageCount: pageCountOf(totalCount, pageSize), totalCount, results: rows.map(toPost) };
}

interface CommentRow {
  id: string; post_id: string; parent_comment: string | null; user_id: string; content: string; created: Date | string; comment_count: number;
  first_name: string | null; last_name: string | null; title: string | null; image_url: string | null;
}

/** A post's top-level comments, or the replies to `parentComment`, oldest first. */
export async function pagedComments(db: SqlClient, viewer: Viewer, postId: string, query: CommentPageQuery): Promise<Paged<Comment>> {
  await visiblePost(db, viewer, postId);
  const { page, pageSize, parentComment } = query;
  const where = parentComment ? 'c.post_id = $1 AND c.parent_comment = $2' : 'c.post_id = $1 AND c.parent_comment IS NULL AND $2::uuid IS NULL';
  const params = [postId, parentComment ?? null];
  const total = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM rm_comments c WHERE ${where}`, params);
  const { rows } = await db.query<CommentRow>(
    `SELECT c.*, u.first_name, u.last_name, u.title, u.image_url FROM rm_comments c LEFT JOIN rm_users u ON u.id::text = c.user_id
     WHERE ${where} ORDER BY c.created, c.id LIMIT $3 OFFSET $4`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  const totalCount = Number(total.rows[0]?.n ?? 0);
  return {
    page, pageCount: pageCountOf(totalCount, pageSize), totalCount,
    results: rows.map((row) => ({
      id: row.id, postId: row.post_id, parentComment: row.parent_comment, content: row.content, user: person(row),
      created: iso(row.created), commentCount: Number(row.comment_count),
    })),
  };
}
