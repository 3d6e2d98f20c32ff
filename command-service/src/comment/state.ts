import { CommentEvent, streamIds } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';

export type CommentState = { status: 'none' } | { status: 'added'; id: string; postId: string; parentComment: string | null };

export const initialState: CommentState = { status: 'none' };

export function evolve(_state: CommentState, event: CommentEvent): CommentState {
  switch (event.type) {
    case 'CommentAdded': {
      const { id, postId, parentComment } = event.data;
      return { status: 'added', id, postId, parentComment };
    }
    default: {
      const unknownEvent: never = event.type;
      throw new Error(`Unknown comment event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

export const commentDecider: Decider<CommentState, CommentEvent> = {
  initialState,
  evolve,
  streamId: streamIds.comment,
  parseEvent: (event) => CommentEvent.parse(event),
};
