import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Post } from '@dtn/contracts/entities/post';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';
import { postActions } from '../post/post-actions';

/** /post/{postId}: one post with its comments (spec section 2); inventory.listing.post-error on failure. */
export interface PostViewState {
  postId: string | null;
  post: Post | null;
  status: RequestStatus;
  /** The shown post was deleted here: the page goes home. */
  deleted: boolean;
}

const initialState: PostViewState = { postId: null, post: null, status: idle, deleted: false };

export const postViewRequest = requestActions<Post>('postView/load');

export const postViewSlice = createSlice({
  name: 'postView',
  initialState,
  reducers: {
    opened(state, action: PayloadAction<string>) {
      if (state.postId !== action.payload) {
        state.post = null;
        state.status = idle;
      }
      state.postId = action.payload;
      state.deleted = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(postViewRequest.succeeded, (state, action) => {
        if (action.payload.id === state.postId) state.post = action.payload;
      })
      .addCase(postActions.deleted, (state, action) => {
        if (action.payload.id === state.postId) state.deleted = true;
      })
      .addCase(postActions.commentAdded, (state, action) => {
        if (state.post && state.post.id === action.payload.postId) state.post.commentCount += 1;
      });
    trackRequest(builder, postViewRequest, 'status');
  },
});

export const postViewActions = postViewSlice.actions;
export const selectPostView = (state: { postView: PostViewState }) => state.postView;
