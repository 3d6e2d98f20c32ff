import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@dtn/contracts/entities/notification';
import { EmptyState } from '../../shared/empty-state';
import { imageUrl } from '../../shared/image-url';
import { RequestError } from '../../shared/request-error';
import { isLoading, isSucceeded } from '../../shared/request-status';
import { Spinner } from '../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { matchesActions as actions, selectMatches } from './matches-slice';

/** /matches: the paged vehicle-match notifications with accept, dismiss and (once accepted) view. */
export default function MatchesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { items, status, page, pageCount, busy, actionFailed } = useAppSelector(selectMatches);

  useEffect(() => {
    dispatch(actions.opened());
    return () => {
      dispatch(actions.closed());
    };
  }, [dispatch]);

  return (
    <section aria-labelledby="matches-heading">
      <h1 id="matches-heading" className="h3 mb-3">
        {t('matches.title')}
      </h1>
      {status.state === 'failed' && <RequestError problem={status.problem} onRetry={() => dispatch(actions.pageRequested(page))} />}
      {actionFailed && (
        <p className="text-danger" role="alert">
          {t('matches.action-error')}
        </p>
      )}
      {isLoading(status) && items.length === 0 && <Spinner />}
      {isSucceeded(status) && items.length === 0 && <EmptyState messageKey="matches.not-found" />}
      <div className="d-flex flex-column gap-3" aria-busy={isLoading(status)}>
        {items.map((match) => (
          <MatchCard key={match.id} match={match} busy={busy.includes(match.id)} />
        ))}
      </div>
      {pageCount > 1 && (
        <nav className="d-flex align-items-center justify-content-center gap-3 mt-3" aria-label={t('matches.pages')}>
          <Button variant="outline-secondary" size="sm" disabled={page <= 1} onClick={() => dispatch(actions.pageRequested(page - 1))}>
            {t('matches.previous')}
          </Button>
          <span className="small">{t('matches.page', { page, count: pageCount })}</span>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => dispatch(actions.pageRequested(page + 1))}
          >
            {t('matches.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}

function MatchCard({ match, busy }: { match: Notification; busy: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Card className="shadow-sm" data-testid="match-card" data-read={match.isRead || undefined}>
      <div className="d-flex flex-column flex-sm-row">
        <img
          src={imageUrl(match.imageUrl)}
          alt=""
          className="object-fit-cover rounded-start"
          style={{ width: '100%', maxWidth: 240, aspectRatio: '5 / 3' }}
        />
        <Card.Body>
          <Card.Title as="h2" className="h5">
            {match.title}
          </Card.Title>
          <Card.Text>{match.longBody}</Card.Text>
          <div className="d-flex flex-wrap gap-2">
            {match.isRead ? (
              match.link && (
                <Link className="btn btn-primary btn-sm" to={match.link}>
                  {t('matches.view')}
                </Link>
              )
            ) : (
              <>
                <Button size="sm" disabled={busy} onClick={() => dispatch(actions.acceptRequested(match.id))}>
                  {t('matches.accept')}
                </Button>
                <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => dispatch(actions.dismissRequested(match.id))}>
                  {t('matches.dismiss')}
                </Button>
              </>
            )}
          </div>
        </Card.Body>
      </div>
    </Card>
  );
}
