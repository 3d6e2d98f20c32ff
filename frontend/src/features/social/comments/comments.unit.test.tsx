import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import { describe, expect, it } from '@jest/globals';
import { FakeApi, type FakeRequest } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import { comment, paged, post } from '../common/test-fixtures';
import { CommentsSection } from './comments-section';

const postId = '00000000-0000-4000-9000-0000000000aa';

/** A post with `total` comments (7 replies on the first), served by page and size. */
function commentsApi(total: number, replies = 7) {
  const all = Array.from({ length: total }, (_, i) =>
    comment({ postId, content: `Comment ${i + 1}`, commentCount: i === 0 ? replies : 0 }),
  );
  const replyList = Array.from({ length: replies }, (_, i) =>
    comment({ postId, parentComment: all[0]?.id ?? null, content: `Reply ${i + 1}` }),
  );
  return {
    all,
    api: new FakeApi().on('pagedComments', ({ query }: FakeRequest) => {
      const page = Number(query?.page);
      const size = Number(query?.pageSize);
      const list = query?.parentComment ? replyList : all;
      return paged(list.slice((page - 1) * size, page * size), page, size, list.length);
    }),
  };
}

const commentCalls = (api: FakeApi) => api.callsOf('pagedComments').map((call) => call.query);

describe('comments', () => {
  it('load 5 a page and offer more while page < pageCount (section 9)', async () => {
    const { api } = commentsApi(12);
    renderWithApp(<CommentsSection postId={postId} commentCount={12} />, { api, user: testUser() });
    expect(await screen.findByText('Comment 5')).toBeTruthy();
    expect(screen.queryByText('Comment 6')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More comments' }));
    expect(await screen.findByText('Comment 10')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'More comments' }));
    expect(await screen.findByText('Comment 12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More comments' })).toBeNull();
    expect(commentCalls(api)).toEqual([1, 2, 3].map((page) => ({ page, pageSize: 5 })));
  });

  it('load replies in one page of the larger of the reply count or 10', async () => {
    const few = commentsApi(1, 3);
    const { unmount } = renderWithApp(<CommentsSection postId={postId} commentCount={4} />, { api: few.api, user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'View 3 replies' }));
    expect(await screen.findByText('Reply 3')).toBeTruthy();
    expect(commentCalls(few.api)[1]).toEqual({ page: 1, pageSize: 10, parentComment: few.all[0]!.id });
    unmount();

    const many = commentsApi(1, 14);
    renderWithApp(<CommentsSection postId={postId} commentCount={15} />, { api: many.api, user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'View 14 replies' }));
    expect(await screen.findByText('Reply 14')).toBeTruthy();
    expect(commentCalls(many.api)[1]).toEqual({ page: 1, pageSize: 14, parentComment: many.all[0]!.id });
    expect(screen.queryByRole('button', { name: 'More replies' })).toBeNull();
  });

  it('send only text that is not blank, trimmed, then show it and clear the box', async () => {
    const sent: string[] = [];
    const api = new FakeApi()
      .on('pagedComments', () =>
        paged(
          sent.map((content) => comment({ postId, content })),
          1,
          5,
          sent.length,
        ),
      )
      .on('createComment', ({ body }: FakeRequest) => {
        sent.push((body as { content: string }).content);
        return { id: '00000000-0000-4000-9000-0000000000cc', position: '7' };
      });
    const { store } = renderWithApp(<CommentsSection postId={postId} commentCount={0} />, { api, user: testUser() });
    expect(screen.getByText('No comments yet. Be the first to comment.')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Comment' });
    expect(send.disabled).toBe(true);
    await userEvent.type(box, '   ');
    expect(send.disabled).toBe(true);
    await userEvent.type(box, ' Great car!  ');
    expect(send.disabled).toBe(false);
    await userEvent.click(send);
    expect(await screen.findByText('Great car!')).toBeTruthy();
    expect(api.callsOf('createComment')[0]?.body).toEqual({ postId, parentComment: null, content: 'Great car!' });
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
    expect(store.getState().comments.threads[`post:${postId}`]?.totalCount).toBe(1);
  });

  it('reply to a comment with parentComment, and the reply shows under it', async () => {
    const parent = comment({ postId, content: 'Is it still available?' });
    const replies: string[] = [];
    const api = new FakeApi()
      .on('pagedComments', ({ query }: FakeRequest) =>
        query?.parentComment
          ? paged(
              replies.map((content) => comment({ postId, parentComment: parent.id, content })),
              1,
              10,
              replies.length,
            )
          : paged([{ ...parent, commentCount: replies.length }], 1, 5, 1),
      )
      .on('createComment', ({ body }: FakeRequest) => {
        replies.push((body as { content: string }).content);
        return { id: '00000000-0000-4000-9000-0000000000dd', position: '8' };
      });
    renderWithApp(<CommentsSection postId={postId} commentCount={1} />, { api, user: testUser() });
    const item = (await screen.findByText('Is it still available?')).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Reply' }));
    await userEvent.type(within(item).getByRole('textbox', { name: 'Write a reply' }), 'Yes, come and see it');
    await userEvent.click(within(item).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Yes, come and see it')).toBeTruthy();
    expect(api.callsOf('createComment')[0]?.body).toEqual({ postId, parentComment: parent.id, content: 'Yes, come and see it' });
  });

  it('hides the comment box from a user who may not comment', () => {
    renderWithApp(<CommentsSection postId={post().id} commentCount={0} />, {
      api: new FakeApi(),
      user: testUser({ role: 'BDCManager', buyAuthority: false, sellAuthority: false }),
    });
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).toBeNull();
  });
});
