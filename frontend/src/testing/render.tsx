import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { AppRoutes } from '../app/app';
import { createAppStore, type RootState } from '../app/store';
import { i18n } from '../i18n/i18n';
import { FakeApi } from './fake-api';
import type { User } from '@dtn/contracts/entities/user';
import { initialSessionState } from '../shared/session/session-slice';

/**
 * Renders a component with the real store and sagas, a scripted API and a memory router.
 *   renderWithApp(<Page />, { api, route: '/inventory', path: '/inventory', user })
 */
export interface RenderOptions {
  api?: FakeApi;
  /** The URL the router starts at (default '/'). */
  route?: string;
  /** The route pattern the element is mounted at (default: any). */
  path?: string;
  /** Signed in as this user (default: signed out). */
  user?: User;
  preloadedState?: Partial<RootState>;
  runSagas?: boolean;
}

export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const api = options.api ?? new FakeApi();
  const session = options.user
    ? { ...initialSessionState, token: 'test-token', user: options.user, status: 'signedIn' as const }
    : initialSessionState;
  const store = createAppStore({ api, preloadedState: { session, ...options.preloadedState }, runSagas: options.runSagas });
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          <Routes>
            <Route path={options.path ?? '*'} element={ui} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, store, api };
}

/**
 * The whole app (every route, guard and the chrome) at `route`: for tests of a feature's screen as
 * the user meets it. Features may not import app/, this harness may.
 */
export function renderAppAt(route: string, options: Omit<RenderOptions, 'route' | 'path'> = {}) {
  return renderWithApp(<AppRoutes />, { ...options, route });
}

/** A demo-like user; override what the test is about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: 'dev|principal@lonestar.example',
    firstName: 'Pat',
    lastName: 'Principal',
    title: 'Dealer Principal',
    email: 'principal@lonestar.example',
    imageUrl: '',
    role: 'DealerPrincipal',
    buyAuthority: true,
    sellAuthority: true,
    dealerGroupId: '00000000-0000-4000-8000-0000000000aa',
    dealerGroup: { organizationName: 'Lone Star Auto Group', shortName: 'Lone Star', responseHours: 24 },
    postalCode: '75201',
    latitude: 32.78,
    longitude: -96.8,
    ...overrides,
  };
}
