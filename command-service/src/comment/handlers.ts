import type { CreateCommentBody } from '@dtn/contracts/routes/social-commands';
import { handleCommand, loadState } from '@dtn/platform/commands/handle-command';
import { newId } from '@dtn/platform/commands/ids';
import type { EventStore } from '@dtn/platform/event-store/port';
import { postDecider } from '../post/state';
import { commandMetadata, type ActorContext, type Done } from '../shared/command-context';
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
      const metadata = commandMetadata(ctx);
      const post = await loadState(store, postDecider, input.postId);
      const parent = input.parentComment ? await loadState(store, commentDecider, input.parentComment) : null;
      const { position } = await handleCommand(
        store,
        commentDecider,
        id,
        (state) => decide({ type: 'AddComment', actor: ctx.actor, data: { ...input, id }, post, parent, now: metadata.now }, state),
        metadata,
      );
      return { id, position };
    },
  };
}
