import { Form, ProgressBar, Table } from 'react-bootstrap';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AgingReportMonth } from '@dtn/contracts/entities/aging';
import { maxAgingReportMonths, minAgingReportMonths } from '@dtn/contracts/constants';
import { RequestError } from '../../../shared/request-error';
import { isLoading } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { reportActions, selectReport } from './report-slice';

const monthChoices = [minAgingReportMonths, maxAgingReportMonths] as const;

/** "Mar 2026" from "2026-03", in UTC as the report counts (short: the table fits a phone). */
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function ExitShare({ month }: { month: AgingReportMonth }) {
  const { t } = useTranslation();
  if (month.exitShare === null)
    return <span className="text-body-secondary">{t(month.listed === 0 ? 'aging.report.none' : 'aging.report.pending')}</span>;
  return (
    <div className="d-flex align-items-center gap-2 justify-content-end">
      <ProgressBar now={month.exitShare} className="flex-grow-1 d-none d-sm-flex" style={{ maxWidth: 120, height: 8 }} aria-hidden="true" />
      <div>
        <div className="text-nowrap">{t('aging.report.exit-share-value', { percent: month.exitShare })}</div>
        <div className="small text-body-secondary text-nowrap">
          {t('aging.report.exit-share-of', { exited: month.exitedByDay45, decided: month.decided })}
        </div>
      </div>
    </div>
  );
}

/**
 * /agingreport/{dealershipId}, from the rollup: by month of listing, the share of a dealership's
 * vehicles sold or exited by day 45 and the average days to sale (issue "Know the market").
 */
export default function ReportPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { dealershipId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const months = Number(params.get('months')) === minAgingReportMonths ? minAgingReportMonths : maxAgingReportMonths;
  const { report, status } = useAppSelector(selectReport);
  const shown = report?.dealershipId === dealershipId ? report : null;

  useEffect(() => {
    dispatch(reportActions.requested({ dealershipId, months }));
  }, [dispatch, dealershipId, months]);

  return (
    <section aria-labelledby="report-heading">
      <Link to="/inventory" className="small">
        {t('aging.report.back')}
      </Link>
      <h1 id="report-heading" className="h3 mt-2 mb-1">
        {shown ? t('aging.report.title', { dealership: shown.name }) : t('aging.report.title-loading')}
      </h1>
      <p className="text-body-secondary">{t('aging.report.intro')}</p>
      <Form.Group controlId="report-months" className="mb-3" style={{ maxWidth: 240 }}>
        <Form.Label>{t('aging.report.months')}</Form.Label>
        <Form.Select value={months} onChange={(event) => setParams({ months: event.target.value }, { replace: true })}>
          {monthChoices.map((count) => (
            <option key={count} value={count}>
              {t('aging.report.months-option', { count })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {status.state === 'failed' && (
        <RequestError
          problem={status.problem}
          notFoundKey="inventory.not-found"
          onRetry={() => dispatch(reportActions.requested({ dealershipId, months }))}
        />
      )}
      {isLoading(status) && !shown && <Spinner />}
      {shown && (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable).
        <div className="table-responsive" tabIndex={0} role="region" aria-labelledby="report-heading">
          <Table hover className="align-middle" data-testid="aging-report">
            <thead>
              <tr>
                <th scope="col">{t('aging.report.month')}</th>
                <th scope="col" className="text-end">
                  {t('aging.report.listed')}
                </th>
                <th scope="col" className="text-end">
                  {t('aging.report.exit-share')}
                </th>
                <th scope="col" className="text-end">
                  {t('aging.report.average-days')}
                </th>
                <th scope="col" className="text-end">
                  {t('aging.report.sold')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row" className="fw-normal text-nowrap">
                    {monthName(month.month)}
                  </th>
                  <td className="text-end">{month.listed}</td>
                  <td className="text-end">
                    <ExitShare month={month} />
                  </td>
                  <td className="text-end">{month.averageDaysToSale ?? t('aging.report.none')}</td>
                  <td className="text-end">{month.sold}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
