import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../shared/request-error';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { commentsActions, selectThread, threadHasMore, threadKey, type ThreadRef } from './comments-slice';
import { CommentItem } from './comment-item';

/** A post's comments (pages of 5, 'More comments' while page < pageCount) or a comment's replies. */
export function CommentThread({ thread, nested = false }: { thread: ThreadRef; nested?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectThread(threadKey(thread)));
  const { postId, parentComment, replyCount } = thread;

  useEffect(() => {
    dispatch(commentsActions.threadOpened({ postId, parentComment, replyCount }));
  }, [dispatch, postId, parentComment, replyCount]);

  if (state.status.state === 'failed' && state.items.length === 0) {
    return <RequestError problem={state.status.problem} onRetry={() => dispatch(commentsActions.threadOpened(thread))} />;
  }
  if (state.status.state === 'loading' && state.items.length === 0) return <Spinner />;
  return (
    <>
      <ul
        className={`list-unstyled mb-0 ${nested ? 'mt-2' : ''}`}
        aria-label={t(nested ? 'social.replies.label' : 'social.comments.label')}
      >
        {state.items.map((comment) => (
          <CommentItem key={comment.id} comment={comment} nested={nested} />
        ))}
      </ul>
      {threadHasMore(state) && (
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          disabled={state.loadingMore}
          onClick={() => dispatch(commentsActions.moreRequested(thread))}
        >
          {t(nested ? 'social.replies.more' : 'social.comments.more')}
        </button>
      )}
    </>
  );
}
