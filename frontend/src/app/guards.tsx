import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Permission } from '@dtn/contracts/permission';
import { hasAny } from '@dtn/contracts/permissions';
import type { RouteName } from '../shared/api/api-types';
import { canCall } from '../shared/api/can-call';
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
 * A user lacking every listed permission (anyOf), or the permissions of one of the screen's
 * catalogue calls (calls), or not Admin where adminOnly, sees 'unauthorized'.
 */
export function PermissionGuard({
  anyOf,
  calls,
  adminOnly,
  children,
}: {
  anyOf?: readonly Permission[];
  calls?: readonly RouteName[];
  adminOnly?: boolean;
  children: ReactNode;
}) {
  const permissions = useAppSelector(selectPermissions);
  const user = useAppSelector(selectSession).user;
  const allowed =
    (!anyOf || hasAny(permissions, anyOf)) &&
    (!calls || calls.every((name) => canCall(name, permissions))) &&
    (!adminOnly || user?.role === 'Admin');
  if (!allowed) return <Unauthorized />;
  return children;
}
