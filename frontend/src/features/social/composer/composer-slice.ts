import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreatePostBody } from '@dtn/contracts/routes/social-commands';
import type { MakeGroups } from '@dtn/contracts/routes/year-make-model';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

/** What the composer sends: the createPost body (attachmentCount is the saga's, from the files). */
export type PostDraft = Omit<Partial<CreatePostBody>, 'attachmentCount'> & Pick<CreatePostBody, 'postType' | 'postVisibility' | 'content'>;

/**
 * The post composer (spec section 4): post, then upload the files with the new post's id, then
 * the timeline refreshes and the form resets and closes. A post whose upload failed is kept
 * (`createdPostId`), so posting again retries the upload instead of posting twice.
 */
export interface ComposerState {
  status: RequestStatus;
  /** Bumped on each post saved with its files: the modal resets and closes when it changes. */
  postedCount: number;
  createdPostId: string | null;
  /** Every decoded make, passenger-vehicle makes first (issue 37, finding 3). */
  makes: MakeGroups;
  models: string[];
  modelsOf: string | null;
}

const noMakes: MakeGroups = { passengerVehicles: [], otherMakes: [] };
const initialState: ComposerState = { status: idle, postedCount: 0, createdPostId: null, makes: noMakes, models: [], modelsOf: null };

export const composerRequest = requestActions<{ id: string }>('composer/post');

export const composerSlice = createSlice({
  name: 'composer',
  initialState,
  reducers: {
    /** `submissionId`: where the chosen files wait (pending-files.ts). */
    submitted(_state, _action: PayloadAction<{ draft: PostDraft; submissionId: string }>) {},
    postCreated(state, action: PayloadAction<string>) {
      state.createdPostId = action.payload;
    },
    /** The modal was closed or reset: a failed upload's post is left as it is. */
    cleared(state) {
      state.status = idle;
      state.createdPostId = null;
    },
    makesRequested() {},
    makesLoaded(state, action: PayloadAction<MakeGroups>) {
      state.makes = action.payload;
    },
    modelsRequested(state, action: PayloadAction<string>) {
      state.modelsOf = action.payload;
      state.models = [];
    },
    modelsLoaded(state, action: PayloadAction<{ make: string; models: string[] }>) {
      if (action.payload.make === state.modelsOf) state.models = action.payload.models;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(composerRequest.succeeded, (state) => {
      state.postedCount += 1;
      state.createdPostId = null;
    });
    trackRequest(builder, composerRequest, 'status', { submission: true });
  },
});

export const composerActions = composerSlice.actions;
export const selectComposer = (state: { composer: ComposerState }) => state.composer;
