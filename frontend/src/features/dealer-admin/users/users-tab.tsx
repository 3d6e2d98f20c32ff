import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { LinkedRow } from '../../../shared/admin/linked-row';
import { PagedTab } from '../../../shared/admin/paged-tab';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { RoleName } from '../role-name';
import { selectUsers, usersActions } from './users-slice';

/** The Users tab: search (debounced by the saga), a paged table (10), a row opens the user. */
export function UsersTab() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectUsers);

  const search = (
    <Form.Control
      type="search"
      className="mb-3"
      style={{ maxWidth: 360 }}
      placeholder={t('dealeradmin.users.search-placeholder')}
      aria-label={t('dealeradmin.users.search')}
      value={list.search}
      onChange={(event) => dispatch(usersActions.searchTyped(event.target.value))}
    />
  );
  return (
    <PagedTab
      id="users"
      headingKey="dealeradmin.tabs.users"
      list={list}
      actions={usersActions}
      emptyKey="dealeradmin.users.no-users"
      pagesKey="dealeradmin.users.pages"
      toolbar={search}
      hover
      columns={
        <>
          <th scope="col">{t('dealeradmin.users.name')}</th>
          <th scope="col">{t('dealeradmin.users.email')}</th>
          <th scope="col" className="d-none d-md-table-cell">
            {t('dealeradmin.users.title')}
          </th>
          <th scope="col">{t('dealeradmin.users.role')}</th>
          <th scope="col" className="d-none d-md-table-cell">
            {t('dealeradmin.users.authorities')}
          </th>
        </>
      }
      row={(user) => (
        <LinkedRow key={user.id} to={`/dealeradmin/user/${user.id}`} testId="user-row" label={`${user.firstName} ${user.lastName}`}>
          <td>{user.email}</td>
          <td className="d-none d-md-table-cell">{user.title}</td>
          <td>
            <RoleName role={user.role} />
          </td>
          <td className="d-none d-md-table-cell">
            {[user.buyAuthority && t('admin.authority.buy'), user.sellAuthority && t('admin.authority.sell')].filter(Boolean).join(', ') ||
              t('admin.authority.none')}
          </td>
        </LinkedRow>
      )}
    />
  );
}
