import { lazy } from 'react';
import { all, fork } from 'redux-saga/effects';
import { screenAccess } from '@dtn/contracts/permissions';
import { defineFeature } from '../../shared/feature';
import { commentsSaga } from './comments/comments-saga';
import { commentsSlice } from './comments/comments-slice';
import { composerSaga } from './composer/composer-saga';
import { composerSlice } from './composer/composer-slice';
import { postSaga } from './post/post-saga';
import { postViewSaga } from './post-view/post-view-saga';
import { postViewSlice } from './post-view/post-view-slice';
import { timelineSaga } from './timeline/timeline-saga';
import { timelineSlice } from './timeline/timeline-slice';

function* socialSaga() {
  yield all([fork(timelineSaga), fork(commentsSaga), fork(composerSaga), fork(postSaga), fork(postViewSaga)]);
}

/** The social feed of spec section 2: /home and /dealerfeed (composer and timeline) and /post/{postId}. */
export const socialFeature = defineFeature({
  name: 'social',
  reducers: {
    timeline: timelineSlice.reducer,
    comments: commentsSlice.reducer,
    composer: composerSlice.reducer,
    postView: postViewSlice.reducer,
  },
  saga: socialSaga,
  routes: [
    {
      path: '/home',
      component: lazy(() => import('./timeline/home-page')),
      calls: ['timeline'],
      withoutAccess: { titleKey: 'social.home.title', reasonKey: 'access.feed' },
    },
    {
      path: '/dealerfeed',
      component: lazy(() => import('./timeline/dealer-feed-page')),
      calls: ['timeline'],
      withoutAccess: { titleKey: 'social.dealerfeed.title', reasonKey: 'access.feed' },
    },
    { path: '/post/:postId', component: lazy(() => import('./post-view/post-view-page')), anyOf: screenAccess.post, calls: ['viewPost'] },
  ],
});
