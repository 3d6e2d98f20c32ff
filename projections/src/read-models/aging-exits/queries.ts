/**
 * Reads of the aging exits read model (rm_aging_exits).
 *
 *   exitsByMonth(db, dealershipId, {months, now})   the aging report's months, oldest first
 */
import { agingReportExitDays } from '@dtn/contracts/constants';
import type { AgingReportMonth } from '@dtn/contracts/entities/aging';
import type { SqlClient } from '@dtn/platform/db/database';

interface MonthRow {
  month: string;
  listed: string;
  decided: string;
  exited_by_day: string;
  sold: string;
  average_days: string | null;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

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
  const { rows } = await db.query<MonthRow>(
    `WITH months AS (
       SELECT m FROM generate_series(
         date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC') - make_interval(months => $3::int - 1),
         date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC'),
         interval '1 month') AS m
     )
     SELECT to_char(m, 'YYYY-MM') AS month,
            count(e.inventory_id) AS listed,
            count(*) FILTER (WHERE e.exited_at <= e.listed_at + make_interval(days => $4::int)
                               OR e.listed_at + make_interval(days => $4::int) <= $2::timestamptz) AS decided,
            count(*) FILTER (WHERE e.exited_at <= e.listed_at + make_interval(days => $4::int)) AS exited_by_day,
            count(e.exited_at) AS sold,
            avg(greatest(0, extract(epoch FROM e.exited_at - e.listed_at) / 86400)) FILTER (WHERE e.exited_at IS NOT NULL) AS average_days
       FROM months
       LEFT JOIN rm_aging_exits e ON e.dealership_id = $1::uuid
        AND e.listed_at >= m AT TIME ZONE 'UTC' AND e.listed_at < (m + interval '1 month') AT TIME ZONE 'UTC'
        AND e.listed_at <= $2::timestamptz
      GROUP BY m
      ORDER BY m`,
    [dealershipId, window.now.toISOString(), window.months, agingReportExitDays],
  );
  return rows.map((r) => {
    const decided = Number(r.decided);
    const exitedByDay45 = Number(r.exited_by_day);
    return {
      month: r.month,
      listed: Number(r.listed),
      decided,
      exitedByDay45,
      exitShare: decided === 0 ? null : oneDecimal((100 * exitedByDay45) / decided),
      averageDaysToSale: r.average_days === null ? null : oneDecimal(Number(r.average_days)),
      sold: Number(r.sold),
    };
  });
}
