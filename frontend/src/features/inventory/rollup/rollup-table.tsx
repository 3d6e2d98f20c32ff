import { Table } from 'react-bootstrap';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import { formatPercent } from '../../../shared/format';
import { ReportLink } from '../aging/report-link';
import { AgeCount } from './age-count';
import { ageViews, textColumns } from './rollup-columns';
import type { AgeView, RollupColumn, RollupSort, TextField } from './rollup-sort';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

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

/** The rollup at desktop width: one row per dealership, every column sortable (spec section 2). */
export function RollupTable(props: {
  rows: readonly InventoryRollupRow[];
  view: AgeView;
  sort: RollupSort | null;
  onSort: (column: RollupColumn) => void;
  mayReport: boolean;
}) {
  const { t } = useTranslation();
  const { rows, view, sort, onSort, mayReport } = props;

  const header = (column: RollupColumn, label: ReactNode, numeric = false) => (
    <th
      key={column}
      scope="col"
      className={numeric ? 'text-end' : undefined}
      aria-sort={sort?.column === column ? ariaSort[sort.direction] : 'none'}
    >
      <button type="button" className="btn btn-link p-0 fw-semibold text-reset text-decoration-none" onClick={() => onSort(column)}>
        {label}
        {sort?.column === column && <span aria-hidden="true">{sort.direction === 'asc' ? ' ▲' : ' ▼'}</span>}
      </button>
    </th>
  );

  return (
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
        {rows.map((row) => (
          <tr key={row.dealershipId}>
            {textColumns[view].map(({ column }) => (
              <TextCell key={column} row={row} column={column} />
            ))}
            {ageViews[view].map((column) => (
              <td key={column.column} className="text-end">
                <AgeCount row={row} column={column} />
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
  );
}
