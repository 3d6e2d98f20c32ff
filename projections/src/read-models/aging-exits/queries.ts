/**
 * Reads of the aging exits read model (rm_aging_exits).
 *
 *   exitsByMonth(db, dealershipId, {months, now})   the aging report's months, oldest first
 */
import { agingReportExitDays } from '@dtn/contracts/constants';
import type { AgingReportMonth } from '@dtn/contracts/entities/aging';
import type { SqlClient } from '@dtn/platform/db/database';
import { selectInto } from '../../sql/select';

/** Left within the report's days of listing ($4). */
const EXITED_BY_DAY = 'e.exited_at <= e.listed_at + make_interval(days => $4::int)';
/** Left within them, or they have passed by `now` ($2): the vehicle has had its chance. */
const DECIDED = `${EXITED_BY_DAY} OR e.listed_at + make_interval(days => $4::int) <= $2::timestamptz`;

/** Each field of AgingReportMonth from the month's aggregates. The two figures come as doubles
 * (float8) and oneDecimal rounds them after the read, halves up as JavaScript rounds: PostgreSQL's
 * round() would take a float8's halves to the even digit and round a numeric's exact decimal, so a
 * figure on a tie would show differently. */
const MONTH_FIELDS = selectInto<AgingReportMonth>({
  month: `to_char(m, 'YYYY-MM')`,
  listed: 'count(e.inventory_id)::int',
  decided: `count(*) FILTER (WHERE ${DECIDED})::int`,
  exitedByDay45: `count(*) FILTER (WHERE ${EXITED_BY_DAY})::int`,
  // null when no vehicle of the month is decided yet.
  exitShare: `100 * (count(*) FILTER (WHERE ${EXITED_BY_DAY}))::float8 / nullif(count(*) FILTER (WHERE ${DECIDED}), 0)`,
  averageDaysToSale: `(avg(greatest(0, extract(epoch FROM e.exited_at - e.listed_at) / 86400)) FILTER (WHERE e.exited_at IS NOT NULL))::float8`,
  sold: 'count(e.exited_at)::int',
});

const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/**
 * The dealership's vehicles by month of listing (UTC), the `months` months up to `now`'s: how
 * many were listed, how many of them left (sold in the network or reported sold by the feed)
 * within 45 days, out of those whose day 45 has come or that left before it (a vehicle listed a
 * week ago has not had its chance yet), and the average days to sale of those sold so far.
 */
export async function exitsByMonth(
  db: SqlClient,
  dealershipId: string,
  window: { months: number; now: Date },
): Promise<AgingReportMonth[]> {
  const { rows } = await db.query<AgingReportMonth>(
    `WITH months AS (
       SELECT m FROM generate_series(
         date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC') - make_interval(months => $3::int - 1),
         date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC'),
         interval '1 month') AS m
     )
     SELECT ${MONTH_FIELDS}
       FROM months
       LEFT JOIN rm_aging_exits e ON e.dealership_id = $1::uuid
        AND e.listed_at >= m AT TIME ZONE 'UTC' AND e.listed_at < (m + interval '1 month') AT TIME ZONE 'UTC'
        AND e.listed_at <= $2::timestamptz
      GROUP BY m
      ORDER BY m`,
    [dealershipId, window.now.toISOString(), window.months, agingReportExitDays],
  );
  return rows.map((month) => ({
    ...month,
    exitShare: oneDecimal(month.exitShare),
    averageDaysToSale: oneDecimal(month.averageDaysToSale),
  }));
}
