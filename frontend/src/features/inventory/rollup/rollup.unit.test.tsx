import { screen, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import { afterEach, describe, expect, it } from '@jest/globals';
import { FakeApi } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import { phoneQuery } from '../../../shared/use-media-query';
import { rollupRow } from '../common/test-fixtures';
import RollupPage from './rollup-page';

const rows = [
  rollupRow({ name: 'Alpha Motors', thirtyDaysOldCount: 5, sixtyDaysOldCount: 0 }),
  rollupRow({ name: 'Bravo Cars', thirtyDaysOldCount: 12, sixtyDaysOldCount: 3 }),
  rollupRow({ name: 'Charlie Auto', thirtyDaysOldCount: 1, sixtyDaysOldCount: 7 }),
];

const dealershipOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

const desktopMatchMedia = window.matchMedia.bind(window);
/** The viewport of a phone held upright: the phone query matches (jsdom has no layout). */
function onAPhone() {
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query === phoneQuery });
}
afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

describe('inventory rollup', () => {
  it('sorts a numeric column descending on the first click, then toggles', async () => {
    const user = userEvent.setup();
    renderWithApp(<RollupPage />, { api: new FakeApi().on('GET /api/dealergroup/inventory/rollup', rows), user: testUser() });
    await screen.findByText('Alpha Motors');
    expect(dealershipOrder()).toEqual(['Alpha Motors', 'Bravo Cars', 'Charlie Auto']);

    const thirty = screen.getByRole('button', { name: '30 days or less' });
    await user.click(thirty);
    expect(dealershipOrder()).toEqual(['Bravo Cars', 'Alpha Motors', 'Charlie Auto']);
    expect(thirty.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    await user.click(thirty);
    expect(dealershipOrder()).toEqual(['Charlie Auto', 'Alpha Motors', 'Bravo Cars']);

    await user.click(screen.getByRole('button', { name: '30-60 days' }));
    expect(dealershipOrder()).toEqual(['Charlie Auto', 'Bravo Cars', 'Alpha Motors']);

    const name = screen.getByRole('button', { name: 'Dealership' });
    await user.click(name);
    expect(dealershipOrder()).toEqual(['Alpha Motors', 'Bravo Cars', 'Charlie Auto']);
    await user.click(name);
    expect(dealershipOrder()).toEqual(['Charlie Auto', 'Bravo Cars', 'Alpha Motors']);
  });

  it('links non-zero counts to the listing and leaves zeros as plain text', async () => {
    renderWithApp(<RollupPage />, { api: new FakeApi().on('GET /api/dealergroup/inventory/rollup', rows), user: testUser() });
    const alpha = (await screen.findByText('Alpha Motors')).closest('tr') as HTMLElement;
    const links = within(alpha)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/inventorylisting/'));
    expect(links).toHaveLength(1);
    expect(links[0]?.textContent).toBe('5');
    expect(links[0]?.getAttribute('href')).toBe(`/inventorylisting/${rows[0]?.dealershipId}/ThirtyDaysOrLess`);
    expect(within(alpha).getAllByText('0')).toHaveLength(4);

    // And the dealership's exit report (aging).
    expect(within(alpha).getByRole('link', { name: 'Exits of Alpha Motors' }).getAttribute('href')).toBe(
      `/agingreport/${rows[0]?.dealershipId}`,
    );

    const charlie = screen.getByText('Charlie Auto').closest('tr') as HTMLElement;
    expect(within(charlie).getByRole('link', { name: '7 vehicles at Charlie Auto, 30-60 days' }).getAttribute('href')).toBe(
      `/inventorylisting/${rows[2]?.dealershipId}/ThirtyToSixtyDays`,
    );
  });

  it("switches to 15-day bands linking to their listings, and back to the spec's buckets", async () => {
    const user = userEvent.setup();
    const bands = { ...rows[1]!.bandCounts, '0-15': 4, '16-30': 8, '46-60': 3 };
    const bravo = { ...rows[1]!, bandCounts: bands };
    const api = new FakeApi().on('GET /api/dealergroup/inventory/rollup', [rows[0], bravo, rows[2]]);
    renderWithApp(<RollupPage />, { api, user: testUser() });
    await screen.findByText('Bravo Cars');
    await user.click(screen.getByRole('radio', { name: '15-day bands' }));
    expect(screen.queryByRole('button', { name: '30 days or less' })).toBeNull();
    // The finer view keeps the name and city beside its nine bands, under one heading;
    // each band's sort button names its days.
    expect(screen.getByRole('columnheader', { name: 'Days in inventory' }).getAttribute('colspan')).toBe('9');
    const sortButtons = screen.getAllByRole('button').filter((button) => button.closest('thead'));
    expect(sortButtons.map((button) => button.querySelector('.visually-hidden')?.textContent ?? button.textContent)).toEqual([
      'Dealership',
      'City',
      '15 days or less',
      '16-30 days',
      '31-45 days',
      '46-60 days',
      '61-75 days',
      '76-90 days',
      '91-105 days',
      '106-120 days',
      'Over 120 days',
      'Avg. price to market',
    ]);
    expect(screen.getByRole('button', { name: '16-30 days' }).querySelector('[aria-hidden="true"]')?.textContent).toBe('16‑30');
    const row = screen.getByText('Bravo Cars').closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: '8 vehicles at Bravo Cars, 16-30 days' }).getAttribute('href')).toBe(
      `/inventorylisting/${bravo.dealershipId}/16-30`,
    );
    expect(
      within(row)
        .getAllByRole('link', { name: /vehicles at Bravo Cars/ })
        .map((link) => link.textContent),
    ).toEqual(['4', '8', '3']);
    await user.click(screen.getByRole('radio', { name: '30-day buckets' }));
    expect(screen.getByRole('button', { name: '30 days or less' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '16-30 days' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Days in inventory' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Postal code' })).toBeTruthy();
  });

  it("shows each dealership's average price to market and sorts by it, dealerships without one last", async () => {
    const user = userEvent.setup();
    const priced = [
      { ...rows[0]!, averagePriceToMarket: 101.3 },
      { ...rows[1]!, averagePriceToMarket: null },
      { ...rows[2]!, averagePriceToMarket: 96.8 },
    ];
    renderWithApp(<RollupPage />, { api: new FakeApi().on('GET /api/dealergroup/inventory/rollup', priced), user: testUser() });
    await screen.findByText('Alpha Motors');
    expect(screen.getAllByTestId('rollup-average-price-to-market').map((cell) => cell.textContent)).toEqual(['101.3%', '—', '96.8%']);
    const average = screen.getByRole('button', { name: 'Avg. price to market' });
    await user.click(average);
    expect(dealershipOrder()).toEqual(['Alpha Motors', 'Charlie Auto', 'Bravo Cars']);
    await user.click(average);
    expect(dealershipOrder()).toEqual(['Charlie Auto', 'Alpha Motors', 'Bravo Cars']);
  });

  it('shows inventory.not-found for an empty group and the load error on failure', async () => {
    const { unmount } = renderWithApp(<RollupPage />, {
      api: new FakeApi().on('GET /api/dealergroup/inventory/rollup', []),
      user: testUser(),
    });
    expect(await screen.findByText('No inventory found.')).toBeTruthy();
    unmount();
    renderWithApp(<RollupPage />, { api: new FakeApi().failOn('GET /api/dealergroup/inventory/rollup', 500), user: testUser() });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });

  it('finding 4: on a phone, one card per dealership with its age counts first, each a link to its listing as in the table', async () => {
    onAPhone();
    const user = userEvent.setup();
    const bravoBands = { ...rows[1]!, bandCounts: { ...rows[1]!.bandCounts, '0-15': 4, '46-60': 3 } };
    const api = new FakeApi().on('GET /api/dealergroup/inventory/rollup', [rows[0], bravoBands, rows[2]]);
    renderWithApp(<RollupPage />, { api, user: testUser() });
    const cards = await screen.findAllByTestId('rollup-card');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Alpha Motors', 'Bravo Cars', 'Charlie Auto']);

    const alpha = screen.getByRole('article', { name: 'Alpha Motors' });
    const counts = alpha.querySelector('dl') as HTMLElement;
    const address = alpha.querySelector('address') as HTMLElement;
    // The counts come first: straight under the name, before the figures and the address.
    expect(alpha.querySelector('h2')?.nextElementSibling).toBe(counts);
    expect(counts.compareDocumentPosition(address) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect([...counts.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      '30 days or less',
      '30-60 days',
      '60-90 days',
      '90-120 days',
      'Over 120 days',
    ]);
    expect([...counts.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['5', '0', '0', '0', '0']);
    expect(within(alpha).getByRole('link', { name: '5 vehicles at Alpha Motors, 30 days or less' }).getAttribute('href')).toBe(
      `/inventorylisting/${rows[0]?.dealershipId}/ThirtyDaysOrLess`,
    );
    expect(within(counts).getAllByRole('link')).toHaveLength(1);
    expect(within(alpha).getByRole('link', { name: 'Exits of Alpha Motors' }).getAttribute('href')).toBe(
      `/agingreport/${rows[0]?.dealershipId}`,
    );

    // The finer view: nine bands, each count still a link.
    await user.click(screen.getByRole('radio', { name: '15-day bands' }));
    const bravo = screen.getByRole('article', { name: 'Bravo Cars' });
    expect(bravo.querySelectorAll('dt')).toHaveLength(9);
    expect(within(bravo).getByRole('link', { name: '3 vehicles at Bravo Cars, 46-60 days' }).getAttribute('href')).toBe(
      `/inventorylisting/${rows[1]?.dealershipId}/46-60`,
    );
    expect(
      within(bravo)
        .getAllByRole('link', { name: /vehicles at Bravo Cars/ })
        .every((link) => link.getAttribute('href')?.startsWith(`/inventorylisting/${rows[1]?.dealershipId}/`)),
    ).toBe(true);
  });
});
