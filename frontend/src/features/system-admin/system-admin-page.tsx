import { useSearchParams } from 'react-router-dom';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../shared/store-hooks';
import { GroupsTab } from './groups/groups-tab';
import { LeadsTab } from './leads/leads-tab';

/** /systemadmin (Admin only): the dealer groups, and the landing page's leads (?tab=leads). */
export default function SystemAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mayListLeads = useCanCall('listLeads');
  const active = params.get('tab') === 'leads' && mayListLeads ? 'leads' : 'groups';

  return (
    <section>
      <h1 className="h3 mb-3">{t('page.systemadmin')}</h1>
      <Tabs
        id="system-admin-tabs"
        activeKey={active}
        onSelect={(key) => setParams(key === 'leads' ? { tab: 'leads' } : {}, { replace: true })}
        className="mb-3"
        mountOnEnter
        unmountOnExit
      >
        <Tab eventKey="groups" title={t('systemadmin.tabs.groups')}>
          <GroupsTab />
        </Tab>
        {mayListLeads && (
          <Tab eventKey="leads" title={t('systemadmin.tabs.leads')}>
            <LeadsTab />
          </Tab>
        )}
      </Tabs>
    </section>
  );
}
