import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { routeAccess, type AppRoute } from '../shared/app-route';
import { ScreenWithoutAccess } from '../shared/screen-without-access';
import { selectPermissions, selectSession } from '../shared/session/session-slice';
import { Spinner } from '../shared/spinner';
import { useAppSelector } from '../shared/store-hooks';
import { Unauthorized } from '../shared/unauthorized';
import type { SignInRouteState } from '../features/auth';

/** Every route but the public ones needs sign-in; the target is remembered. */
export function RequireSignIn({ children }: { children?: ReactNode }) {
  const { status } = useAppSelector(selectSession);
  const location = useLocation();
  if (status === 'checking') return <Spinner />;
  if (status !== 'signedIn') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/signin" replace state={{ from } satisfies SignInRouteState} />;
  }
  return children ?? <Outlet />;
}

/**
 * The guard of one screen (shared/app-route's routeAccess): the screen; for a screen open to any
 * signed-in user whose data the permissions cannot reach, its heading and why it is empty; else
 * (a screen of listed permissions, none held) 'unauthorized'.
 */
export function PermissionGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const permissions = useAppSelector(selectPermissions);
  const user = useAppSelector(selectSession).user;
  const access = routeAccess(route, user?.role, permissions);
  if (access === 'unauthorized') return <Unauthorized />;
  if (access === 'without-access' && route.withoutAccess) {
    return <ScreenWithoutAccess {...route.withoutAccess} group={user?.dealerGroup?.shortName} />;
  }
  return children;
}
