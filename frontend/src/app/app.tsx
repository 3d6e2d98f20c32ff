import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { Spinner } from '../shared/spinner';
import { createAppStore, rootSaga, type AppStore } from './store';
import { createHttpApi } from './api-client';
import { useAppSelector } from './hooks';
import { PermissionGuard, RequireSignIn } from './guards';
import { allPublicRoutes, signedInRoutes } from './routes';
import type { AppRoute } from './app-route';
import { authActions, selectAuth } from '../features/auth/auth-slice';

const LandingPage = lazy(() => import('../features/landing/landing-page'));
const SignInPage = lazy(() => import('../features/auth/sign-in-page'));
const SignInCallbackPage = lazy(() => import('../features/auth/sign-in-callback-page'));
const Layout = lazy(() => import('../features/shell/layout'));
const NotFoundPage = lazy(() => import('../features/shell/not-found-page'));

function page(route: AppRoute) {
  const Component = route.component;
  return (
    <PermissionGuard anyOf={route.anyOf} adminOnly={route.adminOnly}>
      <Suspense fallback={<Spinner />}>
        <Component />
      </Suspense>
    </PermissionGuard>
  );
}

/** `/`: the public landing page; signed-in users go on to /home. */
function Landing() {
  const { status } = useAppSelector(selectAuth);
  if (status === 'signedIn') return <Navigate to="/home" replace />;
  if (status === 'checking') return <Spinner />;
  return <LandingPage />;
}

/** Every route of spec section 2 (the router itself is supplied by the caller). */
export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/signin/callback" element={<SignInCallbackPage />} />
        {allPublicRoutes().map((route) => (
          <Route key={route.path} path={route.path} element={page(route)} />
        ))}
        <Route
          element={
            <RequireSignIn>
              <Layout />
            </RequireSignIn>
          }
        >
          {signedInRoutes().map((route) => (
            <Route key={route.path} path={route.path} element={page(route)} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

/** The browser's store: the HTTP API takes the bearer token from the store; a 401 signs out. */
export function createBrowserStore(): AppStore {
  // The API needs the store for the token and the store needs the API for its sagas.
  const holder: { store?: AppStore } = {};
  const api = createHttpApi({
    getToken: () => holder.store?.getState().auth.token ?? null,
    onUnauthorized: () => holder.store?.dispatch(authActions.signedOut()),
  });
  // The sagas start only once the holder has the store: resuming a kept token calls the API at once.
  holder.store = createAppStore({ api, runSagas: false });
  holder.store.sagaMiddleware.run(rootSaga);
  return holder.store;
}

/** The app: store, i18n and the browser router around every route. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </I18nextProvider>
    </Provider>
  );
}
