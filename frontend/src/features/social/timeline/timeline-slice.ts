import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { timelinePageSize } from '@dtn/contracts/constants';
import type { Post } from '@dtn/contracts/entities/post';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { failed, idle, loading, succeeded, type RequestStatus } from '../../../shared/request-status';
import { postActions } from '../post/post-actions';

/** /home shows public posts and the group's; /dealerfeed the group's own (visibility DEALERGROUP). */
export type Feed = 'home' | 'dealer';

/**
 * The infinite timeline (spec sections 2, 7, 9): pages of 10, newest first. Another page loads
 * only when the last one had 10 posts; a shorter last page ends the list (social.end-posts).
 */
export interface TimelineState {
  feed: Feed;
  /** Bumped on every fresh load, so a page of an older load is dropped. */
  generation: number;
  posts: Post[];
  page: number;
  lastPageFull: boolean;
  status: RequestStatus;
  loadingMore: boolean;
}

const initialState: TimelineState = {
  feed: 'home',
  generation: 0,
  posts: [],
  page: 0,
  lastPageFull: false,
  status: idle,
  loadingMore: false,
};

export const timelineSlice = createSlice({
  name: 'timeline',
  initialState,
  reducers: {
    opened(state, action: PayloadAction<Feed>) {
      if (state.feed !== action.payload) {
        state.posts = [];
        state.page = 0;
        state.status = idle;
      }
      state.feed = action.payload;
    },
    closed() {},
    loadStarted(state) {
      state.generation += 1;
      if (state.posts.length === 0) state.status = loading;
    },
    loadMore() {},
    loadMoreStarted(state) {
      state.loadingMore = true;
    },
    pageLoaded(state, action: PayloadAction<{ generation: number; page: number; posts: Post[] }>) {
      const { generation, page, posts } = action.payload;
      if (generation !== state.generation) return;
      state.posts = page === 1 ? posts : [...state.posts, ...posts.filter((post) => !state.posts.some((shown) => shown.id === post.id))];
      state.page = page;
      state.lastPageFull = posts.length >= timelinePageSize;
      state.status = succeeded;
      state.loadingMore = false;
    },
    loadFailed(state, action: PayloadAction<{ generation: number; problem: ApiProblem }>) {
      if (action.payload.generation !== state.generation) return;
      state.status = failed(action.payload.problem);
      state.loadingMore = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(postActions.deleted, (state, action) => {
        state.posts = state.posts.filter((post) => post.id !== action.payload.id);
      })
      .addCase(postActions.commentAdded, (state, action) => {
        const post = state.posts.find((each) => each.id === action.payload.postId);
        if (post) post.commentCount += 1;
      });
  },
});

export const timelineActions = timelineSlice.actions;

type WithTimeline = { timeline: TimelineState };
export const selectTimeline = (state: WithTimeline) => state.timeline;
/** Section 7: another page loads only if the last had a full page of 10. */
export const selectTimelineHasMore = (state: WithTimeline) => state.timeline.status.state === 'succeeded' && state.timeline.lastPageFull;
/** Section 2: a last page that is not full ends the timeline with social.end-posts. */
export const selectTimelineEnded = (state: WithTimeline) => state.timeline.status.state === 'succeeded' && !state.timeline.lastPageFull;
