import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { FakeApi } from '../../../testing/fake-api';
import { renderAppAt, testUser } from '../../../testing/render';
import { comment, listingPost, paged } from '../common/test-fixtures';

describe('the post view', () => {
  it('shows the post at /post/{postId} with its comments', async () => {
    const shown = listingPost({ commentCount: 1, content: 'Clean trade, priced to move.' });
    const api = new FakeApi()
      .on(`GET /api/post/${shown.id}`, shown)
      .on('pagedComments', paged([comment({ postId: shown.id, content: 'Sending a bid now' })], 1, 5, 1));
    renderAppAt(`/post/${shown.id}`, { api, user: testUser() });
    expect(await screen.findByRole('heading', { name: '2023 Toyota Camry' })).toBeTruthy();
    expect(screen.getByText('Clean trade, priced to move.')).toBeTruthy();
    expect(await screen.findByText('Sending a bid now')).toBeTruthy();
  });

  it('says inventory.listing.post-error when the post cannot be loaded', async () => {
    const api = new FakeApi().failOn('viewPost', 404);
    renderAppAt('/post/00000000-0000-4000-9000-00000000ffff', { api, user: testUser() });
    expect(await screen.findByText('The post could not be loaded. It may have been deleted.')).toBeTruthy();
  });

  it("is 'unauthorized' without ViewPost, and asks for nothing", async () => {
    const api = new FakeApi();
    renderAppAt('/post/00000000-0000-4000-9000-00000000ffff', {
      api,
      user: testUser({ role: 'BDCManager', buyAuthority: false, sellAuthority: false }),
    });
    expect(await screen.findByText('unauthorized')).toBeTruthy();
    expect(api.callsOf('viewPost')).toHaveLength(0);
  });
});
