import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@dtn/contracts/permission';
import { hasAny } from '@dtn/contracts/permissions';
import { useAppSelector } from './hooks';
import { selectAuth, selectPermissions } from '../features/auth/auth-slice';
import { Spinner } from '../shared/spinner';

/** Where the sign-in page sends the user back to (router state `from`). */
export interface SignInState {
  from?: string;
}

/** Every route but / and /bidtransport/{uid} needs sign-in; the target is remembered. */
export function RequireSignIn({ children }: { children?: ReactNode }) {
  const { status } = useAppSelector(selectAuth);
  const location = useLocation();
  if (status === 'checking') return <Spinner />;
  if (status !== 'signedIn') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/signin" replace state={{ from } satisfies SignInState} />;
  }
  return children ?? <Outlet />;
}

/** A user lacking every listed permission (or not Admin where adminOnly) sees 'unauthorized'. */
export function PermissionGuard({
  anyOf,
  adminOnly,
  children,
}: {
  anyOf?: readonly Permission[];
  adminOnly?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const permissions = useAppSelector(selectPermissions);
  const user = useAppSelector(selectAuth).user;
  const allowed = (!anyOf || hasAny(permissions, anyOf)) && (!adminOnly || user?.role === 'Admin');
  if (!allowed) return <p className="py-5 text-center">{t('unauthorized')}</p>;
  return children;
}
