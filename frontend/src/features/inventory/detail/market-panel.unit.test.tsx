import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { CohortSale, MarketFigures } from '@dtn/contracts/entities/market';
import { FakeApi } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import { inventoryItem } from '../common/test-fixtures';
import DetailPage from './detail-page';

const figures = (overrides: Partial<MarketFigures> = {}): MarketFigures => ({
  value: 24_300,
  low: 23_100,
  high: 25_400,
  sampleSize: 12,
  priceToMarket: 104.2,
  daysSupply: 23.5,
  daysInInventory: 12,
  agingCost: 420,
  ...overrides,
});

const sale = (amount: number, mileage: number | null, outlier = false): CohortSale => ({
  amount,
  mileage,
  soldAt: '2025-05-01T12:00:00.000Z',
  outlier,
});

function renderDetail(item: InventoryItem, sales: CohortSale[] | 'fails' = []) {
  const api = new FakeApi().on('inventoryByVin', item).on('myOfferForVehicle', null);
  if (sales === 'fails') api.failOn('cohortSales', 500);
  else api.on('cohortSales', sales);
  renderWithApp(<DetailPage />, { api, user: testUser(), route: `/inventorydetail/${item.vin}`, path: '/inventorydetail/:vin' });
  return api;
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('inventory detail: the Market panel', () => {
  it('shows the value with its range and sample, price-to-market, days supply, days in inventory and the cost of aging', async () => {
    const item = inventoryItem({ market: figures() });
    const api = renderDetail(item, [sale(23_000, 40_000), sale(25_000, 30_000)]);
    const panel = await screen.findByTestId('market-panel');
    expect(within(panel).getByRole('heading', { name: 'Market' })).toBeTruthy();
    expect(text('market-value')).toBe('$24,300.00');
    expect(text('market-range')).toBe('Typical range $23,100.00 – $25,400.00 · from 12 sales in 90 days');
    expect(text('market-price-to-market')).toBe('104.2%Above market');
    expect(within(screen.getByTestId('market-price-to-market')).getByTestId('market-badge').dataset.position).toBe('above');
    expect(text('market-days-supply')).toBe('23.5 days');
    expect(text('market-days-in-inventory')).toBe('12');
    expect(text('market-aging-cost')).toBe('$420.00');
    await within(panel).findByTestId('cohort-chart');
    expect(api.callsOf('cohortSales')[0]?.params).toEqual({ id: item.id });
  });

  it('says "not enough sales" without a value, "no recent sales" without days supply, and no figure without price-to-market', async () => {
    renderDetail(
      inventoryItem({ market: figures({ value: null, low: null, high: null, sampleSize: 3, priceToMarket: null, daysSupply: null }) }),
    );
    await screen.findByTestId('market-panel');
    expect(text('market-value')).toBe('Not enough sales');
    expect(screen.getByText('The network sold 3 vehicles of this year, make and model in 90 days; a value needs 7.')).toBeTruthy();
    expect(screen.queryByTestId('market-range')).toBeNull();
    expect(text('market-price-to-market')).toBe('No figure');
    expect(text('market-days-supply')).toBe('No recent sales');
  });

  it('charts the sales against mileage: outliers drawn as crosses, this vehicle and its value range marked', async () => {
    const item = inventoryItem({ data: { Odometer: '34,500', 'List Price': '25300' }, market: figures() });
    renderDetail(item, [sale(23_000, 40_000), sale(25_000, 30_000), sale(39_000, 20_000, true), sale(24_000, null)]);
    const chart = await screen.findByTestId('cohort-chart');
    const image = within(chart).getByRole('img', { name: /Recent sales of this year, make and model/ });
    expect(image.getAttribute('aria-labelledby')).toBeTruthy();
    expect(
      within(chart).getByText('3 sales from $23,000.00 to $39,000.00; this vehicle is listed at $25,300.00 with 34,500 miles.'),
    ).toBeTruthy();
    const marks = screen.getByTestId('chart-sales').children;
    expect([...marks].map((mark) => (mark as HTMLElement).dataset.outlier)).toEqual(['false', 'false', 'true']);
    expect(marks[2]?.querySelector('path')).toBeTruthy();
    expect(marks[0]?.querySelector('circle')).toBeTruthy();
    expect(screen.getByTestId('chart-vehicle')).toBeTruthy();
    expect(within(chart).getByText('Outlier (not in the value)')).toBeTruthy();
    expect(within(chart).getByText('This vehicle')).toBeTruthy();
    expect(within(chart).getByText('Network value and range')).toBeTruthy();
    expect(within(chart).getByText('1 sale without a mileage is not drawn.')).toBeTruthy();
  });

  it('says when the cohort sold nothing in the window', async () => {
    renderDetail(inventoryItem({ market: figures({ value: null, sampleSize: 0 }) }), []);
    expect((await screen.findByTestId('cohort-chart-empty')).textContent).toBe('No sales of this year, make and model in 90 days.');
  });

  it('keeps the figures when the sales fail to load', async () => {
    renderDetail(inventoryItem({ market: figures() }), 'fails');
    expect(await screen.findByText('The recent sales could not be loaded.')).toBeTruthy();
    expect(text('market-value')).toBe('$24,300.00');
  });
});
