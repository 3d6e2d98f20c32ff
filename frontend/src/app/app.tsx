import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { createHttpApi } from '../shared/api/api-client';
import type { AppRoute } from '../shared/app-route';
import { sessionActions } from '../shared/session/session-slice';
import { Spinner } from '../shared/spinner';
import { Layout, NotFoundPage } from '../features/shell';
import { createAppStore, rootSaga, type AppStore } from './store';
import { PermissionGuard, RequireSignIn } from './guards';
import { appRoutes } from './routes';

function page(route: AppRoute) {
  const Component = route.component;
  return (
    <PermissionGuard route={route}>
      <Suspense fallback={<Spinner />}>
        <Component />
      </Suspense>
    </PermissionGuard>
  );
}

/** Every route of spec section 2 (the router itself is supplied by the caller). */
export function AppRoutes() {
  const routes = appRoutes();
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        {routes
          .filter((route) => route.public)
          .map((route) => (
            <Route key={route.path} path={route.path} element={page(route)} />
          ))}
        <Route
          element={
            <RequireSignIn>
              <Layout />
            </RequireSignIn>
          }
        >
          {routes
            .filter((route) => !route.public)
            .map((route) => (
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
    getToken: () => holder.store?.getState().session.token ?? null,
    onUnauthorized: () => holder.store?.dispatch(sessionActions.signedOut()),
  });
  // The sagas start only once the holder has the store: resuming a kept token calls the API at once.
  // The live stream reads with the window's fetch (called unbound, it throws 'Illegal invocation').
  holder.store = createAppStore({ api, live: { fetch: (input, init) => fetch(input, init) }, runSagas: false });
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
