import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { selectSession } from '../../shared/session/session-slice';
import type { SignInRouteState } from './sign-in-route-state';
import { Spinner } from '../../shared/spinner';
import { selectSignIn, signInActions, type DevUser } from './sign-in-slice';
import { DevEmailSignIn } from './dev-email-sign-in';

/** Demo users grouped by dealer group (platform administrators first). */
function byGroup(users: DevUser[]): { name: string | null; users: DevUser[] }[] {
  const groups = new Map<string | null, DevUser[]>();
  for (const user of users) {
    const key = user.dealerGroup?.organizationName ?? null;
    groups.set(key, [...(groups.get(key) ?? []), user]);
  }
  return [...groups.entries()].map(([name, members]) => ({ name, users: members }));
}

/**
 * /signin: with the embedded dev provider, pick a demo user; with an OIDC issuer, the
 * authorization-code flow. Once signed in, back to where the user was going (or /home).
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const auth = useAppSelector(selectSession);
  const { config, devUsers, status } = useAppSelector(selectSignIn);
  const target = (location.state as SignInRouteState | null)?.from ?? '/home';

  useEffect(() => {
    dispatch(signInActions.pageOpened());
  }, [dispatch]);

  if (auth.status === 'signedIn') return <Navigate to={target} replace />;
  // An identity without a user may only accept an invitation (features/invitation).
  if (auth.status === 'identity' && target.startsWith('/invite/')) return <Navigate to={target} replace />;

  const authorities = (user: DevUser) =>
    [user.buyAuthority && t('signin.authority.buy'), user.sellAuthority && t('signin.authority.sell')].filter(Boolean).join(', ') ||
    t('signin.authority.none');

  return (
    <main className="container py-5" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-3">{t('signin.title')}</h1>
      {(status === 'failed' || auth.error) && <Alert variant="danger">{t('signin.failed')}</Alert>}
      {auth.status === 'identity' && <Alert variant="warning">{t('signin.no-account')}</Alert>}
      {(status === 'loading' || status === 'idle' || auth.status === 'checking') && <Spinner />}
      {config?.mode === 'oidc' && (
        <>
          <p>{t('signin.oidc-intro')}</p>
          <Button disabled={status === 'signingIn'} onClick={() => dispatch(signInActions.oidcSignInRequested({ target }))}>
            {t('signin.oidc-button')}
          </Button>
        </>
      )}
      {config?.mode === 'dev' && (
        <>
          <p>{t('signin.dev-intro')}</p>
          {byGroup(devUsers).map((group) => (
            <section key={group.name ?? ''} className="mb-4">
              <h2 className="h5">{group.name ?? t('signin.no-group')}</h2>
              <ListGroup>
                {group.users.map((user) => (
                  <ListGroup.Item
                    key={user.email}
                    action
                    disabled={status === 'signingIn'}
                    onClick={() => dispatch(signInActions.devSignInRequested({ email: user.email }))}
                  >
                    <span className="fw-semibold">{user.name}</span> <span className="text-body-secondary">{user.email}</span>
                    <br />
                    <small>{t('signin.authorities', { role: user.role, authorities: authorities(user) })}</small>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            </section>
          ))}
          <DevEmailSignIn disabled={status === 'signingIn'} onSignIn={(email) => dispatch(signInActions.devSignInRequested({ email }))} />
        </>
      )}
    </main>
  );
}
