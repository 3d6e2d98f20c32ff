import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../testing/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { User } from '@dtn/contracts/entities/user';
import type { Offer } from '@dtn/contracts/entities/offer';
import { i18n } from '../i18n/i18n';
import { initialSessionState } from '../shared/session/session-slice';
import { FakePushServer } from '../shared/live/test-push-server';
import { FakeApi } from '../testing/fake-api';
import { testUser } from '../testing/render';
import { offer as offerOf, vehicle } from '../features/offers/common/test-fixtures';
import { AppRoutes } from './app';
import { createAppStore, type AppStore } from './store';

/**
 * The live stream end to end inside the app: the real store and every saga, the chrome and the
 * pages, a scripted API and a scripted push server. A push makes the screens showing its data
 * reload through their own listeners, with nothing clicked (Chromium: e2e/src/live.e2e.test.ts).
 */
let store: AppStore | undefined;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => store?.rootTask?.cancel());

function renderLive(route: string, api: FakeApi, user: User = testUser()) {
  const server = new FakePushServer();
  store = createAppStore({
    api,
    live: { fetch: server.fetch },
    preloadedState: { session: { ...initialSessionState, token: 'test-token', user, status: 'signedIn' } },
  });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <AppRoutes />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return server;
}

const lazyPage = { timeout: 30_000 };
const notification = (id: string, title: string) => ({
  id,
  title,
  imageUrl: '',
  longBody: `About: ${title}`,
  link: null,
  inventoryId: null,
  isRead: false,
  notificationType: 'NewOffer',
});

describe('live updates in the app', () => {
  it("a pushed notification updates the seller's bell and the open drawer; a pushed offer the incoming count", async () => {
    let unread = 0;
    let incoming = 0;
    let cards = [notification('00000000-0000-4000-8000-000000000021', 'Older notification')];
    const api = new FakeApi()
      .on('GET /api/offer/user/count', { count: 0 })
      .on('GET /api/offer/incoming/count', () => ({ count: incoming }))
      .on('GET /api/notification/count', ({ query }: { query?: Record<string, unknown> }) => ({
        count: query?.notificationType ? 0 : unread,
      }))
      .on('GET /api/notification/list', () => ({ page: 1, pageCount: 1, totalCount: cards.length, results: cards }));
    const server = renderLive('/home', api);
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }, lazyPage));
    await screen.findByText('Older notification');
    await waitFor(() => expect(server.connections).toHaveLength(1));
    expect(screen.queryByTestId('bell-badge')).toBeNull();

    unread = 1;
    cards = [notification('00000000-0000-4000-8000-000000000022', 'New offer on the 2021 Toyota Camry'), ...cards];
    server.send('notification', { change: 'raised', notificationType: 'NewOffer', notificationId: cards[0]!.id }, 'c1');
    await waitFor(() => expect(screen.getByTestId('bell-badge').textContent).toContain('1'));
    const drawer = screen.getByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(drawer).getAllByTestId('notification-card')).toHaveLength(2));
    expect(within(drawer).getByText('New offer on the 2021 Toyota Camry')).toBeTruthy();

    incoming = 1;
    server.send('offer', { offerId: '00000000-0000-4000-8000-000000000031', status: 'submitted' }, 'c2');
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^bids 1/ })).toBeTruthy());
  });

  it("the buyer's open offer detail shows the seller's reply when the stream announces it", async () => {
    const camry = vehicle();
    let current: Offer = offerOf(camry, { status: 'submitted' });
    const api = new FakeApi()
      .on('myOfferForVehicle', () => current)
      .on('GET /api/offer/user/count', { count: 1 })
      .on('GET /api/notification/count', { count: 0 });
    const server = renderLive(`/myofferdetails/${camry.id}`, api);
    const conversation = await screen.findByTestId('conversation', {}, lazyPage);
    await waitFor(() => expect(server.connections).toHaveLength(1));
    const loads = api.callsOf('myOfferForVehicle').length;

    current = {
      ...current,
      conversation: {
        users: [],
        messages: [
          {
            fromUserId: '00000000-0000-4000-8000-0000000000c1',
            message: 'Deal if you pick it up this week.',
            date: new Date().toISOString(),
          },
        ],
      },
    };
    server.send('message', { offerId: current.id, messageId: 'm1' }, 'c1');
    await waitFor(() => expect(within(conversation).getByText('Deal if you pick it up this week.')).toBeTruthy());
    expect(api.callsOf('myOfferForVehicle').length).toBe(loads + 1);
  });

  it('a pushed vehicle match reloads the open matches page', async () => {
    let matches = [{ ...notification('00000000-0000-4000-8000-000000000041', 'Match one'), notificationType: 'VehicleMatch' }];
    const api = new FakeApi()
      .on('GET /api/offer/user/count', { count: 0 })
      .on('GET /api/offer/incoming/count', { count: 0 })
      .on('GET /api/notification/count', { count: 0 })
      .on('GET /api/notification/list', () => ({ page: 1, pageCount: 1, totalCount: matches.length, results: matches }));
    const server = renderLive('/matches', api);
    await screen.findByText('Match one', {}, lazyPage);
    await waitFor(() => expect(server.connections).toHaveLength(1));
    matches = [{ ...notification('00000000-0000-4000-8000-000000000042', 'Match two'), notificationType: 'VehicleMatch' }, ...matches];
    server.send('notification', { change: 'raised', notificationType: 'VehicleMatch', notificationId: matches[0]!.id }, 'c1');
    expect(await screen.findByText('Match two')).toBeTruthy();
  });
});
