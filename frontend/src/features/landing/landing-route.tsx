import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { selectSession } from '../../shared/session/session-slice';
import { Spinner } from '../../shared/spinner';
import { useAppSelector } from '../../shared/store-hooks';

const LandingPage = lazy(() => import('./landing-page'));

/** `/`: the public landing page; signed-in users go on to /home. */
export function LandingRoute() {
  const { status } = useAppSelector(selectSession);
  if (status === 'signedIn') return <Navigate to="/home" replace />;
  if (status === 'checking') return <Spinner />;
  return <LandingPage />;
}
