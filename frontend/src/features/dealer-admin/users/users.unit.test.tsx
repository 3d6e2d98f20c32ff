import { jest } from '@jest/globals';
import { moveClock } from '../../../testing/clock';
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import { searchDebounceMs } from '@dtn/contracts/constants';
import { FakeApi, type FakeRequest } from '../../../testing/fake-api';
import { member, paged } from '../../../testing/admin-fixtures';
import { renderAppAt, renderWithApp, testUser } from '../../../testing/render';
import DealerAdminPage from '../dealer-admin-page';

const pat = member({ firstName: 'Pat', lastName: 'Parker', email: 'pat@lonestar.example' });
const sam = member({ firstName: 'Sam', lastName: 'Seller' });

/** Answers GET /api/user/list by its query: page N holds one user named after the page. */
function usersApi() {
  return new FakeApi().on('listUsers', ({ query }: FakeRequest) => {
    const page = Number(query?.page ?? 1);
    const search = String(query?.search ?? '');
    if (search === 'pat') return paged([pat]);
    return paged([page === 1 ? sam : member({ firstName: `Page${page}`, lastName: 'User' })], page, 3);
  });
}
const queries = (api: FakeApi) => api.callsOf('listUsers').map((call) => call.query);

describe('dealer admin: Users tab', () => {
  it('searches 500 ms after the last keystroke, not before, from page 1', async () => {
    jest.useFakeTimers();
    try {
      const api = usersApi();
      renderWithApp(<DealerAdminPage />, { api, user: testUser() });
      await moveClock(10);
      expect(queries(api)).toEqual([{ search: '', page: 1, pageSize: 10 }]);
      const box = screen.getByRole('searchbox', { name: 'Search users' });
      fireEvent.change(box, { target: { value: 'pa' } });
      await moveClock(300);
      fireEvent.change(box, { target: { value: 'pat' } });
      await moveClock(499);
      expect(queries(api)).toHaveLength(1);
      await moveClock(1);
      expect(queries(api)).toEqual([
        { search: '', page: 1, pageSize: 10 },
        { search: 'pat', page: 1, pageSize: 10 },
      ]);
      expect(screen.getByRole('link', { name: 'Pat Parker' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('pages through the list (10 a page) and a new search starts again at page 1', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup();
      const api = usersApi();
      renderWithApp(<DealerAdminPage />, { api, user: testUser() });
      await screen.findByRole('link', { name: 'Sam Seller' });
      await user.click(screen.getByRole('button', { name: 'Page 3' }));
      expect(await screen.findByRole('link', { name: 'Page3 User' })).toBeTruthy();
      expect(queries(api).at(-1)).toEqual({ search: '', page: 3, pageSize: 10 });
      expect(screen.getByLabelText('Page 3').closest('li')?.className).toContain('active');
      await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'pat');
      await moveClock(searchDebounceMs);
      expect(queries(api).at(-1)).toEqual({ search: 'pat', page: 1, pageSize: 10 });
      expect(await screen.findByRole('link', { name: 'Pat Parker' })).toBeTruthy();
      // One page: no pager.
      expect(screen.queryByRole('navigation', { name: 'User list pages' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a row click opens /dealeradmin/user/{userId}', async () => {
    const user = userEvent.setup();
    const api = usersApi().on('userByIdRoute', sam).on('dealershipsByUser', []).on('dealershipsOfGroup', []);
    renderAppAt('/dealeradmin', { api, user: testUser() });
    const row = (await screen.findAllByTestId('user-row'))[0]!;
    await user.click(within(row).getByText(sam.email));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Seller' })).toBeTruthy();
    expect(api.callsOf('userByIdRoute')[0]?.params).toEqual({ id: sam.id });
  });
});
