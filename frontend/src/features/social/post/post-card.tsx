import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import type { Post } from '@dtn/contracts/entities/post';
import { bidButtonVisible } from '@dtn/contracts/permissions';
import { selectUser } from '../../../shared/session/session-slice';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { vehicleTitle } from '../../../shared/vehicle-title';
import { formatPostDate, fullName, PersonAvatar } from '../common/person-avatar';
import { CommentsSection } from '../comments/comments-section';
import { ClampedText } from './clamped-text';
import { MediaGrid } from './media-grid';
import { postActions } from './post-actions';
import { useMayDelete } from './may-delete';

/** A post of the timeline or the post view: author, listing, text, media, bid, delete, comments. */
export function PostCard({ post, headingLevel = 2 }: { post: Post; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const author = fullName(post.user);
  const listing = post.postType === 'LISTING';
  const Heading = `h${headingLevel}` as const;
  const title = listing ? vehicleTitle(post) : t('social.post.by', { author });

  return (
    <Card as="article" className="mb-3 shadow-sm" data-testid="post-card" data-post-id={post.id} aria-labelledby={`post-${post.id}-title`}>
      <Card.Body>
        <header className="d-flex align-items-start gap-2 mb-2">
          <PersonAvatar person={post.user} />
          <div className="flex-grow-1" style={{ minWidth: 0 }}>
            <div className="fw-semibold">{author}</div>
            <div className="small text-body-secondary">
              {post.user.title && <span>{post.user.title} · </span>}
              <Link to={`/post/${post.id}`} className="text-body-secondary">
                <time dateTime={post.created}>{formatPostDate(post.created)}</time>
              </Link>
              {post.postVisibility === 'DEALERGROUP' && (
                <Badge bg="secondary" className="ms-2">
                  {t('social.visibility.DEALERGROUP')}
                </Badge>
              )}
            </div>
          </div>
          <DeleteControl post={post} />
        </header>
        <Heading id={`post-${post.id}-title`} className={listing ? 'h5 mb-1' : 'visually-hidden'}>
          {title}
        </Heading>
        {listing && <ListingSummary post={post} showBid={user ? bidButtonVisible(user) : false} />}
        <ClampedText text={post.content} id={`post-${post.id}-text`} />
        <MediaGrid media={post.media} author={author} />
        <div className="small text-body-secondary">{t('social.comments.count', { count: post.commentCount })}</div>
        <CommentsSection postId={post.id} commentCount={post.commentCount} />
      </Card.Body>
    </Card>
  );
}

const miles = new Intl.NumberFormat('en-US');

/** A trade-in listing: badge, mileage with separators, VIN, and the bid button for buyers (section 2). */
function ListingSummary({ post, showBid }: { post: Post; showBid: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <Badge bg="info" text="dark">
        {t('social.listing.badge')}
      </Badge>
      {post.sold && <Badge bg="danger">{t('social.listing.sold')}</Badge>}
      {post.mileage !== null && <span className="small">{t('social.listing.mileage', { mileage: miles.format(post.mileage) })}</span>}
      {post.vin && <span className="small text-body-secondary font-monospace">{t('social.listing.vin', { vin: post.vin })}</span>}
      {showBid && post.vin && (
        <Button
          size="sm"
          className="ms-auto"
          aria-disabled={post.sold}
          variant={post.sold ? 'outline-secondary' : 'primary'}
          onClick={() => {
            // Section 2: the bid button opens the vehicle detail, and does nothing once the vehicle is sold.
            if (!post.sold) void navigate(`/inventorydetail/${post.vin}`);
          }}
        >
          {t('social.listing.bid')}
        </Button>
      )}
    </div>
  );
}

/** Delete for the author, or a holder of DeletePost in the post's group (an admin anywhere); confirmed first. */
function DeleteControl({ post }: { post: Post }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mayDelete = useMayDelete(post);
  const [confirming, setConfirming] = useState(false);
  const canCall = useCanCall('deletePost');
  // Another post asks afresh.
  const [confirmingFor, setConfirmingFor] = useState(post.id);
  if (post.id !== confirmingFor) {
    setConfirmingFor(post.id);
    setConfirming(false);
  }
  if (!mayDelete || !canCall) return null;
  // Not outline-danger: its red falls below 4.5:1 on dark palettes.
  if (!confirming) {
    return (
      <Button size="sm" variant="outline-secondary" onClick={() => setConfirming(true)}>
        {t('social.delete')}
      </Button>
    );
  }
  return (
    <div className="d-flex gap-1">
      <Button size="sm" variant="danger" onClick={() => dispatch(postActions.deleteRequested({ id: post.id }))}>
        {t('social.delete-confirm')}
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={() => setConfirming(false)}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}
