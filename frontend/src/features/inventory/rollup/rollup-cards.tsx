import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import { formatPercent } from '../../../shared/format';
import { ReportLink } from '../aging/report-link';
import { AgeCount } from './age-count';
import { ageViews } from './rollup-columns';
import type { AgeView } from './rollup-sort';

/** Three counts a line: the five buckets in two lines, the nine bands in three. */
const countGrid = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '0.5rem' } as const;

/**
 * The rollup on a phone (issue 37, finding 4): one card per dealership with its age counts first,
 * each still a link to its listing as in the table, then its average price to market, its exit
 * report and its address. The table's thirteen columns would scroll inside it, off-screen.
 */
export function RollupCards({ rows, view, mayReport }: { rows: readonly InventoryRollupRow[]; view: AgeView; mayReport: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="d-grid gap-3">
      {rows.map((row) => {
        const headingId = `rollup-card-${row.dealershipId}`;
        return (
          <Card as="article" key={row.dealershipId} aria-labelledby={headingId} data-testid="rollup-card">
            <Card.Body className="p-3">
              <h2 id={headingId} className="h6 mb-2">
                {row.name}
              </h2>
              <dl className="mb-3" style={countGrid}>
                {ageViews[view].map((column) => (
                  // The number shows above its label (dt stays first for the list's sake), so the
                  // numbers line up however the labels wrap; the whole tile is the link's target.
                  <div
                    key={column.column}
                    className="border rounded text-center px-1 py-2 position-relative d-flex flex-column-reverse justify-content-end"
                  >
                    <dt className="small fw-normal text-body-secondary lh-sm">{t(column.labelKey)}</dt>
                    <dd className={`fs-5 mb-0 ${column.count(row) > 0 ? 'fw-semibold' : 'text-body-secondary'}`}>
                      <AgeCount row={row} column={column} linkClassName="stretched-link" />
                    </dd>
                  </div>
                ))}
              </dl>
              <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 small">
                <span>
                  <span className="text-body-secondary">{t('market.rollup.average-price-to-market')}</span>{' '}
                  <strong data-testid="rollup-average-price-to-market">
                    {row.averagePriceToMarket === null ? '—' : formatPercent(row.averagePriceToMarket)}
                  </strong>
                </span>
                {mayReport && <ReportLink dealershipId={row.dealershipId} name={row.name} />}
              </div>
              <address className="small text-body-secondary mt-2 mb-0">
                {row.address1}
                {row.address2 && `, ${row.address2}`}
                <br />
                {row.city}, {row.state} {row.postalCode}
              </address>
            </Card.Body>
          </Card>
        );
      })}
    </div>
  );
}
