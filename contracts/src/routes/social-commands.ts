import { z } from 'zod';
import { maxAttachments, maxFreeTextLength, maxNameLength, vinLength } from '../constants';
import { PostKind } from '../enums';
import { PostVisibility } from '../entities/post';
import { EventPositionText } from './inventory-commands';
import { RowId } from './inventory-queries';
import { defineRoute } from './route-spec';

/**
 * Write routes of the social feed (spec sections 3 and 5): posts (general or a trade-in listing),
 * their media uploads, deletion and comments. Served by the command service. The schemas only
 * shape the input; the post and comment deciders enforce every rule (listing fields, VIN decode,
 * sellAuthority, the author's dealership) and name `body.<field>` when one breaks.
 */

/** Most characters a post or a comment may hold. */
export const maxPostLength = maxFreeTextLength;

/**
 * A post needs something to show (spec section 5: the post button is disabled while the text is
 * empty and there are no attachments). Attachments are uploaded after the post exists, so the
 * composer says how many it is about to upload: a general post needs text or attachmentCount of
 * 1 or more; a listing shows its vehicle, so its text may be empty. The post decider holds the rule.
 */
export const CreatePostBody = z.object({
  postType: PostKind.default('GENERAL'),
  postVisibility: PostVisibility.default('GENERAL'),
  /** The author's group (the composer sends it); when given it must be the author's. */
  dealerGroupId: RowId.nullable().optional(),
  content: z.string().max(maxPostLength).default(''),
  /** Files the composer uploads right after creating the post (POST /api/post/image/:id). */
  attachmentCount: z.number().int().min(0).max(maxAttachments).default(0),
  vin: z.string().trim().max(vinLength).nullable().optional(),
  year: z.number().int().nullable().optional(),
  make: z.string().trim().max(maxNameLength).nullable().optional(),
  model: z.string().trim().max(maxNameLength).nullable().optional(),
  /** Whole miles on the odometer. */
  mileage: z.number().int().min(0).max(9_999_999).nullable().optional(),
  dealershipId: RowId.nullable().optional(),
});
export type CreatePostBody = z.infer<typeof CreatePostBody>;

export const CreateCommentBody = z.object({
  content: z.string().max(maxPostLength),
  postId: RowId,
  parentComment: RowId.nullable().default(null),
});
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;

/** `id` of the post or comment; position of the last appended event (null: nothing changed). */
export const SocialCommandResult = z.object({ id: RowId, position: EventPositionText });

/** What an upload stored: every media path of the post now, the newly attached files and the
 * names skipped as duplicates. */
export const UploadMediaResult = SocialCommandResult.extend({
  media: z.array(z.string()),
  attached: z.array(z.string()),
  skipped: z.array(z.string()),
});

const IdParams = z.object({ id: RowId });

export const createPost = defineRoute({
  method: 'POST',
  url: '/api/post',
  auth: 'user',
  permissions: ['CreatePost'],
  side: 'command',
  summary: 'Create a post: general, or a trade-in listing (needs sellAuthority; lists the vehicle as a trade-in)',
  body: CreatePostBody,
  response: { 200: SocialCommandResult },
});

/** multipart/form-data: one or more file parts. No body schema: the multipart parser reads it. */
export const uploadPostMedia = defineRoute({
  method: 'POST',
  url: '/api/post/image/:id',
  auth: 'user',
  permissions: ['UploadImage'],
  side: 'command',
  summary: 'Upload pictures or videos to one of your posts (multipart; at most 5 files per post)',
  params: IdParams,
  response: { 200: UploadMediaResult },
});

/** ViewPost only: the author deletes without DeletePost; the handler checks author-or-DeletePost. */
export const deletePost = defineRoute({
  method: 'DELETE',
  url: '/api/post/:id',
  auth: 'user',
  permissions: ['ViewPost'],
  side: 'command',
  summary: 'Delete a post (its author, or a holder of DeletePost within the post’s dealer group)',
  params: IdParams,
  response: { 200: SocialCommandResult },
});

export const createComment = defineRoute({
  method: 'POST',
  url: '/api/comment',
  auth: 'user',
  permissions: ['CreatePost'],
  side: 'command',
  summary: 'Comment on a post, or reply to a comment (parentComment)',
  body: CreateCommentBody,
  response: { 200: SocialCommandResult },
});
