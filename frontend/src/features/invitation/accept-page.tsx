import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/logo';
import { isFailed, isLoading } from '../../shared/request-status';
import { selectSession, sessionActions } from '../../shared/session/session-slice';
import { Spinner } from '../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { acceptFailureKey } from './accept-failure';
import { invitationActions, selectInvitation } from './invitation-slice';
import { tokenEmail } from './token-email';

/**
 * /invite/accept?token=... (the link of the invitation email): asks the invitee to sign in, or
 * says who is signed in, then accepts; after accepting the new user lands in the app as themselves.
 */
export default function AcceptPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useAppSelector(selectSession);
  const { status, accepted } = useAppSelector(selectInvitation);

  if (accepted && session.status === 'signedIn') return <Navigate to="/home" replace />;

  const here = `/invite/accept?token=${encodeURIComponent(token)}`;
  const signIn = () => void navigate('/signin', { state: { from: here } });
  const signOut = () => dispatch(sessionActions.signOutRequested());
  const who = session.user
    ? `${session.user.firstName} ${session.user.lastName} (${session.user.email})`
    : (tokenEmail(session.token) ?? t('invitation.unknown-identity'));
  const failureKey = isFailed(status) ? acceptFailureKey(status.problem) : null;

  let body;
  if (!token) body = <Alert variant="danger">{t('invitation.invalid-link')}</Alert>;
  else if (session.status === 'checking' || (accepted && session.status !== 'signedIn')) body = <Spinner />;
  else if (session.status === 'signedOut') {
    body = (
      <>
        <p>{t('invitation.sign-in-first')}</p>
        <Button onClick={signIn}>{t('invitation.sign-in')}</Button>
      </>
    );
  } else {
    body = (
      <>
        <p data-testid="signed-in-as">{t('invitation.signed-in-as', { who })}</p>
        {failureKey && (
          <Alert variant="danger" role="alert">
            {t(failureKey)}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-2">
          {(failureKey === null || failureKey === 'invitation.failed') && (
            <Button onClick={() => dispatch(invitationActions.acceptRequested(token))} disabled={isLoading(status)}>
              {t('invitation.accept')}
            </Button>
          )}
          {session.status === 'signedIn' && (
            <Link className="btn btn-outline-primary" to="/home">
              {t('invitation.go-home')}
            </Link>
          )}
          <Button variant="outline-secondary" onClick={signOut}>
            {t('invitation.not-you')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <main className="container py-5" style={{ maxWidth: 640 }}>
      <Card>
        <Card.Body>
          <div className="d-flex align-items-center gap-2 mb-3">
            <Logo title={t('invitation.product')} />
            <h1 className="h4 mb-0">{t('invitation.title')}</h1>
          </div>
          {body}
        </Card.Body>
      </Card>
    </main>
  );
}
