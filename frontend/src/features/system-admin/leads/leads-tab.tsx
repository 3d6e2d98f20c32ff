import { useEffect } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/admin/pager';
import { EmptyState } from '../../../shared/empty-state';
import { RequestError } from '../../../shared/request-error';
import { isFailed, isLoading } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { leadsActions, selectLeads } from './leads-slice';

const requestedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Leads (beyond the spec): who asked for a test drive on the landing page, for the Admins. */
export function LeadsTab() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { page, result, status } = useAppSelector(selectLeads);

  useEffect(() => {
    dispatch(leadsActions.opened());
  }, [dispatch]);

  return (
    <section aria-labelledby="leads-heading">
      <h2 id="leads-heading" className="visually-hidden">
        {t('systemadmin.tabs.leads')}
      </h2>
      {isFailed(status) && <RequestError problem={status.problem} onRetry={() => dispatch(leadsActions.opened())} />}
      {isLoading(status) && !result && <Spinner />}
      {result && result.results.length === 0 && <EmptyState messageKey="leads.none" />}
      {result && result.results.length > 0 && (
        <>
          <Table responsive className="align-middle">
            <thead>
              <tr>
                <th scope="col">{t('leads.name')}</th>
                <th scope="col">{t('leads.email')}</th>
                <th scope="col">{t('leads.phone')}</th>
                <th scope="col">{t('leads.dealership')}</th>
                <th scope="col">{t('leads.requested-at')}</th>
              </tr>
            </thead>
            <tbody>
              {result.results.map((lead) => (
                <tr key={lead.id} data-testid="lead-row">
                  <td>{lead.name}</td>
                  <td>
                    <a href={`mailto:${lead.email}`}>{lead.email}</a>
                  </td>
                  <td className="text-nowrap">
                    <a href={`tel:${lead.phone}`}>{lead.phone}</a>
                  </td>
                  <td>{lead.dealership}</td>
                  <td className="text-nowrap">{requestedAt.format(new Date(lead.requestedAt))}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager
            page={page}
            pageCount={result.pageCount}
            label={t('leads.pages')}
            onChange={(next) => dispatch(leadsActions.pageChosen(next))}
          />
        </>
      )}
    </section>
  );
}
