import { createAction } from '@reduxjs/toolkit';

/**
 * What happens to a post wherever it shows (the timeline, the post view): asked to delete, deleted,
 * a comment or reply added. The slices showing posts follow these; the post saga performs them.
 */
export const postActions = {
  deleteRequested: createAction<{ id: string }>('posts/deleteRequested'),
  deleted: createAction<{ id: string }>('posts/deleted'),
  deleteFailed: createAction<{ id: string; status: number }>('posts/deleteFailed'),
  commentAdded: createAction<{ postId: string; parentComment: string | null }>('posts/commentAdded'),
};
