import type { Comment, Paged, Post } from '@dtn/contracts';
import type { CommentPageQuery, TimelineQuery } from '@dtn/contracts/routes/social-queries';
import { pageCountOf } from '@dtn/contracts';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import type { SqlClient } from '@dtn/platform/db/database';
import { NotFoundError } from '@dtn/platform/errors';
import { soldVehicleIds } from '@dtn/projections/read-models/inventory/queries';
import { commentsPage, livePost, timelinePage, type PostRecord } from '@dtn/projections/read-models/social/queries';
import { people, type Person } from '@dtn/projections/read-models/users/queries';

/** The social feed's reads (spec sections 2 and 7): posts and comments with their authors (the
 * users read model) and, for a listing, whether its vehicle sold (the inventory read model). */

type Viewer = Pick<AuthUser, 'role' | 'dealerGroupId'>;

const author = (userId: string, person: Person | undefined) => ({
  id: userId,
  firstName: person?.firstName ?? '',
  lastName: person?.lastName ?? '',
  title: person?.title ?? '',
  imageUrl: person?.imageUrl ?? '',
});

async function toPosts(db: SqlClient, posts: PostRecord[]): Promise<Post[]> {
  const [authors, sold] = await Promise.all([
    people(
      db,
      posts.map((p) => p.userId),
    ),
    soldVehicleIds(
      db,
      posts.flatMap((p) => (p.inventoryId ? [p.inventoryId] : [])),
    ),
  ]);
  return posts.map((p) => ({
    id: p.id,
    postType: p.postType,
    postVisibility: p.postVisibility,
    content: p.content,
    dealerGroupId: p.dealerGroupId,
    // The bare storage key: its 36-character first segment marks it for the social-media host.
    media: p.media.map((m) => m.path),
    user: author(p.userId, authors.get(p.userId)),
    created: p.created,
    commentCount: p.commentCount,
    sold: p.inventoryId !== null && sold.has(p.inventoryId),
    vin: p.vin,
    year: p.year,
    make: p.make,
    model: p.model,
    mileage: p.mileage,
    dealershipId: p.dealershipId,
  }));
}

/** A group post is its group's; admins moderate every group. Deleted posts are gone for all.
 * Another group's post is told as an unknown one (no id in the words). */
async function visiblePost(db: SqlClient, viewer: Viewer, id: string): Promise<PostRecord> {
  const post = await livePost(db, id);
  const visible = post && (post.postVisibility === 'GENERAL' || viewer.role === 'Admin' || post.dealerGroupId === viewer.dealerGroupId);
  if (!post || !visible) throw new NotFoundError('The post was not found.');
  return post;
}

export async function postById(db: SqlClient, viewer: Viewer, id: string): Promise<Post> {
  const [post] = await toPosts(db, [await visiblePost(db, viewer, id)]);
  return post!;
}

/** Public posts plus the viewer's own group's, newest first; `visibility` narrows to one kind. */
export async function timeline(db: SqlClient, viewer: Viewer, query: TimelineQuery): Promise<Paged<Post>> {
  const { page, pageSize, visibility } = query;
  const { totalCount, posts } = await timelinePage(db, { visibility, dealerGroupId: viewer.dealerGroupId }, { page, pageSize });
  return { page, pageCount: pageCountOf(totalCount, pageSize), totalCount, results: await toPosts(db, posts) };
}

/** A post's top-level comments, or the replies to `parentComment`, oldest first. */
export async function pagedComments(db: SqlClient, viewer: Viewer, postId: string, query: CommentPageQuery): Promise<Paged<Comment>> {
  await visiblePost(db, viewer, postId);
  const { page, pageSize, parentComment } = query;
  const { totalCount, comments } = await commentsPage(db, postId, parentComment ?? null, { page, pageSize });
  const authors = await people(
    db,
    comments.map((c) => c.userId),
  );
  return {
    page,
    pageCount: pageCountOf(totalCount, pageSize),
    totalCount,
    results: comments.map((c) => ({
      id: c.id,
      postId: c.postId,
      parentComment: c.parentComment,
      content: c.content,
      user: author(c.userId, authors.get(c.userId)),
      created: c.created,
      commentCount: c.commentCount,
    })),
  };
}
