import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { FakeApi } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
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
});
