import { pageCountOf, type Paged } from '@dtn/contracts';
import type { DealerGroup } from '@dtn/contracts/entities/dealer-group';
import type { User } from '@dtn/contracts/entities/user';
import type { SqlClient } from '@dtn/platform/db/database';
import { dealerGroupById as groupById, dealerGroupsPage, type DealerGroupRecord } from '@dtn/projections/read-models/dealer-groups/queries';
import { dealershipsOfGroups } from '@dtn/projections/read-models/dealerships/queries';
import { usersPage } from '@dtn/projections/read-models/users/queries';
import { withGroupNames } from '../shared/users';

/** Dealer-group and user administration reads (spec section 7). Tenancy is the routes' job. */

/** The dealer groups with their dealerships (inactive and deleted ones included, marked inactive). */
async function withDealerships(db: SqlClient, groups: DealerGroupRecord[]): Promise<DealerGroup[]> {
  const dealerships = await dealershipsOfGroups(
    db,
    groups.map((g) => g.id),
  );
  return groups.map((g) => ({ ...g, dealerships: dealerships.filter((d) => d.dealerGroupId === g.id) }));
}

export async function listDealerGroups(
  db: SqlClient,
  query: { page: number; pageSize: number; search: string },
): Promise<Paged<DealerGroup>> {
  const { totalCount, groups } = await dealerGroupsPage(db, query);
  return { page: query.page, pageCount: pageCountOf(totalCount, query.pageSize), totalCount, results: await withDealerships(db, groups) };
}

export async function dealerGroupById(db: SqlClient, id: string): Promise<DealerGroup | null> {
  const group = await groupById(db, id);
  return group ? ((await withDealerships(db, [group]))[0] ?? null) : null;
}

/** Users of one dealer group by last and first name; `dealershipIds` keeps those assigned to any of them. */
export async function listUsers(
  db: SqlClient,
  query: { dealerGroupId: string; dealershipIds: string[]; search: string; page: number; pageSize: number },
): Promise<Paged<User>> {
  const { totalCount, users } = await usersPage(db, query);
  return { page: query.page, pageCount: pageCountOf(totalCount, query.pageSize), totalCount, results: await withGroupNames(db, users) };
}
