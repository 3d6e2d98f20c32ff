import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/empty-state';
import { RequestError } from '../../../shared/request-error';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { useInfiniteScroll } from '../../../shared/use-infinite-scroll';
import { ComposerLauncher } from '../composer/composer-launcher';
import { PostCard } from '../post/post-card';
import { selectTimeline, selectTimelineEnded, selectTimelineHasMore, timelineActions as actions, type Feed } from './timeline-slice';

/** The composer, then the infinite timeline (spec section 2): end-posts once a page comes back short. */
export function TimelineView({ feed, title }: { feed: Feed; title: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const timeline = useAppSelector(selectTimeline);
  const hasMore = useAppSelector(selectTimelineHasMore);
  const ended = useAppSelector(selectTimelineEnded);
  const posts = timeline.feed === feed ? timeline.posts : [];
  const sentinel = useInfiniteScroll(() => dispatch(actions.loadMore()), { enabled: hasMore && !timeline.loadingMore });

  useEffect(() => {
    dispatch(actions.opened(feed));
    return () => {
      dispatch(actions.closed());
    };
  }, [dispatch, feed]);

  return (
    <section aria-labelledby="timeline-heading" className="mx-auto" style={{ maxWidth: 720 }}>
      <h1 id="timeline-heading" className="h3 mb-3">
        {title}
      </h1>
      <ComposerLauncher />
      {timeline.status.state === 'failed' && (
        <RequestError problem={timeline.status.problem} onRetry={() => dispatch(actions.opened(feed))} />
      )}
      {timeline.status.state === 'loading' && posts.length === 0 && <Spinner />}
      <div aria-busy={timeline.status.state === 'loading'} data-testid="timeline">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>
      <div ref={sentinel} aria-hidden="true" />
      {timeline.loadingMore && <Spinner />}
      {hasMore && !timeline.loadingMore && (
        <div className="text-center mb-3">
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => dispatch(actions.loadMore())}>
            {t('social.more-posts')}
          </button>
        </div>
      )}
      {ended && <EmptyState messageKey="social.end-posts" />}
    </section>
  );
}
