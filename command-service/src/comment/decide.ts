import type { CommentEvent } from '@dtn/contracts';
import type { CreateCommentBody } from '@dtn/contracts/routes/social-commands';
import { ConflictError, NotFoundError } from '@dtn/platform/errors';
import { actorUserId, type Actor } from '../shared/actor';
import { maySeePost, postNotFound, type PostState } from '../post/state';
import { FieldErrors } from '../shared/validation';
import type { CommentState } from './state';

export interface AddComment {
  type: 'AddComment';
  actor: Actor;
  data: CreateCommentBody & { id: string };
  /** The commented post and, for a reply, the parent comment (loaded by the handler). */
  post: PostState;
  parent: CommentState | null;
  now: Date;
}

/** A comment on a post its author may see; a reply to a comment of the same post. */
export function decide(command: AddComment, state: CommentState): CommentEvent[] {
  const { actor, data, post, parent, now } = command;
  if (state.status !== 'none') throw new ConflictError(`Comment ${data.id} already exists.`);
  if (post.status !== 'active' || !maySeePost(post, actor)) throw new NotFoundError(postNotFound);
  const errors = new FieldErrors();
  const content = data.content.trim();
  if (content === '') errors.add('body.content', 'A comment needs some text.');
  if (data.parentComment !== null && (parent?.status !== 'added' || parent.postId !== data.postId)) {
    errors.add('body.parentComment', 'parentComment must be a comment of the same post.');
  }
  errors.throwIfAny('The comment is invalid.');
  return [
    {
      type: 'CommentAdded',
      data: {
        id: data.id,
        postId: data.postId,
        parentComment: data.parentComment,
        userId: actorUserId(actor),
        content,
        created: now.toISOString(),
      },
    },
  ];
}
