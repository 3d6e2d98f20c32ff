import { useTranslation } from 'react-i18next';
import { PagedTab } from '../../../shared/admin/paged-tab';
import { useAppSelector } from '../../../shared/store-hooks';
import { leadsActions, selectLeads } from './leads-slice';

const requestedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Leads (beyond the spec): who asked for a test drive on the landing page, for the Admins. */
export function LeadsTab() {
  const { t } = useTranslation();
  const list = useAppSelector(selectLeads);
  return (
    <PagedTab
      id="leads"
      headingKey="systemadmin.tabs.leads"
      list={list}
      actions={leadsActions}
      emptyKey="leads.none"
      pagesKey="leads.pages"
      columns={
        <>
          <th scope="col">{t('leads.name')}</th>
          <th scope="col">{t('leads.email')}</th>
          <th scope="col">{t('leads.phone')}</th>
          <th scope="col">{t('leads.dealership')}</th>
          <th scope="col">{t('leads.requested-at')}</th>
        </>
      }
      row={(lead) => (
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
      )}
    />
  );
}
