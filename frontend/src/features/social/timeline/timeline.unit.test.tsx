import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import { describe, expect, it } from '@jest/globals';
import { Route, Routes } from 'react-router-dom';
import { FakeApi } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import { listingPost, mediaKey, paged, post } from '../common/test-fixtures';
import HomePage from './home-page';
import DealerFeedPage from './dealer-feed-page';
import { timelineActions } from './timeline-slice';

/** A timeline whose pages hold these many posts. */
function timelineApi(pageSizes: number[]) {
  return new FakeApi()
    .on('timeline', ({ query }: { query?: Record<string, unknown> }) => {
      const page = Number(query?.page);
      const size = pageSizes[page - 1] ?? 0;
      return paged(
        Array.from({ length: size }, (_, i) => post({ content: `Post ${page}-${i}` })),
        page,
        10,
        99,
      );
    })
    .on('pagedComments', paged([], 1, 5, 0));
}

const timelineCalls = (api: FakeApi) => api.callsOf('timeline').map((call) => call.query);

describe('the timeline', () => {
  it('loads pages of 10 and asks for the next only while the last page was full (section 7)', async () => {
    const api = timelineApi([10, 3]);
    const { store } = renderWithApp(<HomePage />, { api, user: testUser() });
    expect(await screen.findByText('Post 1-9')).toBeTruthy();
    expect(screen.queryByText("You're all caught up: there are no more posts.")).toBeNull();
    act(() => {
      store.dispatch(timelineActions.loadMore());
    });
    expect(await screen.findByText('Post 2-2')).toBeTruthy();
    act(() => {
      store.dispatch(timelineActions.loadMore());
    });
    await waitFor(() => expect(store.getState().timeline.loadingMore).toBe(false));
    expect(timelineCalls(api)).toEqual([
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 10 },
    ]);
    expect(screen.getAllByTestId('post-card')).toHaveLength(13);
    // Section 2: a last page that is not full ends with social.end-posts.
    expect(screen.getByText("You're all caught up: there are no more posts.")).toBeTruthy();
  });

  it('shows social.end-posts at once when the first page is short', async () => {
    renderWithApp(<HomePage />, { api: timelineApi([2]), user: testUser() });
    expect(await screen.findByText("You're all caught up: there are no more posts.")).toBeTruthy();
  });

  it('reads the dealer feed with visibility DEALERGROUP under the group short name', async () => {
    const api = timelineApi([1]);
    renderWithApp(<DealerFeedPage />, { api, user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Lone Star feed', level: 1 })).toBeTruthy();
    await screen.findByText('Post 1-0');
    expect(timelineCalls(api)[0]).toEqual({ page: 1, pageSize: 10, visibility: 'DEALERGROUP' });
  });

  it('shows the load error with a retry', async () => {
    const api = new FakeApi().failOn('timeline', 500);
    renderWithApp(<HomePage />, { api, user: testUser() });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });
});

describe('a post in the timeline', () => {
  const render = (shown: ReturnType<typeof post>, user = testUser()) => {
    const api = new FakeApi().on('timeline', paged([shown], 1, 10, 1)).on('pagedComments', paged([], 1, 5, 0));
    return renderWithApp(
      <Routes>
        <Route path="/home" element={<HomePage />} />
        <Route path="/inventorydetail/:vin" element={<p>detail of the vehicle</p>} />
      </Routes>,
      { api, user, route: '/home' },
    );
  };

  it('clamps the text to 3 lines with show more when it is taller (section 9)', async () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 200 });
    try {
      render(post({ content: 'A long story\n'.repeat(12) }));
      const text = await screen.findByTestId('post-text');
      expect(text.style.webkitLineClamp).toBe('3');
      await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
      expect(text.style.webkitLineClamp).toBe('');
      expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    } finally {
      // jsdom keeps scrollHeight on Element.prototype (always 0): drop the override.
      delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
    }
  });

  it('offers no show more for text that fits', async () => {
    render(post({ content: 'Short.' }));
    await screen.findByText('Short.');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('lays out 5 media as 2 then 3, and plays a video in place', async () => {
    render(post({ media: [mediaKey(1), mediaKey(2), mediaKey(3), mediaKey(4), mediaKey(5, 'webm')] }));
    const grid = await screen.findByTestId('media-grid');
    const rows = within(grid).getAllByTestId('media-row');
    expect(rows.map((row) => within(row).getAllByTestId('media-tile').length)).toEqual([2, 3]);
    expect(grid.querySelectorAll('video')).toHaveLength(1);
    expect(grid.querySelector('video')?.getAttribute('src')).toMatch(/\.webm$/);
    expect(grid.querySelectorAll('img')).toHaveLength(4);
  });

  it('says social.no-comments for a post without comments, with the comment count', async () => {
    render(post());
    expect(await screen.findByText('No comments yet. Be the first to comment.')).toBeTruthy();
    expect(screen.getByText('0 comments')).toBeTruthy();
  });

  it('shows a listing with mileage separators and a bid button that opens the vehicle detail', async () => {
    render(listingPost());
    expect(await screen.findByText('45,120 mi')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bid' }));
    expect(await screen.findByText('detail of the vehicle')).toBeTruthy();
  });

  it('does nothing on bid when the vehicle is sold', async () => {
    render(listingPost({ sold: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bid' }));
    expect(screen.queryByText('detail of the vehicle')).toBeNull();
    expect(screen.getByText('Sold')).toBeTruthy();
  });

  it('shows no bid button to a user without buyAuthority', async () => {
    render(listingPost(), testUser({ buyAuthority: false }));
    await screen.findByText('45,120 mi');
    expect(screen.queryByRole('button', { name: 'Bid' })).toBeNull();
  });

  it('lets the author delete after confirming, and drops the post', async () => {
    const mine = post({ user: { ...post().user, id: testUser().id }, content: 'Mine to delete' });
    const api = new FakeApi()
      .on('timeline', paged([mine], 1, 10, 1))
      .on('pagedComments', paged([], 1, 5, 0))
      .on('deletePost', { id: mine.id, position: '1' });
    renderWithApp(<HomePage />, { api, user: testUser({ role: 'SalesAssociate' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(screen.queryByText('Mine to delete')).toBeNull());
    expect(api.callsOf('deletePost')[0]?.params).toEqual({ id: mine.id });
  });

  it("offers delete on someone else's post only with DeletePost in the post's group", async () => {
    const theirs = post({ dealerGroupId: testUser().dealerGroupId });
    render(theirs, testUser({ role: 'SalesAssociate' }));
    await screen.findByText(theirs.content);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
