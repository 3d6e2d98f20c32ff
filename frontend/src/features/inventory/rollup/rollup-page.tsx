import { Table, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useEffect, useState } from 'react';
import type { InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import { formatPercent } from '../../../shared/format';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { EmptyState } from '../../../shared/empty-state';
import { RequestError } from '../../../shared/request-error';
import { isLoading, isSucceeded } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { rollupActions, selectRollup } from './rollup-slice';
import { ageColumns, bandColumns, nextSort, sortRows, type AgeView, type RollupColumn, type RollupSort } from './rollup-sort';

const textColumns: readonly { column: RollupColumn; labelKey: string }[] = [
  { column: 'name', labelKey: 'inventory.rollup.dealership' },
  { column: 'address1', labelKey: 'inventory.rollup.address' },
  { column: 'city', labelKey: 'inventory.rollup.city' },
  { column: 'state', labelKey: 'inventory.rollup.state' },
  { column: 'postalCode', labelKey: 'inventory.rollup.postal-code' },
];

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** An age column: its sort key, the listing's age id, the label's key and the row's count. */
interface AgeColumn {
  column: RollupColumn;
  age: string;
  labelKey: string;
  count: (row: InventoryRollupRow) => number;
}

const ageViews: Record<AgeView, readonly AgeColumn[]> = {
  buckets: ageColumns.map(({ bucket, field }) => ({
    column: field,
    age: bucket,
    labelKey: `inventory.age.${bucket}`,
    count: (row) => row[field],
  })),
  bands: bandColumns.map((band) => ({ column: band, age: band, labelKey: `market.band.${band}`, count: (row) => row.bandCounts[band] })),
};
const isAgeColumn = (column: RollupColumn) => Object.values(ageViews).some((columns) => columns.some((each) => each.column === column));

/** /inventory: one row per dealership with its counts by age bucket (or by 15-day band, the finer
 * view) and the mean price-to-market of its vehicles; counts link to the listing. */
export default function RollupPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { rows, status, view } = useAppSelector(selectRollup);
  const [sort, setSort] = useState<RollupSort | null>(null);

  useEffect(() => {
    dispatch(rollupActions.requested());
  }, [dispatch]);

  // A sort by an age column the other view does not show is dropped with the view.
  const shown = sort && (ageViews[view].some((each) => each.column === sort.column) || !isAgeColumn(sort.column)) ? sort : null;

  const header = (column: RollupColumn, label: string, numeric = false) => (
    <th
      key={column}
      scope="col"
      className={numeric ? 'text-end' : undefined}
      aria-sort={shown?.column === column ? ariaSort[shown.direction] : 'none'}
    >
      <button
        type="button"
        className="btn btn-link p-0 fw-semibold text-reset text-decoration-none"
        onClick={() => setSort(nextSort(shown, column))}
      >
        {label}
        {shown?.column === column && <span aria-hidden="true">{shown.direction === 'asc' ? ' ▲' : ' ▼'}</span>}
      </button>
    </th>
  );

  return (
    <section aria-labelledby="rollup-heading">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="rollup-heading" className="h3 mb-0">
          {t('inventory.rollup.title')}
        </h1>
        <ToggleButtonGroup
          type="radio"
          name="rollup-age-view"
          value={view}
          onChange={(next: AgeView) => dispatch(rollupActions.viewChanged(next))}
          aria-label={t('market.rollup.view')}
          role="group"
        >
          {(['buckets', 'bands'] as const).map((each) => (
            <ToggleButton key={each} id={`rollup-view-${each}`} value={each} variant="outline-primary" size="sm">
              {t(`market.rollup.${each}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      {status.state === 'failed' && <RequestError problem={status.problem} onRetry={() => dispatch(rollupActions.requested())} />}
      {isLoading(status) && <Spinner />}
      {isSucceeded(status) && rows.length === 0 && <EmptyState messageKey="inventory.not-found" />}
      {isSucceeded(status) && rows.length > 0 && (
        <Table responsive hover className="align-middle">
          <thead>
            <tr>
              {textColumns.map(({ column, labelKey }) => header(column, t(labelKey)))}
              {ageViews[view].map(({ column, labelKey }) => header(column, t(labelKey), true))}
              {header('averagePriceToMarket', t('market.rollup.average-price-to-market'), true)}
            </tr>
          </thead>
          <tbody>
            {sortRows(rows, shown).map((row) => (
              <tr key={row.dealershipId}>
                <th scope="row">{row.name}</th>
                <td>
                  {row.address1}
                  {row.address2 && <div>{row.address2}</div>}
                </td>
                <td>{row.city}</td>
                <td>{row.state}</td>
                <td>{row.postalCode}</td>
                {ageViews[view].map(({ column, age, labelKey, count }) => (
                  <td key={column} className="text-end">
                    {count(row) > 0 ? (
                      <Link
                        to={`/inventorylisting/${row.dealershipId}/${age}`}
                        aria-label={t('inventory.rollup.count-link', { number: count(row), dealership: row.name, age: t(labelKey) })}
                      >
                        {count(row)}
                      </Link>
                    ) : (
                      count(row)
                    )}
                  </td>
                ))}
                <td className="text-end text-nowrap" data-testid="rollup-average-price-to-market">
                  {row.averagePriceToMarket === null ? '—' : formatPercent(row.averagePriceToMarket)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
