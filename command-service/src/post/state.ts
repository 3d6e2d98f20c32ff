import { PostEvent, streamIds, type PostKind, type PostMedia } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';

export interface PostFacts {
  id: string;
  userId: string;
  dealerGroupId: string | null;
  postType: PostKind;
  postVisibility: 'GENERAL' | 'DEALERGROUP';
  media: PostMedia[];
}

export type PostState = { status: 'none' } | ({ status: 'active' | 'deleted' } & PostFacts);

export const initialState: PostState = { status: 'none' };

export function evolve(state: PostState, event: PostEvent): PostState {
  switch (event.type) {
    case 'PostCreated': {
      const { id, userId, dealerGroupId, postType, postVisibility } = event.data;
      return { status: 'active', id, userId, dealerGroupId, postType, postVisibility, media: [] };
    }
    case 'PostMediaAttached':
      return state.status === 'none' ? state : { ...state, media: [...state.media, ...event.data.media] };
    case 'PostDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    default: {
      const unknownEvent: never = event;
      throw new Error(`Unknown post event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

export const postDecider: Decider<PostState, PostEvent> = {
  initialState,
  evolve,
  streamId: streamIds.post,
  parseEvent: (event) => PostEvent.parse(event),
};

/** An unknown post and one the caller may not see are told the same (no id in it). */
export const postNotFound = 'The post was not found.';

/** May `viewer` see the post? Public posts: anyone signed in; group posts: the group (and admins). */
export function maySeePost(
  post: Pick<PostFacts, 'postVisibility' | 'dealerGroupId'>,
  viewer: { role: string; dealerGroupId: string | null } | null,
): boolean {
  if (post.postVisibility === 'GENERAL' || viewer === null || viewer.role === 'Admin') return true;
  return post.dealerGroupId !== null && post.dealerGroupId === viewer.dealerGroupId;
}
