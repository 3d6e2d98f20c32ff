/**
 * Reads of the dealer groups read model (rm_dealer_groups).
 *
 *   dealerGroupExists(db, id)
 *   dealerGroupById(db, id)          null if unknown
 *   dealerGroupsPage(db, query)      by organization name, paged, searchable
 *   groupNames(db, ids)              organization and short names and response hours by id, in organization name order
 */
import type { SqlClient } from '@dtn/platform/db/database';
import { selectInto } from '../../sql/select';
import { Where } from '../../sql/where';
import { countOf, likePattern, uuidsOf } from '../../sql/text';

export interface DealerGroupRecord {
  id: string;
  organizationName: string;
  slug: string;
  shortName: string;
  dealerVaultVendorId: string;
  active: boolean;
  imageUrl: string;
  responseHours: number;
}

/** Each field of DealerGroupRecord from its rm_dealer_groups column. */
const GROUP_FIELDS = selectInto<DealerGroupRecord>({
  id: 'id',
  organizationName: 'organization_name',
  slug: 'slug',
  shortName: 'short_name',
  dealerVaultVendorId: 'dealer_vault_vendor_id',
  active: 'active',
  imageUrl: 'image_url',
  responseHours: 'response_hours',
});

export async function dealerGroupExists(db: SqlClient, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM rm_dealer_groups WHERE id = $1::uuid', [id]);
  return rows.length > 0;
}

export async function dealerGroupById(db: SqlClient, id: string): Promise<DealerGroupRecord | null> {
  const { rows } = await db.query<DealerGroupRecord>(`SELECT ${GROUP_FIELDS} FROM rm_dealer_groups WHERE id = $1::uuid`, [id]);
  return rows[0] ?? null;
}

/** `search` matches the organization name, short name or slug. */
export async function dealerGroupsPage(
  db: SqlClient,
  query: { page: number; pageSize: number; search: string },
): Promise<{ totalCount: number; groups: DealerGroupRecord[] }> {
  const where = new Where();
  if (query.search !== '') {
    const like = likePattern(query.search);
    where.add('organization_name ILIKE ? OR short_name ILIKE ? OR slug ILIKE ?', like, like, like);
  }
  const total = await db.query<{ count: string }>(`SELECT count(*) AS count FROM rm_dealer_groups WHERE ${where.sql()}`, where.params);
  const { rows } = await db.query<DealerGroupRecord>(
    `SELECT ${GROUP_FIELDS} FROM rm_dealer_groups WHERE ${where.sql()}
      ORDER BY lower(organization_name), id LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    where.params,
  );
  return { totalCount: countOf(total.rows), groups: rows };
}

export async function groupNames(
  db: SqlClient,
  ids: Iterable<string>,
): Promise<Map<string, { organizationName: string; shortName: string; responseHours: number }>> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; organization_name: string; short_name: string; response_hours: number }>(
    `SELECT id::text, organization_name, short_name, response_hours FROM rm_dealer_groups WHERE id = ANY($1::uuid[])
      ORDER BY organization_name, id`,
    [wanted],
  );
  return new Map(
    rows.map((r) => [r.id, { organizationName: r.organization_name, shortName: r.short_name, responseHours: r.response_hours }]),
  );
}
