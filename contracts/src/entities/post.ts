import { z } from 'zod';
import { PostKind, ScopeKind } from '../enums';
import { Id, IsoDateTime, PersonSummary } from './common';

/** Post visibility: public (GENERAL) or dealer group only. TAG scopes are not offered for posts. */
export const PostVisibility = ScopeKind.extract(['GENERAL', 'DEALERGROUP']);
export type PostVisibility = z.infer<typeof PostVisibility>;

/**
 * A post of the social feed (spec section 3). The listing fields (vin ... dealershipId) are set
 * for LISTING posts and null for GENERAL ones; one flat shape keeps the timeline a single list.
 */
export const Post = z.object({
  id: Id,
  postType: PostKind,
  postVisibility: PostVisibility,
  content: z.string(),
  dealerGroupId: Id.nullable(),
  media: z.array(z.string()),
  user: PersonSummary,
  created: IsoDateTime,
  commentCount: z.number().int().min(0),
  sold: z.boolean(),
  vin: z.string().nullable(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  mileage: z.number().nullable(),
  dealershipId: Id.nullable(),
});
export type Post = z.infer<typeof Post>;

/** A comment on a post, or a reply when parentComment is set (spec section 3). */
export const Comment = z.object({
  id: Id,
  postId: Id,
  parentComment: Id.nullable(),
  content: z.string(),
  user: PersonSummary,
  created: IsoDateTime,
  /** Number of replies to this comment. */
  commentCount: z.number().int().min(0),
});
export type Comment = z.infer<typeof Comment>;
