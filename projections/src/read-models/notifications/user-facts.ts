import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent } from '../../projector';

/**
 * The notifications projector's copy of each user's dealer group, role and authorities
 * (rm_notification_staff), kept in event order like its other facts: who hears an offer's
 * notifications is decided from the rights a user holds when the event happens (./audience.ts),
 * never from the users read model, which may be ahead within a batch.
 */
export type UserFactEvent = Extract<ProjectedEvent, { type: 'UserRegistered' | 'UserRoleChanged' }>;

export interface UserFacts {
  id: string;
  dealerGroupId: string | null;
  /** As stored; a role this build does not know grants nothing (./audience.ts). */
  role: string;
  buyAuthority: boolean;
  sellAuthority: boolean;
}

interface UserFactsRow {
  id: string;
  dealer_group_id: string | null;
  role: string;
  buy_authority: boolean;
  sell_authority: boolean;
}

/**
 * Two statements for a run of user events, with the users projector's rules: a registration never
 * overwrites a user already there; a role change sets absolute values on a user already there, so
 * of several in a run the last is the one that counts. A user's registration opens their stream,
 * so it comes before their changes: inserting every registration first keeps the event order.
 */
export async function recordUserFacts(tx: SqlClient, events: readonly UserFactEvent[]): Promise<void> {
  const registered = new Map<string, UserFactsRow>();
  const changed = new Map<string, Omit<UserFactsRow, 'dealer_group_id'>>();
  for (const { type, data } of events) {
    const rights = { id: data.id, role: data.role, buy_authority: data.buyAuthority, sell_authority: data.sellAuthority };
    if (type === 'UserRoleChanged') changed.set(data.id, rights);
    else if (!registered.has(data.id)) registered.set(data.id, { ...rights, dealer_group_id: data.dealerGroupId });
  }
  if (registered.size > 0) {
    await tx.query(
      `INSERT INTO rm_notification_staff (id, dealer_group_id, role, buy_authority, sell_authority)
       SELECT id, dealer_group_id, role, buy_authority, sell_authority
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, dealer_group_id uuid, role text, buy_authority boolean, sell_authority boolean)
       ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify([...registered.values()])],
    );
  }
  if (changed.size > 0) {
    await tx.query(
      `UPDATE rm_notification_staff AS s SET role = c.role, buy_authority = c.buy_authority, sell_authority = c.sell_authority
       FROM jsonb_to_recordset($1::jsonb) AS c(id uuid, role text, buy_authority boolean, sell_authority boolean)
       WHERE s.id = c.id`,
      [JSON.stringify([...changed.values()])],
    );
  }
}

/** Every member of the given dealer groups and the given users, by id. */
export async function loadUserFacts(tx: SqlClient, dealerGroupIds: readonly string[], userIds: readonly string[]): Promise<UserFacts[]> {
  const { rows } = await tx.query<UserFactsRow>(
    `SELECT id::text, dealer_group_id::text, role, buy_authority, sell_authority FROM rm_notification_staff
      WHERE dealer_group_id = ANY($1::uuid[]) OR id = ANY($2::uuid[]) ORDER BY id`,
    [dealerGroupIds, userIds],
  );
  return rows.map((r) => ({
    id: r.id,
    dealerGroupId: r.dealer_group_id,
    role: r.role,
    buyAuthority: r.buy_authority,
    sellAuthority: r.sell_authority,
  }));
}
