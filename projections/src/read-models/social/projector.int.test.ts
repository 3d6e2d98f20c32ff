import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds, type CommentEvent, type PostEvent } from '@dtn/contracts';
import type { EventStore } from '@dtn/platform/event-store/port';
import { allProjectors } from '../../all-projectors';
import { replayReadModels } from '../../replay';
import { openHarness, reapplyAll, type Harness } from '../../testing/harness';
import { socialProjector } from './projector';

const append = async (store: EventStore, stream: string, event: PostEvent | CommentEvent) =>
  store.appendToStream(
    stream,
    [
      {
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: { userId: null, correlationId: randomUUID(), occurredAt: new Date().toISOString() },
      },
    ],
    { expectedRevision: 'any' },
  );

describe('social projector', () => {
  let h: Harness;
  beforeAll(async () => (h = await openHarness()));
  afterAll(() => h.dispose());

  it('keeps posts, media, deletion and comment counts, unchanged by a redelivery', async () => {
    const postId = randomUUID();
    const first = randomUUID();
    const reply = randomUUID();
    const media = { path: `${randomUUID()}/${'a'.repeat(64)}.png`, contentType: 'image/png', size: 10, name: 'a.png' };
    await append(h.store, streamIds.post(postId), {
      type: 'PostCreated',
      data: {
        id: postId,
        userId: 'u1',
        dealerGroupId: null,
        postType: 'GENERAL',
        postVisibility: 'GENERAL',
        content: 'Hi',
        created: '2025-03-01T12:00:00.000Z',
      },
    });
    await append(h.store, streamIds.post(postId), { type: 'PostMediaAttached', data: { postId, media: [media] } });
    await append(h.store, streamIds.comment(first), {
      type: 'CommentAdded',
      data: { id: first, postId, parentComment: null, userId: 'u2', content: 'Nice', created: '2025-03-01T12:01:00.000Z' },
    });
    await append(h.store, streamIds.comment(reply), {
      type: 'CommentAdded',
      data: { id: reply, postId, parentComment: first, userId: 'u1', content: 'Thanks', created: '2025-03-01T12:02:00.000Z' },
    });
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });

    const rows = async () => ({
      posts: (await h.db.query('SELECT id, media, comment_count, deleted FROM rm_posts')).rows,
      comments: (await h.db.query('SELECT id, parent_comment, comment_count FROM rm_comments ORDER BY created')).rows,
    });
    const before = await rows();
    expect(before).toEqual({
      posts: [{ id: postId, media: [media], comment_count: 2, deleted: false }],
      comments: [
        { id: first, parent_comment: null, comment_count: 1 },
        { id: reply, parent_comment: first, comment_count: 0 },
      ],
    });
    await reapplyAll(h, [socialProjector]);
    expect(await rows()).toEqual(before);

    await append(h.store, streamIds.post(postId), { type: 'PostDeleted', data: { id: postId } });
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
    expect((await rows()).posts[0]).toMatchObject({ deleted: true });
  });
});
