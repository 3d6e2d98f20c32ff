import { useSearchParams } from 'react-router-dom';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../shared/store-hooks';
import { InvitesTab } from './invites/invites-tab';
import { AgingSettingsForm } from './aging-settings/aging-settings-form';
import { ResponseHoursForm } from './response-hours/response-hours-form';
import { UsersTab } from './users/users-tab';

type TabKey = 'users' | 'invites' | 'aging';
const tabOf = (asked: string | null): TabKey => (asked === 'invites' || asked === 'aging' ? asked : 'users');

/** /dealeradmin: the group's response hours, then tabs Users and Invites (spec section 2) and Aging
 * (its dealerships' aging settings); the tab is kept in the URL (?tab=invites, ?tab=aging). */
export default function DealerAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mayListUsers = useCanCall('listUsers');
  const mayListInvites = useCanCall('listInvites');
  const maySetAging = useCanCall('setAgingSettings');
  const asked = tabOf(params.get('tab'));
  const active: TabKey = asked === 'users' && !mayListUsers ? 'invites' : asked;

  return (
    <section>
      <h1 className="h3 mb-3">{t('page.dealeradmin')}</h1>
      <ResponseHoursForm />
      <Tabs
        id="dealer-admin-tabs"
        activeKey={active}
        onSelect={(key) => setParams(key === 'invites' || key === 'aging' ? { tab: key } : {}, { replace: true })}
        className="mb-3"
        mountOnEnter
        unmountOnExit
      >
        {mayListUsers && (
          <Tab eventKey="users" title={t('dealeradmin.tabs.users')}>
            <UsersTab />
          </Tab>
        )}
        {mayListInvites && (
          <Tab eventKey="invites" title={t('dealeradmin.tabs.invites')}>
            <InvitesTab />
          </Tab>
        )}
        {maySetAging && (
          <Tab eventKey="aging" title={t('aging.settings.title')}>
            <AgingSettingsForm />
          </Tab>
        )}
      </Tabs>
    </section>
  );
}
