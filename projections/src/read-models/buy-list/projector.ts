import type { Projector } from '../../projector';
import { eventTime } from '../offers/event-time';

/** rm_buy_list_items: one row per live buy list item (a removed item's row is deleted, so the
 * spotlight's match count and the list never see it). */
export const buyListProjector: Projector = {
  name: 'buy-list',
  ordering: 'stream',
  tables: ['rm_buy_list_items'],
  handles: ['BuyListItemAdded', 'BuyListItemRemoved'],
  async apply(tx, event) {
    if (event.type === 'BuyListItemRemoved') {
      await tx.query('DELETE FROM rm_buy_list_items WHERE id = $1', [event.data.id]);
      return;
    }
    if (event.type !== 'BuyListItemAdded') return;
    const d = event.data;
    // An item's stream holds one BuyListItemAdded; a redelivery inserts nothing.
    await tx.query(
      `INSERT INTO rm_buy_list_items (id, user_id, dealer_group_id, make, model, start_year, end_year, search_radius,
         retail_ready_only, trade_in, latitude, longitude, added_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (id) DO NOTHING`,
      [
        d.id,
        d.userId,
        d.dealerGroupId,
        d.make,
        d.model,
        d.startYear,
        d.endYear,
        d.searchRadius,
        d.retailReadyOnly,
        d.tradeIn,
        d.latitude,
        d.longitude,
        eventTime(event),
      ],
    );
  },
};
