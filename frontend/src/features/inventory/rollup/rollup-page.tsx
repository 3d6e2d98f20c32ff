import { Table, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import { formatPercent } from '../../../shared/format';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { EmptyState } from '../../../shared/empty-state';
import { RequestError } from '../../../shared/request-error';
import { isLoading, isSucceeded } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { ageViews, shownIn, textColumns } from './rollup-columns';
import { rollupActions, selectRollup } from './rollup-slice';
import { nextSort, sortRows, type AgeView, type RollupColumn, type RollupSort, type TextField } from './rollup-sort';
import { ReportLink } from '../aging/report-link';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const views: readonly AgeView[] = ['buckets', 'bands'];

/** A dealership's text cell: the name heads the row, the address holds both lines. */
function TextCell({ row, column }: { row: InventoryRollupRow; column: TextField }) {
  if (column === 'name') return <th scope="row">{row.name}</th>;
  if (column === 'address1') {
    return (
      <td>
        {row.address1}
        {row.address2 && <div>{row.address2}</div>}
      </td>
    );
  }
  return <td>{row[column]}</td>;
}

/** /inventory: one row per dealership with its counts by age bucket (or by 15-day band, the finer
 * view) and the mean price-to-market of its vehicles; counts link to the listing. */
export default function RollupPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { rows, status, view } = useAppSelector(selectRollup);
  const [sort, setSort] = useState<RollupSort | null>(null);
  const shownSort = sort && shownIn(view, sort.column) ? sort : null;
  const mayReport = useCanCall('agingReport');

  useEffect(() => {
    dispatch(rollupActions.requested());
  }, [dispatch]);

  const header = (column: RollupColumn, label: ReactNode, numeric = false) => (
    <th
      key={column}
      scope="col"
      className={numeric ? 'text-end' : undefined}
      aria-sort={shownSort?.column === column ? ariaSort[shownSort.direction] : 'none'}
    >
      <button
        type="button"
        className="btn btn-link p-0 fw-semibold text-reset text-decoration-none"
        onClick={() => setSort(nextSort(shownSort, column))}
      >
        {label}
        {shownSort?.column === column && <span aria-hidden="true">{shownSort.direction === 'asc' ? ' ▲' : ' ▼'}</span>}
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
          {views.map((each) => (
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
        // The band view is denser: nine count columns beside the dealership.
        <Table responsive hover size={view === 'bands' ? 'sm' : undefined} className="align-middle">
          <thead>
            {view === 'bands' && (
              // The bands' headers are bare ranges under one "days in inventory" (each still
              // names its days to a screen reader), so nine of them fit beside the dealership.
              <tr>
                <td colSpan={textColumns.bands.length} />
                <th scope="colgroup" colSpan={ageViews.bands.length} className="text-center fw-normal small text-body-secondary pb-0">
                  {t('market.rollup.days-in-inventory')}
                </th>
                <td colSpan={mayReport ? 2 : 1} />
              </tr>
            )}
            <tr>
              {textColumns[view].map(({ column, labelKey }) => header(column, t(labelKey)))}
              {ageViews[view].map(({ column, headerKey, labelKey }) =>
                header(
                  column,
                  view === 'bands' ? (
                    <>
                      <span aria-hidden="true">{t(headerKey)}</span>
                      <span className="visually-hidden">{t(labelKey)}</span>
                    </>
                  ) : (
                    t(headerKey)
                  ),
                  true,
                ),
              )}
              {header('averagePriceToMarket', t('market.rollup.average-price-to-market'), true)}
              {mayReport && <th scope="col">{t('aging.report.column')}</th>}
            </tr>
          </thead>
          <tbody>
            {sortRows(rows, shownSort).map((row) => (
              <tr key={row.dealershipId}>
                {textColumns[view].map(({ column }) => (
                  <TextCell key={column} row={row} column={column} />
                ))}
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
                {mayReport && (
                  <td>
                    <ReportLink dealershipId={row.dealershipId} name={row.name} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
