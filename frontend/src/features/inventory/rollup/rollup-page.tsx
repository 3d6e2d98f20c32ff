import { Table } from 'react-bootstrap';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { EmptyState } from '../../../shared/empty-state';
import { RequestError } from '../../../shared/request-error';
import { isLoading, isSucceeded } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { rollupActions, selectRollup } from './rollup-slice';
import { ageColumns, nextSort, sortRows, type RollupColumn, type RollupSort } from './rollup-sort';
import { ReportLink } from '../aging/report-link';

const textColumns: readonly { column: RollupColumn; labelKey: string }[] = [
  { column: 'name', labelKey: 'inventory.rollup.dealership' },
  { column: 'address1', labelKey: 'inventory.rollup.address' },
  { column: 'city', labelKey: 'inventory.rollup.city' },
  { column: 'state', labelKey: 'inventory.rollup.state' },
  { column: 'postalCode', labelKey: 'inventory.rollup.postal-code' },
];

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** /inventory: one row per dealership with its counts by age bucket; counts link to the listing. */
export default function RollupPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { rows, status } = useAppSelector(selectRollup);
  const [sort, setSort] = useState<RollupSort | null>(null);
  const mayReport = useCanCall('agingReport');

  useEffect(() => {
    dispatch(rollupActions.requested());
  }, [dispatch]);

  const header = (column: RollupColumn, label: string, numeric = false) => (
    <th
      key={column}
      scope="col"
      className={numeric ? 'text-end' : undefined}
      aria-sort={sort?.column === column ? ariaSort[sort.direction] : 'none'}
    >
      <button
        type="button"
        className="btn btn-link p-0 fw-semibold text-reset text-decoration-none"
        onClick={() => setSort(nextSort(sort, column))}
      >
        {label}
        {sort?.column === column && <span aria-hidden="true">{sort.direction === 'asc' ? ' ▲' : ' ▼'}</span>}
      </button>
    </th>
  );

  return (
    <section aria-labelledby="rollup-heading">
      <h1 id="rollup-heading" className="h3 mb-3">
        {t('inventory.rollup.title')}
      </h1>
      {status.state === 'failed' && <RequestError problem={status.problem} onRetry={() => dispatch(rollupActions.requested())} />}
      {isLoading(status) && <Spinner />}
      {isSucceeded(status) && rows.length === 0 && <EmptyState messageKey="inventory.not-found" />}
      {isSucceeded(status) && rows.length > 0 && (
        <Table responsive hover className="align-middle">
          <thead>
            <tr>
              {textColumns.map(({ column, labelKey }) => header(column, t(labelKey)))}
              {ageColumns.map(({ bucket, field }) => header(field, t(`inventory.age.${bucket}`), true))}
              {mayReport && <th scope="col">{t('aging.report.column')}</th>}
            </tr>
          </thead>
          <tbody>
            {sortRows(rows, sort).map((row) => (
              <tr key={row.dealershipId}>
                <th scope="row">{row.name}</th>
                <td>
                  {row.address1}
                  {row.address2 && <div>{row.address2}</div>}
                </td>
                <td>{row.city}</td>
                <td>{row.state}</td>
                <td>{row.postalCode}</td>
                {ageColumns.map(({ bucket, field }) => (
                  <td key={field} className="text-end">
                    {row[field] > 0 ? (
                      <Link
                        to={`/inventorylisting/${row.dealershipId}/${bucket}`}
                        aria-label={t('inventory.rollup.count-link', {
                          number: row[field],
                          dealership: row.name,
                          age: t(`inventory.age.${bucket}`),
                        })}
                      >
                        {row[field]}
                      </Link>
                    ) : (
                      row[field]
                    )}
                  </td>
                ))}
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
