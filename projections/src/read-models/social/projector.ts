import type { PostMedia } from '@dtn/contracts';
import type { Projector } from '../../projector';

/**
 * rm_posts and rm_comments: the timeline, a post, and the paged comments with their counts.
 * Counts move only when a comment row is actually inserted, so a redelivered CommentAdded
 * leaves them as they are.
 */
export const socialProjector: Projector = {
  name: 'social',
  tables: ['rm_posts', 'rm_comments'],
  handles: ['PostCreated', 'PostMediaAttached', 'PostDeleted', 'CommentAdded'],
  async apply(tx, event) {
    switch (event.type) {
      case 'PostCreated': {
        const d = event.data;
        await tx.query(
          `INSERT INTO rm_posts (id, user_id, dealer_group_id, post_type, post_visibility, content, created,
             vin, year, make, model, mileage, dealership_id, inventory_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.id,
            d.userId,
            d.dealerGroupId,
            d.postType,
            d.postVisibility,
            d.content,
            d.created,
            d.vin ?? null,
            d.year ?? null,
            d.make ?? null,
            d.model ?? null,
            d.mileage ?? null,
            d.dealershipId ?? null,
            d.inventoryId ?? null,
          ],
        );
        return;
      }
      case 'PostMediaAttached': {
        const { rows } = await tx.query<{ media: PostMedia[] }>('SELECT media FROM rm_posts WHERE id = $1', [event.data.postId]);
        if (!rows[0]) return;
        const media = [...rows[0].media];
        for (const item of event.data.media) if (!media.some((m) => m.name === item.name)) media.push(item);
        await tx.query('UPDATE rm_posts SET media = $2::jsonb WHERE id = $1', [event.data.postId, JSON.stringify(media)]);
        return;
      }
      case 'PostDeleted':
        await tx.query('UPDATE rm_posts SET deleted = true WHERE id = $1', [event.data.id]);
        return;
      case 'CommentAdded': {
        const d = event.data;
        const inserted = await tx.query(
          `INSERT INTO rm_comments (id, post_id, parent_comment, user_id, content, created)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING RETURNING id`,
          [d.id, d.postId, d.parentComment, d.userId, d.content, d.created],
        );
        if (inserted.rows.length === 0) return;
        await tx.query('UPDATE rm_posts SET comment_count = comment_count + 1 WHERE id = $1', [d.postId]);
        if (d.parentComment) await tx.query('UPDATE rm_comments SET comment_count = comment_count + 1 WHERE id = $1', [d.parentComment]);
        return;
      }
      default:
        return;
    }
  },
};
