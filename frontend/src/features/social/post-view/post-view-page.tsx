import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../shared/request-error';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { PostCard } from '../post/post-card';
import { postViewActions, selectPostView } from './post-view-slice';

/** /post/{postId}: the post and its comments; inventory.listing.post-error when it cannot load. */
export default function PostViewPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { postId = '' } = useParams();
  const { post, status, deleted, postId: shownId } = useAppSelector(selectPostView);

  useEffect(() => {
    dispatch(postViewActions.opened(postId));
  }, [dispatch, postId]);

  if (deleted) return <Navigate to="/home" replace />;
  const current = shownId === postId ? post : null;
  return (
    <section aria-labelledby="post-view-heading" className="mx-auto" style={{ maxWidth: 720 }}>
      <div className="d-flex align-items-center justify-content-between mb-3">
        <h1 id="post-view-heading" className="h3 mb-0">
          {t('social.post.title')}
        </h1>
        <Link to="/home" className="btn btn-link">
          {t('social.post.back')}
        </Link>
      </div>
      {status.state === 'failed' && (
        <RequestError
          problem={status.problem}
          failedKey="inventory.listing.post-error"
          onRetry={() => dispatch(postViewActions.opened(postId))}
        />
      )}
      {status.state === 'loading' && !current && <Spinner />}
      {current && <PostCard post={current} />}
    </section>
  );
}
