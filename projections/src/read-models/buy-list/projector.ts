import type { Projector, ProjectedEvent } from '../../projector';
import type { SqlClient } from '@dtn/platform/db/database';
import { eventTime } from '../offers/event-time';

/** rm_buy_list_items: one row per live buy list item (a removed item's row is deleted, so the
 * spotlight's match count and the list never see it), with its standing order when it has one. */
export const buyListProjector: Projector = {
  name: 'buy-list',
  ordering: 'stream',
  tables: ['rm_buy_list_items'],
  handles: [
    'BuyListItemAdded',
    'BuyListItemRemoved',
    'StandingOrderPlaced',
    'StandingOrderPaused',
    'StandingOrderResumed',
    'StandingOrderEnded',
    'StandingOrderOffered',
  ],
  async apply(tx, event) {
    if (event.type === 'BuyListItemRemoved') {
      await tx.query('DELETE FROM rm_buy_list_items WHERE id = $1', [event.data.id]);
      return;
    }
    if (event.type !== 'BuyListItemAdded') return applyOrderEvent(tx, event);
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

/** The order's changes, each applied once: an event at or below the row's order revision is a
 * redelivery (the offers' counts add up, so they must not add twice). */
async function applyOrderEvent(tx: SqlClient, event: ProjectedEvent): Promise<void> {
  const once = `WHERE id = $1 AND order_revision < $2`;
  const at = [event.revision.toString()];
  switch (event.type) {
    case 'StandingOrderPlaced': {
      const { id, userId: _userId, ...terms } = event.data;
      // The box: boundingBox (platform geo) in SQL, around the item's centre and radius.
      await tx.query(
        `UPDATE rm_buy_list_items SET standing_order = $3::jsonb, order_status = 'active', order_paused_reason = NULL,
           order_ends_at = $4, order_revision = $2,
           min_latitude = latitude - search_radius / 69.0, max_latitude = latitude + search_radius / 69.0,
           min_longitude = longitude - search_radius / (69.172 * greatest(0.01, cos(radians(latitude)))),
           max_longitude = longitude + search_radius / (69.172 * greatest(0.01, cos(radians(latitude))))
         ${once}`,
        [id, ...at, JSON.stringify(terms), terms.endsAt],
      );
      return;
    }
    case 'StandingOrderPaused':
      await tx.query(`UPDATE rm_buy_list_items SET order_status = 'paused', order_paused_reason = $3, order_revision = $2 ${once}`, [
        event.data.id,
        ...at,
        event.data.reason,
      ]);
      return;
    case 'StandingOrderResumed':
    case 'StandingOrderEnded':
      await tx.query(`UPDATE rm_buy_list_items SET order_status = $3, order_paused_reason = NULL, order_revision = $2 ${once}`, [
        event.data.id,
        ...at,
        event.type === 'StandingOrderResumed' ? 'active' : 'ended',
      ]);
      return;
    case 'StandingOrderOffered': {
      const { id, day, amount } = event.data;
      await tx.query(
        `UPDATE rm_buy_list_items SET order_offers_made = order_offers_made + 1,
           order_day_units = CASE WHEN order_day = $3 THEN order_day_units + 1 ELSE 1 END,
           order_day_dollars = CASE WHEN order_day = $3 THEN order_day_dollars + $4 ELSE $4 END,
           order_day = $3, order_revision = $2
         ${once}`,
        [id, ...at, day, amount],
      );
      return;
    }
    default:
      return;
  }
}
