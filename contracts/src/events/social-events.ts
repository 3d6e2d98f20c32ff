import { z } from 'zod';
import { PostKind, ScopeKind } from '../enums';

/** Stream `post-{id}`. The listing fields are set for LISTING posts only (the trade-in the post
 * lists as inventoryId, the vehicle's id in the dealership's inventory). */
export const PostCreated = z.object({
  type: z.literal('PostCreated'),
  data: z.object({
    id: z.string().uuid(),
    userId: z.string(),
    /** The author's dealer group; null for an author without one (a system admin). */
    dealerGroupId: z.string().uuid().nullable(),
    postType: PostKind,
    postVisibility: ScopeKind.extract(['GENERAL', 'DEALERGROUP']),
    content: z.string(),
    created: z.string().datetime(),
    vin: z.string().length(17).optional(),
    year: z.number().int().optional(),
    make: z.string().optional(),
    model: z.string().optional(),
    mileage: z.number().min(0).optional(),
    dealershipId: z.string().uuid().optional(),
    inventoryId: z.string().uuid().optional(),
  }),
});

/** One stored file of a post: `path` is the content-addressed storage key (`{uuid}/{sha256}.{ext}`). */
export const PostMedia = z.object({
  path: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  name: z.string(),
});
export type PostMedia = z.infer<typeof PostMedia>;

export const PostMediaAttached = z.object({
  type: z.literal('PostMediaAttached'),
  data: z.object({ postId: z.string().uuid(), media: z.array(PostMedia) }),
});

export const PostDeleted = z.object({
  type: z.literal('PostDeleted'),
  data: z.object({ id: z.string().uuid() }),
});

export const PostEvent = z.discriminatedUnion('type', [PostCreated, PostMediaAttached, PostDeleted]);
export type PostEvent = z.infer<typeof PostEvent>;

/** Stream `comment-{id}`: a comment is its own stream, so commenting never contends with other
 * comments or the post's uploads. parentComment set = a reply. */
export const CommentAdded = z.object({
  type: z.literal('CommentAdded'),
  data: z.object({
    id: z.string().uuid(),
    postId: z.string().uuid(),
    parentComment: z.string().uuid().nullable(),
    userId: z.string(),
    content: z.string(),
    created: z.string().datetime(),
  }),
});

export const CommentEvent = z.discriminatedUnion('type', [CommentAdded]);
export type CommentEvent = z.infer<typeof CommentEvent>;
