/** Test helpers: buy list rows written directly, as the buy list projector would leave them. */
import { randomUUID } from 'node:crypto';
import type { StandingOrderPlaced } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';
import type { z } from 'zod';
import type { ProjectedEvent } from '../../projector';
import { buyListProjector } from './projector';

export interface BuyListItemFixture {
  id?: string;
  userId: string;
  dealerGroupId: string | null;
  make?: string;
  model?: string;
  startYear?: number;
  endYear?: number;
  searchRadius?: number;
  tradeIn?: boolean;
  latitude: number;
  longitude: number;
  addedAt?: Date;
}

export async function insertBuyListItem(db: SqlClient, b: BuyListItemFixture): Promise<string> {
  const id = b.id ?? randomUUID();
  await db.query(
    `INSERT INTO rm_buy_list_items (id, user_id, dealer_group_id, make, model, start_year, end_year, search_radius,
       trade_in, latitude, longitude, added_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      id,
      b.userId,
      b.dealerGroupId,
      b.make ?? 'Honda',
      b.model ?? 'Accord',
      b.startYear ?? 2015,
      b.endYear ?? 2022,
      b.searchRadius ?? 50,
      b.tradeIn ?? false,
      b.latitude,
      b.longitude,
      (b.addedAt ?? new Date(0)).toISOString(),
    ],
  );
  return id;
}

/** Every live buy list item, in the order added. */
export async function buyListItemRows(db: SqlClient): Promise<{ id: string; userId: string }[]> {
  const { rows } = await db.query<{ id: string; user_id: string }>(
    'SELECT id::text, user_id::text FROM rm_buy_list_items ORDER BY added_at, id',
  );
  return rows.map((r) => ({ id: r.id, userId: r.user_id }));
}

/** Every live buy list item, in id order. */
export async function buyListItemsById(db: SqlClient): Promise<{ id: string; userId: string }[]> {
  const { rows } = await db.query<{ id: string; user_id: string }>('SELECT id::text, user_id::text FROM rm_buy_list_items ORDER BY id');
  return rows.map((r) => ({ id: r.id, userId: r.user_id }));
}

/** An item's standing order, placed (and offered from) through the projector itself. */
export async function placeStandingOrderRow(
  db: SqlClient,
  id: string,
  terms: Partial<Omit<z.infer<typeof StandingOrderPlaced>['data'], 'id' | 'userId'>> & { userId: string },
  offered: { day: string; amount: number }[] = [],
): Promise<void> {
  let revision = 0n;
  const apply = (type: string, data: unknown) =>
    buyListProjector.apply(db, {
      id: randomUUID(),
      streamId: `buylist-${id}`,
      revision: ++revision,
      position: { commit: revision, prepare: revision },
      type,
      data,
      metadata: {},
      createdAt: new Date(0),
    } as ProjectedEvent);
  await apply('StandingOrderPlaced', {
    id,
    dealershipId: randomUUID(),
    trims: [],
    maxMileage: null,
    listingTypes: [],
    maxPrice: 20_000,
    maxPercentOfValue: null,
    endsAt: '2100-01-01T00:00:00.000Z',
    maxUnitsPerDay: 5,
    maxDollarsPerDay: 100_000,
    timeZone: 'America/Chicago',
    ...terms,
  });
  for (const { day, amount } of offered) {
    await apply('StandingOrderOffered', { id, offerId: randomUUID(), inventoryId: randomUUID(), amount, day });
  }
}
