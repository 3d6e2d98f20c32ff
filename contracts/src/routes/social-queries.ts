import { z } from 'zod';
import { Comment, Post, PostVisibility } from '../entities/post';
import { commentsPageSize, timelinePageSize } from '../constants';
import { Paged, pageQuery } from '../paging';
import { RowId } from './inventory-queries';
import { defineRoute } from './route-spec';

/**
 * Read routes of the social feed (spec sections 2 and 7), served by the query service, and the
 * public route that serves the posts' pictures and videos.
 */

/** Timeline: public posts plus the caller's own dealer group's; `visibility` narrows to one. */
export const TimelineQuery = pageQuery(timelinePageSize).extend({ visibility: PostVisibility.optional() });
export type TimelineQuery = z.infer<typeof TimelineQuery>;

/** A post's comments (5 a page); with parentComment, the replies to that comment instead. */
export const CommentPageQuery = pageQuery(commentsPageSize).extend({ parentComment: RowId.optional() });
export type CommentPageQuery = z.infer<typeof CommentPageQuery>;

const IdParams = z.object({ id: RowId });

export const viewPost = defineRoute({
  method: 'GET',
  url: '/api/post/:id',
  auth: 'user',
  permissions: ['ViewPost'],
  side: 'query',
  summary: 'One post (a dealer-group post only to its group)',
  params: IdParams,
  response: { 200: Post },
});

export const timeline = defineRoute({
  method: 'GET',
  url: '/api/timeline',
  auth: 'user',
  permissions: ['ViewPost'],
  side: 'query',
  summary: 'The home timeline, newest first',
  querystring: TimelineQuery,
  response: { 200: Paged(Post) },
});

export const pagedComments = defineRoute({
  method: 'GET',
  url: '/api/comment/paged/:id',
  auth: 'user',
  permissions: ['ViewPost'],
  side: 'query',
  summary: 'Comments of a post (id), oldest first; replies of a comment with parentComment',
  params: IdParams,
  querystring: CommentPageQuery,
  response: { 200: Paged(Comment) },
});

/** The content-addressed media key: a 36-character folder (the social-media image host rule of
 * spec section 3) and `{sha256}.{ext}`. */
export const mediaFolderPattern = /^[0-9a-f-]{36}$/;
export const mediaFilePattern = /^[0-9a-f]{64}\.[a-z0-9]{2,5}$/;

export const PostMediaParams = z.object({
  folder: z.string().max(36).regex(mediaFolderPattern, 'must be a 36-character media folder'),
  file: z.string().max(70).regex(mediaFilePattern, 'must be {sha256}.{ext}'),
});

/** Public: an <img> or <video> tag sends no bearer header. Content-addressed, so cached forever. */
export const postMedia = defineRoute({
  method: 'GET',
  url: '/media/posts/:folder/:file',
  auth: 'public',
  permissions: [],
  side: 'query',
  summary: 'A picture or video of a post, with its content type',
  params: PostMediaParams,
});
