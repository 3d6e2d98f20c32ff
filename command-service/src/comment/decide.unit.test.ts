import { describe, it } from '@jest/globals';
import type { CommentEvent, PostEvent } from '@dtn/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import { evolve as evolvePost, initialState as noPost } from '../post/state';
import { deciderSpec } from '../testing/decider-spec';
import { decide, type AddComment } from './decide';
import { evolve, initialState, type CommentState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const postId = '0a000000-0000-4000-8000-000000000001';
const otherPostId = '0a000000-0000-4000-8000-000000000002';
const commentId = '0c000000-0000-4000-8000-000000000001';
const parentId = '0c000000-0000-4000-8000-000000000002';
const groupId = '2c000000-0000-4000-8000-000000000001';
const now = new Date('2025-03-01T12:00:00.000Z');
const member: Actor = { id: '7b000000-0000-4000-8000-000000000001', role: 'SalesAssociate', dealerGroupId: groupId };
const stranger: Actor = {
  id: '7b000000-0000-4000-8000-000000000003',
  role: 'SalesAssociate',
  dealerGroupId: '2c000000-0000-4000-8000-000000000009',
};

const post = (...events: PostEvent[]) => events.reduce(evolvePost, noPost);
const created = (postVisibility: 'GENERAL' | 'DEALERGROUP'): PostEvent => ({
  type: 'PostCreated',
  data: {
    id: postId,
    userId: member.id,
    dealerGroupId: groupId,
    postType: 'GENERAL',
    postVisibility,
    content: 'x',
    created: now.toISOString(),
  },
});
const parentOf = (onPost: string): CommentState => ({ status: 'added', id: parentId, postId: onPost, parentComment: null });

const add = (over: Partial<AddComment['data']> = {}, rest: Partial<AddComment> = {}): AddComment => ({
  type: 'AddComment',
  actor: member,
  data: { id: commentId, postId, parentComment: null, content: '  Nice car  ', ...over },
  post: post(created('GENERAL')),
  parent: null,
  now,
  ...rest,
});
const added = (parentComment: string | null = null): CommentEvent => ({
  type: 'CommentAdded',
  data: { id: commentId, postId, parentComment, userId: member.id, content: 'Nice car', created: now.toISOString() },
});

describe('AddComment', () => {
  it('comments with trimmed text', () => given([]).when(add()).then([added()]));
  it('replies to a comment of the same post', () =>
    given([])
      .when(add({ parentComment: parentId }, { parent: parentOf(postId) }))
      .then([added(parentId)]));
  it('refuses empty text after trimming', () =>
    given([])
      .when(add({ content: '   ' }))
      .thenThrows(ValidationError, ['body.content']));
  it('refuses a parent of another post or unknown', () => {
    given([])
      .when(add({ parentComment: parentId }, { parent: parentOf(otherPostId) }))
      .thenThrows(ValidationError, ['body.parentComment']);
    given([])
      .when(add({ parentComment: parentId }, { parent: { status: 'none' } }))
      .thenThrows(ValidationError, ['body.parentComment']);
  });
  it('404s for an unknown, deleted or hidden post', () => {
    given([])
      .when(add({}, { post: noPost }))
      .thenThrows(NotFoundError);
    given([])
      .when(add({}, { post: post(created('GENERAL'), { type: 'PostDeleted', data: { id: postId } }) }))
      .thenThrows(NotFoundError);
    given([])
      .when(add({}, { actor: stranger, post: post(created('DEALERGROUP')) }))
      .thenThrows(NotFoundError);
  });
  it('refuses the same id twice', () => given([added()]).when(add()).thenThrows(ConflictError));
});
