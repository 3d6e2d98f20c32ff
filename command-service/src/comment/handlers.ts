import type { CreateCommentBody } from '@dtn/contracts/routes/social-commands';
import { loadState } from '@dtn/platform/commands/handle-command';
import { newId } from '@dtn/platform/commands/ids';
import type { EventStore } from '@dtn/platform/event-store/port';
import { postDecider } from '../post/state';
import type { ActorContext, Done } from '../shared/command-context';
import { run } from '../shared/run';
import { decide } from './decide';
import { commentDecider } from './state';

export interface CommentHandlers {
  /** CommentAdded in a new stream `comment-{id}`; id = the new comment's. */
  addComment(input: CreateCommentBody, ctx: ActorContext): Promise<Done>;
}

export function createCommentHandlers(store: EventStore): CommentHandlers {
  return {
    async addComment(input, ctx) {
      const id = newId();
      const post = await loadState(store, postDecider, input.postId);
      const parent = input.parentComment ? await loadState(store, commentDecider, input.parentComment) : null;
      return run(store, commentDecider, id, ctx, (state, { now }) =>
        decide({ type: 'AddComment', actor: ctx.actor, data: { ...input, id }, post, parent, now }, state),
      );
    },
  };
}
