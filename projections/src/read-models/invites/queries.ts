/**
 * Reads of the invites read model (rm_invites).
 *
 *   invitesPage(db, filter, page)           one group's (null: every group's) invites, newest first, paged
 *   inviteIdByTokenHash(db, tokenHash)      the invite an accept token belongs to; null if none
 *   pendingInviteTo(db, email)              is a Pending invite out to the (lower-cased) email?
 *   pendingInviteEmail(db, email)           the email of a Pending invite to it, ignoring case; null if none
 */
import type { Invite, InviteStatus } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';
import { asIso, selectInto } from '../../sql/select';
import { countOf } from '../../sql/text';

/** Each field of Invite from its rm_invites column. */
const INVITE_FIELDS = selectInto<Invite>({
  id: 'id',
  // The spec's Invite has both; the invite's only identifier is its id.
  inviteId: 'id',
  email: 'email',
  inviteDate: asIso('invite_date'),
  status: 'status',
  role: 'role',
  dealershipIds: 'dealership_ids',
});

const matching = `FROM rm_invites
  WHERE ($1::uuid IS NULL OR dealer_group_id = $1::uuid)
    AND ($2::uuid[] IS NULL OR dealership_ids && $2::uuid[])
    AND ($3::text[] IS NULL OR status = ANY($3::text[]))`;

/** A dealership filter keeps invites to any of the named dealerships. The total counts every match. */
export async function invitesPage(
  db: SqlClient,
  filter: { dealerGroupId: string | null; dealershipIds?: string[]; statuses?: InviteStatus[] },
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ totalCount: number; invites: Invite[] }> {
  const params = [
    filter.dealerGroupId,
    filter.dealershipIds?.length ? filter.dealershipIds : null,
    filter.statuses?.length ? filter.statuses : null,
  ];
  const total = await db.query<{ count: string }>(`SELECT count(*) AS count ${matching}`, params);
  const { rows } = await db.query<Invite>(`SELECT ${INVITE_FIELDS} ${matching} ORDER BY invite_date DESC, id LIMIT $4 OFFSET $5`, [
    ...params,
    pageSize,
    (page - 1) * pageSize,
  ]);
  return { totalCount: countOf(total.rows), invites: rows };
}

/** Only its hash is in InviteSent, so the accept link finds its invite here. */
export async function inviteIdByTokenHash(db: SqlClient, tokenHash: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM rm_invites WHERE token_hash = $1', [tokenHash]);
  return rows[0]?.id ?? null;
}

/** `email` normalised (lower case) by the caller, as the invitation commands do. */
export async function pendingInviteTo(db: SqlClient, email: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM rm_invites WHERE lower(email) = $1 AND status = 'Pending' LIMIT 1`, [email]);
  return rows.length > 0;
}

/** The invite's own spelling of the email (the dev sign-in signs an invitee in with it). */
export async function pendingInviteEmail(db: SqlClient, email: string): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT email FROM rm_invites WHERE lower(email) = lower($1) AND status = 'Pending' LIMIT 1`,
    [email],
  );
  return rows[0]?.email ?? null;
}
