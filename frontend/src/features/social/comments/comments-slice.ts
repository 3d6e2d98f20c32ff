import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Comment } from '@dtn/contracts/entities/post';
import type { Paged } from '@dtn/contracts/paging';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { failed, idle, loading, succeeded, type RequestStatus } from '../../../shared/request-status';

/**
 * Comments of posts and replies of comments (spec sections 2 and 9). A thread is a post's
 * top-level comments (key `post:<id>`, pages of 5) or a comment's replies (key `reply:<id>`,
 * one page of the larger of the reply count or 10). A thread loads its next page while
 * page < pageCount.
 */
export interface Thread {
  items: Comment[];
  page: number;
  pageCount: number;
  totalCount: number;
  status: RequestStatus;
  loadingMore: boolean;
}

export interface ThreadRef {
  postId: string;
  /** The comment whose replies these are; null for the post's own comments. */
  parentComment: string | null;
  /** Replies: how many the comment has (its page size is the larger of this or 10). */
  replyCount?: number;
}

export const threadKey = ({ postId, parentComment }: Pick<ThreadRef, 'postId' | 'parentComment'>) =>
  parentComment ? `reply:${parentComment}` : `post:${postId}`;

interface CommentsState {
  threads: Record<string, Thread>;
  /** The comment box of each thread: sending, then succeeded or failed. */
  sending: Record<string, RequestStatus>;
  /** Bumped on each comment sent from a thread's box: the box clears when it changes. */
  sent: Record<string, number>;
}

const initialState: CommentsState = { threads: {}, sending: {}, sent: {} };
const emptyThread: Thread = { items: [], page: 0, pageCount: 0, totalCount: 0, status: idle, loadingMore: false };

export const commentsSlice = createSlice({
  name: 'comments',
  initialState,
  reducers: {
    threadOpened(_state, _action: PayloadAction<ThreadRef>) {},
    moreRequested(_state, _action: PayloadAction<ThreadRef>) {},
    loadStarted(state, action: PayloadAction<{ key: string; more: boolean }>) {
      const thread = (state.threads[action.payload.key] ??= { ...emptyThread });
      if (action.payload.more) thread.loadingMore = true;
      else if (thread.status.state !== 'succeeded') thread.status = loading;
    },
    /** `page`: how many pages of the thread's page size the list now holds. */
    pageLoaded(state, action: PayloadAction<{ key: string; paged: Paged<Comment>; page: number; append: boolean }>) {
      const { key, paged, page, append } = action.payload;
      const thread = (state.threads[key] ??= { ...emptyThread });
      thread.items = append
        ? [...thread.items, ...paged.results.filter((c) => !thread.items.some((shown) => shown.id === c.id))]
        : paged.results;
      thread.page = page;
      thread.pageCount = paged.pageCount;
      thread.totalCount = paged.totalCount;
      thread.status = succeeded;
      thread.loadingMore = false;
    },
    loadFailed(state, action: PayloadAction<{ key: string; problem: ApiProblem }>) {
      const thread = (state.threads[action.payload.key] ??= { ...emptyThread });
      thread.status = failed(action.payload.problem);
      thread.loadingMore = false;
    },
    submitted(state, action: PayloadAction<ThreadRef & { content: string }>) {
      state.sending[threadKey(action.payload)] = loading;
    },
    sendSucceeded(state, action: PayloadAction<{ key: string; parentComment: string | null }>) {
      const { key, parentComment } = action.payload;
      state.sending[key] = succeeded;
      state.sent[key] = (state.sent[key] ?? 0) + 1;
      // The parent's reply count, wherever the parent shows.
      if (parentComment) {
        for (const thread of Object.values(state.threads)) {
          const parent = thread.items.find((c) => c.id === parentComment);
          if (parent) parent.commentCount += 1;
        }
      }
    },
    sendFailed(state, action: PayloadAction<{ key: string; problem: ApiProblem }>) {
      state.sending[action.payload.key] = failed(action.payload.problem);
    },
  },
});

export const commentsActions = commentsSlice.actions;

type WithComments = { comments: CommentsState };
export const selectThread = (key: string) => (state: WithComments) => state.comments.threads[key] ?? emptyThread;
export const selectSending = (key: string) => (state: WithComments) => state.comments.sending[key] ?? idle;
export const selectSent = (key: string) => (state: WithComments) => state.comments.sent[key] ?? 0;
/** The next page loads while page < pageCount. */
export const threadHasMore = (thread: Thread) => thread.status.state === 'succeeded' && thread.page < thread.pageCount;
