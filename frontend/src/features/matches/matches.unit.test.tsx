import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../testing/user-event';
import { describe, expect, it } from '@jest/globals';
import type { Notification } from '@dtn/contracts/entities/notification';
import { FakeApi, type FakeRequest } from '../../testing/fake-api';
import { renderAppAt, renderWithApp, testUser } from '../../testing/render';
import MatchesPage from './matches-page';
import { matchesActions } from './matches-slice';

const match = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  id: `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`,
  title: `Vehicle match: 2021 Toyota Tacoma ${n}`,
  imageUrl: '/media/placeholder/toyota-tacoma.svg',
  longBody: 'A 2021 Toyota Tacoma matching your buy list is for sale at Pacific Toyota, 120 miles away.',
  link: `/inventorydetail/3TMCZ5AN0MM00000${n}`,
  inventoryId: null,
  isRead: false,
  notificationType: 'VehicleMatch',
  ...overrides,
});

/** `total` matches served 10 a page; read and dismiss change them as the server does. */
function matchesApi(total: number) {
  let items = Array.from({ length: total }, (_, i) => match(i + 1));
  return new FakeApi()
    .on('notificationList', ({ query }: FakeRequest) => {
      const page = Number(query?.page);
      return { page, pageCount: Math.ceil(items.length / 10), totalCount: items.length, results: items.slice((page - 1) * 10, page * 10) };
    })
    .on('notificationCount', () => ({ count: items.filter((m) => !m.isRead).length }))
    .on('markNotificationRead', ({ params }: FakeRequest) => {
      items = items.map((m) => (m.id === params?.id ? { ...m, isRead: true } : m));
      return { id: params?.id, position: '11' };
    })
    .on('dismissNotification', ({ params }: FakeRequest) => {
      items = items.filter((m) => m.id !== params?.id);
      return { id: params?.id, position: '12' };
    });
}

describe('vehicle matches', () => {
  it('asks for VehicleMatch notifications 10 a page, read ones included, and pages on', async () => {
    const api = matchesApi(13);
    renderWithApp(<MatchesPage />, { api, user: testUser() });
    expect(await screen.findAllByTestId('match-card')).toHaveLength(10);
    expect(api.callsOf('notificationList')[0]?.query).toEqual({
      page: 1,
      pageSize: 10,
      includeRead: 'true',
      notificationType: 'VehicleMatch',
    });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('match-card')).toHaveLength(3));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('accepts a match (marks it read), then shows the view button to the vehicle', async () => {
    const api = matchesApi(1);
    renderWithApp(<MatchesPage />, { api, user: testUser() });
    const card = await screen.findByTestId('match-card');
    expect(within(card).queryByRole('link', { name: 'View vehicle' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const view = await within(card).findByRole('link', { name: 'View vehicle' });
    expect(view.getAttribute('href')).toBe('/inventorydetail/3TMCZ5AN0MM000001');
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(api.callsOf('markNotificationRead')[0]?.params).toEqual({ id: match(1).id });
  });

  it('dismisses a match, and says matches.not-found when none are left', async () => {
    const api = matchesApi(1);
    renderWithApp(<MatchesPage />, { api, user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText(/^No vehicle matches yet/)).toBeTruthy();
    expect(api.callsOf('dismissNotification')).toHaveLength(1);
  });

  it('keeps a page loaded less than 120 s ago when shown again', async () => {
    const api = matchesApi(2);
    const { store } = renderWithApp(<MatchesPage />, { api, user: testUser() });
    await screen.findAllByTestId('match-card');
    act(() => {
      store.dispatch(matchesActions.closed());
      store.dispatch(matchesActions.opened());
    });
    await waitFor(() => expect(store.getState().matches.status.state).toBe('succeeded'));
    expect(api.callsOf('notificationList')).toHaveLength(1);
  });

  it("moves the menu's vehicle-matches badge when a match is accepted", async () => {
    const api = matchesApi(2);
    renderAppAt('/matches', { api, user: testUser() });
    const link = await screen.findByRole('link', { name: /vehicle matches/ });
    await waitFor(() => expect(link.textContent).toMatch(/2/));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Accept' }))[0]!);
    await waitFor(() => expect(link.textContent).toMatch(/1/));
  });
});
