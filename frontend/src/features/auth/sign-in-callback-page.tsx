import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { Spinner } from '../../shared/spinner';
import { selectSession } from '../../shared/session/session-slice';
import { selectSignIn, signInActions } from './sign-in-slice';
import { tokenStorage } from './token-storage';

/** /signin/callback: the issuer's redirect with the authorization code; exchanged by the saga. */
export default function SignInCallbackPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const { status } = useAppSelector(selectSignIn);
  // Read once per mount, and forgotten only once the page leaves for it: removing it on reading
  // lost it when React rendered the page again from scratch, and an invitee then landed on
  // /signin instead of their invitation.
  const [target] = useState(() => tokenStorage.peekTarget() ?? '/home');
  const leaving = session.status === 'signedIn' || session.status === 'identity';

  useEffect(() => {
    dispatch(signInActions.oidcCallbackReached());
  }, [dispatch]);
  useEffect(() => {
    if (leaving) tokenStorage.clearTarget();
  }, [leaving]);

  if (session.status === 'signedIn') return <Navigate to={target} replace />;
  // A valid sign-in that is no user yet (an invitee): back to the invitation it came from, else to
  // the sign-in page, which says to accept the invitation from its email.
  if (session.status === 'identity') return <Navigate to={target.startsWith('/invite/') ? target : '/signin'} replace />;
  return (
    <main className="container py-5">
      {status === 'failed' ? <Alert variant="danger">{t('signin.failed')}</Alert> : <p>{t('signin.completing')}</p>}
      {status !== 'failed' && <Spinner />}
    </main>
  );
}
