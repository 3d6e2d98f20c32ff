import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent } from '../../projector';

/**
 * The notifications projector's copy of each user's dealer group, role, authorities, email
 * address and choice of emails (rm_notification_staff), kept in event order like its other
 * facts: who hears an offer's notifications is decided from the rights a user holds when the
 * event happens (./audience.ts), and who gets them by email from the choice in force then,
 * never from the users read model, which may be ahead within a batch.
 */
export type UserFactEvent = Extract<ProjectedEvent, { type: 'UserRegistered' | 'UserRoleChanged' | 'NotificationEmailsChosen' }>;

export interface UserFacts {
  id: string;
  dealerGroupId: string | null;
  /** As stored; a role this build does not know grants nothing (./audience.ts). */
  role: string;
  buyAuthority: boolean;
  sellAuthority: boolean;
  email: string;
  /** The notification types the user gets no email for. */
  emailsOff: string[];
}

interface UserFactsRow {
  id: string;
  dealer_group_id: string | null;
  role: string;
  buy_authority: boolean;
  sell_authority: boolean;
  email: string;
  emails_off: string[];
}

type Rights = Pick<UserFactsRow, 'id' | 'role' | 'buy_authority' | 'sell_authority'>;

/**
 * Three statements at most for a run of user events, with the users projector's rules: a
 * registration never overwrites a user already there; a role change or a choice of emails sets
 * absolute values on a user already there, so of several in a run the last is the one that
 * counts. A user's registration opens their stream, so it comes before their changes: inserting
 * every registration first keeps the event order.
 */
export async function recordUserFacts(tx: SqlClient, events: readonly UserFactEvent[]): Promise<void> {
  const registered = new Map<string, UserFactsRow>();
  const changed = new Map<string, Rights>();
  const chosen = new Map<string, { id: string; emails_off: string[] }>();
  for (const event of events) {
    if (event.type === 'NotificationEmailsChosen') {
      chosen.set(event.data.id, { id: event.data.id, emails_off: event.data.off });
      continue;
    }
    const { data } = event;
    const rights = { id: data.id, role: data.role, buy_authority: data.buyAuthority, sell_authority: data.sellAuthority };
    if (event.type === 'UserRoleChanged') changed.set(data.id, rights);
    else if (!registered.has(data.id)) {
      registered.set(data.id, { ...rights, dealer_group_id: event.data.dealerGroupId, email: event.data.email, emails_off: [] });
    }
  }
  if (registered.size > 0) {
    await tx.query(
      `INSERT INTO rm_notification_staff (id, dealer_group_id, role, buy_authority, sell_authority, email)
       SELECT id, dealer_group_id, role, buy_authority, sell_authority, email
       FROM jsonb_to_recordset($1::jsonb)
         AS r(id uuid, dealer_group_id uuid, role text, buy_authority boolean, sell_authority boolean, email text)
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
  if (chosen.size > 0) {
    await tx.query(
      `UPDATE rm_notification_staff AS s SET emails_off = ARRAY(SELECT jsonb_array_elements_text(c.emails_off))
       FROM jsonb_to_recordset($1::jsonb) AS c(id uuid, emails_off jsonb)
       WHERE s.id = c.id`,
      [JSON.stringify([...chosen.values()])],
    );
  }
}

/** Every member of the given dealer groups and the given users, by id. */
export async function loadUserFacts(tx: SqlClient, dealerGroupIds: readonly string[], userIds: readonly string[]): Promise<UserFacts[]> {
  const { rows } = await tx.query<UserFactsRow>(
    `SELECT id::text, dealer_group_id::text, role, buy_authority, sell_authority, email, emails_off FROM rm_notification_staff
      WHERE dealer_group_id = ANY($1::uuid[]) OR id = ANY($2::uuid[]) ORDER BY id`,
    [dealerGroupIds, userIds],
  );
  return rows.map((r) => ({
    id: r.id,
    dealerGroupId: r.dealer_group_id,
    role: r.role,
    buyAuthority: r.buy_authority,
    sellAuthority: r.sell_authority,
    email: r.email,
    emailsOff: r.emails_off,
  }));
}
