import { jest } from '@jest/globals';
import { moveClock } from '../../testing/clock';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../testing/user-event';
import { permissionsFor } from '@dtn/contracts/permissions';
import { renderAppAt, testUser } from '../../testing/render';
import { FakeApi } from '../../testing/fake-api';
import { navEntries } from './nav-entries';
import { dataChanged } from '../../shared/data-changed';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const paths = (role: Parameters<typeof navEntries>[0], authorities: { buyAuthority: boolean; sellAuthority: boolean }) =>
  navEntries(role, permissionsFor({ role, ...authorities }), 'Lone Star').map((entry) => entry.to);

describe('side navigation entries (spec sections 2 and 6)', () => {
  it('shows buy list, my bids and matches for buyers; bids and spotlight for sellers', () => {
    // AddConversationMessage (both authorities) also opens my bids and incoming bids (section 6).
    expect(paths('SalesAssociate', { buyAuthority: true, sellAuthority: false })).toEqual([
      '/home',
      '/dealerfeed',
      '/buylist',
      '/myoffers',
      '/marketplace',
      '/tradeins',
      '/matches',
      '/incomingoffers',
      '/inventory',
    ]);
    expect(paths('SalesAssociate', { buyAuthority: false, sellAuthority: false })).toEqual([
      '/home',
      '/dealerfeed',
      '/marketplace',
      '/tradeins',
      '/inventory',
    ]);
    expect(paths('SalesAssociate', { buyAuthority: false, sellAuthority: true })).toEqual([
      '/home',
      '/dealerfeed',
      '/myoffers',
      '/marketplace',
      '/tradeins',
      '/incomingoffers',
      '/inventory',
      '/spotlighted',
    ]);
  });

  it('shows dealer admin to the manager roles and system admin to Admin alone', () => {
    expect(paths('GeneralManager', { buyAuthority: false, sellAuthority: false })).toContain('/dealeradmin');
    expect(paths('SalesManager', { buyAuthority: false, sellAuthority: false })).not.toContain('/dealeradmin');
    expect(paths('DealerPrincipal', { buyAuthority: true, sellAuthority: true })).not.toContain('/systemadmin');
    expect(paths('Admin', { buyAuthority: false, sellAuthority: false })).toContain('/systemadmin');
  });

  it('renders the organization name, the logo link and the group short-name feed link', async () => {
    renderAppAt('/home', { user: testUser() });
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(nav).getByText('Lone Star Auto Group')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Lone Star' }).getAttribute('href')).toBe('/dealerfeed');
    expect(within(nav).getByRole('img', { name: 'Dealer Trade Network home' }).closest('a')?.getAttribute('href')).toBe('/home');
    expect(within(nav).getByRole('link', { name: /my bids/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /vehicle matches/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /^bids/ })).toBeTruthy();
  });
});

describe('badges', () => {
  it('shows the polled counts on my bids, vehicle matches, bids and the bell', async () => {
    const api = new FakeApi()
      .on('GET /api/offer/user/count', { count: 3 })
      .on('GET /api/offer/incoming/count', { count: 2 })
      .on('GET /api/notification/count', ({ query }: { query?: Record<string, unknown> }) => ({
        count: query?.notificationType === 'VehicleMatch' ? 4 : 5,
      }));
    renderAppAt('/home', { user: testUser(), api });
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    expect(await within(nav).findByRole('link', { name: /my bids 3/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /vehicle matches 4/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /^bids 2/ })).toBeTruthy();
    expect(screen.getByTestId('bell-badge').textContent).toContain('5');
    // The visible count is part of the bell's name (axe: label-content-name-mismatch).
    expect(screen.getByRole('button', { name: 'Notifications, 5 unread notifications' })).toBeTruthy();
  });

  it("finding 1: a buyer's 'bids' entry carries the incoming count, which its screen's API answers", async () => {
    const api = new FakeApi()
      .on('GET /api/offer/user/count', { count: 3 })
      .on('GET /api/offer/incoming/count', { count: 2 })
      .on('GET /api/notification/count', { count: 0 });
    renderAppAt('/home', { user: testUser({ role: 'SalesManager', sellAuthority: false }), api });
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    expect(await within(nav).findByRole('link', { name: /my bids 3/ })).toBeTruthy();
    expect(await within(nav).findByRole('link', { name: /^bids 2/ })).toBeTruthy();
  });

  it('polls no count the user may not read: a BDCManager (no permissions) polls none', async () => {
    const api = new FakeApi();
    renderAppAt('/home', { user: testUser({ role: 'BDCManager', buyAuthority: false, sellAuthority: false }), api });
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(nav).queryByRole('link', { name: /bids/ })).toBeNull();
    expect(await screen.findByTestId('without-access')).toBeTruthy();
    expect(api.calls.map((call) => call.route)).toEqual(['userDealerships']);
  });

  it('refetch at once when another feature says their data changed (shared dataChanged action)', async () => {
    let mine = 1;
    const api = new FakeApi()
      .on('myOfferCount', () => ({ count: mine }))
      .on('incomingOfferCount', { count: 0 })
      .on('notificationCount', { count: 0 });
    const { store } = renderAppAt('/home', { user: testUser(), api });
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    expect(await within(nav).findByRole('link', { name: /my bids 1/ })).toBeTruthy();
    mine = 2;
    act(() => {
      store.dispatch(dataChanged({ topics: ['notifications'] }));
    });
    await waitFor(() => expect(api.callsOf('notificationCount').length).toBeGreaterThanOrEqual(4));
    expect(api.callsOf('myOfferCount')).toHaveLength(1);
    act(() => {
      store.dispatch(dataChanged({ topics: ['offers'] }));
    });
    expect(await within(nav).findByRole('link', { name: /my bids 2/ })).toBeTruthy();
  });

  it('refetches the notification count on its 50 s interval', async () => {
    jest.useFakeTimers();
    try {
      let unread = 0;
      const api = new FakeApi()
        .on('GET /api/offer/user/count', { count: 0 })
        .on('GET /api/offer/incoming/count', { count: 0 })
        .on('GET /api/notification/count', () => ({ count: unread }));
      renderAppAt('/home', { user: testUser({ buyAuthority: false, sellAuthority: false }), api });
      await moveClock(10);
      expect(screen.queryByTestId('bell-badge')).toBeNull();
      unread = 6;
      await moveClock(50_000);
      expect(screen.getByTestId('bell-badge').textContent).toContain('6');
    } finally {
      jest.useRealTimers();
    }
  });
});

