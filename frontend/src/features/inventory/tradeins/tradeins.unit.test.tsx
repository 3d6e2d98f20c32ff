import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import { describe, expect, it } from '@jest/globals';
import { FakeApi } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import { marketplaceItem, pageOf } from '../common/test-fixtures';
import TradeInsPage from './tradeins-page';
import { tradeInsActions } from './tradeins-slice';

function tradeInApi(pageSizes: number[]) {
  return new FakeApi().on('POST /api/marketplace/tradein/search', ({ query }: { query?: Record<string, unknown> }) => {
    const page = Number(query?.page);
    const size = pageSizes[page - 1] ?? 0;
    return pageOf(
      Array.from({ length: size }, (_, i) => marketplaceItem({ model: `T${page}-${i}`, tradeIn: true })),
      page,
      99,
    );
  });
}

const searches = (api: FakeApi) => api.callsTo('POST', '/api/marketplace/tradein/search');

describe('trade-ins', () => {
  it('searches 100 miles by default and re-searches when the distance changes', async () => {
    const user = userEvent.setup();
    const api = tradeInApi([2]);
    renderWithApp(<TradeInsPage />, { api, user: testUser() });
    expect(await screen.findByText('2021 Toyota T1-0')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Distance').value).toBe('100');
    expect(searches(api)[0]?.body).toEqual({ searchRadius: 100, distanceUnit: 'MILES' });

    await user.selectOptions(screen.getByLabelText('Distance'), '300');
    await waitFor(() => expect(searches(api).at(-1)?.body).toEqual({ searchRadius: 300, distanceUnit: 'MILES' }));
  });

  it('loads the next page only while the last page was full', async () => {
    const api = tradeInApi([15, 3]);
    const { store } = renderWithApp(<TradeInsPage />, { api, user: testUser() });
    expect(await screen.findByText('2021 Toyota T1-14')).toBeTruthy();
    act(() => {
      store.dispatch(tradeInsActions.loadMore());
    });
    expect(await screen.findByText('2021 Toyota T2-2')).toBeTruthy();
    act(() => {
      store.dispatch(tradeInsActions.loadMore());
    });
    await waitFor(() => expect(store.getState().tradeIns.loadingMore).toBe(false));
    expect(searches(api).map((call) => call.query?.page)).toEqual([1, 2]);
    expect(screen.getAllByTestId('marketplace-card')).toHaveLength(18);
  });

  it('shows marketplace.not-found when there are none', async () => {
    renderWithApp(<TradeInsPage />, { api: tradeInApi([]), user: testUser() });
    expect(await screen.findByText('No vehicles found. Try widening your search.')).toBeTruthy();
  });
});
