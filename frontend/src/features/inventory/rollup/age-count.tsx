import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import type { AgeColumn } from './rollup-columns';

/** A dealership's count of one age: a link to its listing when non-zero, plain text at zero
 * (spec section 2), the same in the table and on a phone's card. */
export function AgeCount({ row, column, linkClassName }: { row: InventoryRollupRow; column: AgeColumn; linkClassName?: string }) {
  const { t } = useTranslation();
  const count = column.count(row);
  if (count === 0) return <>{count}</>;
  return (
    <Link
      className={linkClassName}
      to={`/inventorylisting/${row.dealershipId}/${column.age}`}
      aria-label={t('inventory.rollup.count-link', { number: count, dealership: row.name, age: t(column.labelKey) })}
    >
      {count}
    </Link>
  );
}
