import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { LinkedRow } from '../../../shared/admin/linked-row';
import { PagedTab } from '../../../shared/admin/paged-tab';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { AddGroupDialog } from './add-group-dialog';
import { groupsActions, selectGroups } from './groups-slice';

/** Dealer groups: search (debounced by the saga), paged table (10), add; a row opens the group. */
export function GroupsTab() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectGroups);
  const mayAdd = useCanCall('addDealerGroup');

  const toolbar = (
    <div className="d-flex flex-wrap gap-2 mb-3">
      <Form.Control
        type="search"
        style={{ maxWidth: 360 }}
        placeholder={t('dealergroup.search-placeholder')}
        aria-label={t('dealergroup.search')}
        value={list.search}
        onChange={(event) => dispatch(groupsActions.searchTyped(event.target.value))}
      />
      {mayAdd && <Button onClick={() => dispatch(groupsActions.dialogOpened())}>{t('dealergroup.add')}</Button>}
    </div>
  );
  return (
    <PagedTab
      id="groups"
      headingKey="systemadmin.tabs.groups"
      list={list}
      actions={groupsActions}
      emptyKey="dealergroup.no-groups"
      pagesKey="dealergroup.pages"
      toolbar={toolbar}
      hover
      columns={
        <>
          <th scope="col">{t('dealergroup.organization-name')}</th>
          <th scope="col">{t('dealergroup.short-name')}</th>
          <th scope="col" className="d-none d-md-table-cell">
            {t('dealergroup.slug')}
          </th>
          <th scope="col">{t('admin.dealerships')}</th>
        </>
      }
      row={(group) => (
        <LinkedRow key={group.id} to={`/systemadmin/dealergroup/${group.id}`} testId="group-row" label={group.organizationName}>
          <td>{group.shortName}</td>
          <td className="d-none d-md-table-cell">{group.slug}</td>
          <td>{group.dealerships.filter((d) => d.active).length}</td>
        </LinkedRow>
      )}
    >
      {mayAdd && <AddGroupDialog />}
    </PagedTab>
  );
}
