import { useTranslation } from 'react-i18next';
import { useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { selectThread, threadKey } from './comments-slice';
import { CommentBox } from './comment-box';
import { CommentThread } from './comment-thread';

/** Under a post: its comments with replies, social.no-comments when it has none, and the comment box. */
export function CommentsSection({ postId, commentCount }: { postId: string; commentCount: number }) {
  const { t } = useTranslation();
  const canComment = useCanCall('createComment');
  const thread = { postId, parentComment: null };
  const loaded = useAppSelector(selectThread(threadKey(thread)));
  const hasComments = commentCount > 0 || loaded.items.length > 0;
  return (
    <section className="border-top pt-2 mt-2" aria-label={t('social.comments.label')}>
      {hasComments ? <CommentThread thread={thread} /> : <p className="small text-body-secondary mb-1">{t('social.no-comments')}</p>}
      {canComment && <CommentBox thread={thread} />}
    </section>
  );
}
