import type { AgeRange } from '@dtn/contracts/entities/inventory';

/**
 * Age is whole days since inventory_date (as `daysInInventory`), against a `now` passed in so that
 * the SQL buckets and the days shown on each card use one clock. Day ranges become inventory_date
 * ranges so the (dealership_id, inventory_date) index serves them:
 *   days >= min  <=>  inventory_date <= now - min days
 *   days <= max  <=>  inventory_date >  now - (max + 1) days
 * A future inventory_date counts as 0 days (first bucket). `column` is the inventory_date column
 * (qualified when the statement joins), `now` the placeholder of the clock's value.
 */
export function ageCondition({ minDays, maxDays }: AgeRange, column: string, now: string): string {
  const parts: string[] = [];
  if (minDays > 0) parts.push(`${column} <= ${now}::timestamptz - make_interval(days => ${minDays})`);
  if (maxDays !== null) parts.push(`${column} > ${now}::timestamptz - make_interval(days => ${maxDays + 1})`);
  return parts.join(' AND ') || 'TRUE';
}
