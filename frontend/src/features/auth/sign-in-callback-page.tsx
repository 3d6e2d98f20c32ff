import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Spinner } from '../../shared/spinner';
import { selectAuth } from './auth-slice';
import { selectSignIn, signInActions } from './sign-in-slice';
import { tokenStorage } from './token-storage';

/** /signin/callback: the issuer's redirect with the authorization code; exchanged by the saga. */
export default function SignInCallbackPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const { status } = useAppSelector(selectSignIn);

  useEffect(() => {
    dispatch(signInActions.oidcCallbackReached());
  }, [dispatch]);

  if (auth.status === 'signedIn') return <Navigate to={tokenStorage.takeTarget() ?? '/home'} replace />;
  return (
    <main className="container py-5">
      {status === 'failed' ? <Alert variant="danger">{t('signin.failed')}</Alert> : <p>{t('signin.completing')}</p>}
      {status !== 'failed' && <Spinner />}
    </main>
  );
}