const notification = (id: string, link: string | null) => ({
  id,
  title: `Match ${id}`,
  imageUrl: '',
  longBody: `A vehicle matching your buy list ${id}`,
  link,
  inventoryId: null,
  isRead: false,
  notificationType: 'VehicleMatch',
});

describe('notification drawer', () => {
  it('lists cards, dismisses one with a PUT and shows the empty message when none are left', async () => {
    // Like the server: a dismissed notification is no longer listed (the drawer reloads on changes).
    let listed = [
      notification('00000000-0000-4000-8000-000000000011', '/inventorydetail/1FTEW1EP5JFA00001'),
      notification('00000000-0000-4000-8000-000000000012', null),
    ];
    const api = new FakeApi()
      .on('GET /api/notification/count', { count: 2 })
      .on('GET /api/notification/list', () => ({ page: 1, pageCount: 1, totalCount: listed.length, results: listed }))
      .on('PUT /api/notification/dismiss/*', ({ path }: { path: string }) => {
        listed = listed.filter((each) => !path.endsWith(each.id));
        return { ok: true };
      });
    renderAppAt('/home', { user: testUser({ buyAuthority: false, sellAuthority: false }), api });
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));

    const cards = await screen.findAllByTestId('notification-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Match 00000000-0000-4000-8000-000000000011')).toBeTruthy();
    expect(within(cards[0]!).getByText(/A vehicle matching your buy list/)).toBeTruthy();
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/media/placeholder/unknown.svg');
    expect(within(cards[0]!).getByRole('link', { name: 'View Item' }).getAttribute('href')).toBe('/inventorydetail/1FTEW1EP5JFA00001');
    expect(within(cards[1]!).queryByRole('link', { name: 'View Item' })).toBeNull();

    for (const card of cards) await userEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('No notifications found.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/notification/dismiss/00000000-0000-4000-8000-000000000011',
      '/api/notification/dismiss/00000000-0000-4000-8000-000000000012',
    ]);
  });
});

describe('theme selector', () => {
  it('applies the choice as data attributes and keeps it in localStorage', async () => {
    const first = renderAppAt('/home', { user: testUser() });
    const select = await screen.findByRole('combobox', { name: 'Choose a theme' });
    expect(select.querySelectorAll('option')).toHaveLength(31);
    expect((select as HTMLSelectElement).value).toBe('light');
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('light');

    await userEvent.selectOptions(select, 'dracula');
    expect(localStorage.getItem('dtn.theme')).toBe('dracula');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dracula');
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');

    await userEvent.selectOptions(select, 'cupcake');
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('light');
    first.unmount();

    // A new page load keeps the choice.
    document.documentElement.removeAttribute('data-theme');
    renderAppAt('/home', { user: testUser() });
    expect((await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Choose a theme' })).value).toBe('cupcake');
    expect(document.documentElement.getAttribute('data-theme')).toBe('cupcake');
  });
});

describe('preferences page', () => {
  it('rejects a zip code shorter than 5 characters without saving', async () => {
    const api = new FakeApi();
    renderAppAt('/preferences', { user: testUser(), api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const zip = screen.getByRole('textbox', { name: /Search zip code/ });
    await userEvent.clear(zip);
    await userEvent.type(zip, '752');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The zip code must be at least 5 characters.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/user')).toHaveLength(0);
  });

  it('saves title and zip code, refreshes the user and returns to view mode', async () => {
    const user = testUser();
    const api = new FakeApi()
      .on('PUT /api/user', { id: user.id })
      .on('GET /api/user/getuser', { ...user, title: 'Used Car Buyer', postalCode: '73301' });
    renderAppAt('/preferences', { user, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: 'Job title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Used Car Buyer');
    const zip = screen.getByRole('textbox', { name: /Search zip code/ });
    await userEvent.clear(zip);
    await userEvent.type(zip, '73301');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByTestId('zip-code').textContent).toBe('73301'));
    expect(screen.getByTestId('job-title').textContent).toBe('Used Car Buyer');
    expect(api.callsTo('PUT', '/api/user')[0]?.body).toEqual({ id: user.id, title: 'Used Car Buyer', postalCode: '73301' });
  });
});
