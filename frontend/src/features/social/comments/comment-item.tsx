import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@dtn/contracts/entities/post';
import { useCanCall } from '../../../shared/store-hooks';
import { formatPostDate, fullName, PersonAvatar } from '../common/person-avatar';
import { CommentBox } from './comment-box';
import { CommentThread } from './comment-thread';

/** One comment: who, what, when; its replies behind 'View N replies'; a reply box on 'Reply'. */
export function CommentItem({ comment, nested = false }: { comment: Comment; nested?: boolean }) {
  const { t } = useTranslation();
  const canComment = useCanCall('createComment');
  const [repliesOpen, setRepliesOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const reply = { postId: comment.postId, parentComment: comment.id, replyCount: comment.commentCount };

  return (
    <li className="d-flex gap-2 mb-2" data-testid={nested ? 'reply' : 'comment'}>
      <PersonAvatar person={comment.user} size={nested ? 26 : 32} />
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <div className="bg-body-tertiary rounded-3 px-3 py-2">
          <div className="small fw-semibold">{fullName(comment.user)}</div>
          <div style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{comment.content}</div>
        </div>
        <div className="d-flex flex-wrap gap-3 small text-body-secondary ps-2">
          <time dateTime={comment.created}>{formatPostDate(comment.created)}</time>
          {!nested && canComment && (
            <button
              type="button"
              className="btn btn-link btn-sm p-0 text-body-secondary"
              onClick={() => {
                setReplying(true);
                setRepliesOpen(true);
              }}
            >
              {t('social.reply')}
            </button>
          )}
          {!nested && comment.commentCount > 0 && !repliesOpen && (
            <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setRepliesOpen(true)}>
              {t('social.replies.show', { count: comment.commentCount })}
            </button>
          )}
        </div>
        {!nested && repliesOpen && (comment.commentCount > 0 || replying) && <CommentThread thread={reply} nested />}
        {!nested && replying && <CommentBox thread={reply} autoFocus />}
      </div>
    </li>
  );
}
