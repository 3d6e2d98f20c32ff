import { screen, within } from '@testing-library/react';
import { userEvent } from '../../testing/user-event';
import { describe, expect, it } from '@jest/globals';
import type { Notification } from '@dtn/contracts/entities/notification';
import { FakeApi } from '../../testing/fake-api';
import { renderAppAt, testUser } from '../../testing/render';

const id = '00000000-0000-4000-8000-00000000a901';
const vehicle = (n: number) => ({
  inventoryId: `00000000-0000-4000-8000-0000000000${String(10 + n)}`,
  vin: `2T1BURHE0JC0000${String(10 + n)}`,
  year: 2021,
  make: 'Toyota',
  model: n === 0 ? 'Camry' : `Model ${n}`,
  threshold: 45,
  daysInInventory: 45,
  listPrice: 24_500,
  priceToMarket: n === 0 ? 104.2 : null,
  agingCost: 1575,
});
const digest = (count: number): Notification => ({
  id,
  title: `Aging: ${count} vehicles at Lone Star Toyota crossed a threshold`,
  imageUrl: '',
  longBody: 'text for the email',
  link: `/agingdigest/${id}`,
  inventoryId: null,
  isRead: false,
  notificationType: 'AgingDigest',
  agingVehicles: Array.from({ length: count }, (_, n) => vehicle(n)),
});

async function openDrawer(notification: Notification, user = testUser()) {
  const api = new FakeApi()
    .on('GET /api/notification/count', { count: 1 })
    .on('GET /api/notification/list', { page: 1, pageCount: 1, totalCount: 1, results: [notification] });
  renderAppAt('/home', { user, api });
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
}

describe('the aging digest in the drawer', () => {
  it('lists the vehicles with days, price-to-market and cost of aging, each exit one link to the digest with it started', async () => {
    await openDrawer(digest(2));
    const card = await screen.findByTestId('notification-card');
    const list = within(card).getByTestId('aging-digest-vehicles');
    expect(within(list).getByText('2021 Toyota Camry')).toBeTruthy();
    expect(within(list).getByText('45 days · 104.2% of market · $1,575.00 aging')).toBeTruthy();
    expect(within(list).getByText('45 days · no market value · $1,575.00 aging')).toBeTruthy();
    expect(within(card).queryByText('text for the email')).toBeNull();
    const camry = vehicle(0).inventoryId;
    expect(within(list).getByRole('link', { name: 'Reprice the 2021 Toyota Camry' }).getAttribute('href')).toBe(
      `/agingdigest/${id}?vehicle=${camry}&action=reprice`,
    );
    expect(within(list).getByRole('link', { name: 'Spotlight the 2021 Toyota Camry' }).getAttribute('href')).toBe(
      `/agingdigest/${id}?vehicle=${camry}&action=spotlight`,
    );
    expect(within(list).getByRole('link', { name: 'Set a Buy Now price for the 2021 Toyota Camry' }).getAttribute('href')).toBe(
      `/agingdigest/${id}?vehicle=${camry}&action=buy-now`,
    );
    expect(within(card).getByRole('link', { name: 'View Item' }).getAttribute('href')).toBe(`/agingdigest/${id}`);
  });

  it('shows five and says how many more; offers no exit links without the sellers’ permissions', async () => {
    await openDrawer(digest(7), testUser({ sellAuthority: false }));
    const card = await screen.findByTestId('notification-card');
    expect(within(card).getAllByText(/^2021 Toyota/)).toHaveLength(5);
    expect(within(card).getByText('and 2 more')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /^Reprice/ })).toBeNull();
  });
});
