import { Link, useNavigate } from 'react-router-dom';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { PagedTab } from '../../../shared/admin/paged-tab';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { RoleName } from '../role-name';
import { selectUsers, usersActions } from './users-slice';

/** The Users tab: search (debounced by the saga), a paged table (10), a row opens the user. */
export function UsersTab() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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
      table={(users) => (
        <Table hover responsive className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('dealeradmin.users.name')}</th>
              <th scope="col">{t('dealeradmin.users.email')}</th>
              <th scope="col" className="d-none d-md-table-cell">
                {t('dealeradmin.users.title')}
              </th>
              <th scope="col">{t('dealeradmin.users.role')}</th>
              <th scope="col" className="d-none d-md-table-cell">
                {t('dealeradmin.users.authorities')}
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr
                key={user.id}
                style={{ cursor: 'pointer' }}
                onClick={() => void navigate(`/dealeradmin/user/${user.id}`)}
                data-testid="user-row"
              >
                <td>
                  {/* The row is clickable; the link makes it reachable by keyboard and screen readers too. */}
                  <Link to={`/dealeradmin/user/${user.id}`} onClick={(event) => event.stopPropagation()}>
                    {user.firstName} {user.lastName}
                  </Link>
                </td>
                <td>{user.email}</td>
                <td className="d-none d-md-table-cell">{user.title}</td>
                <td>
                  <RoleName role={user.role} />
                </td>
                <td className="d-none d-md-table-cell">
                  {[user.buyAuthority && t('admin.authority.buy'), user.sellAuthority && t('admin.authority.sell')]
                    .filter(Boolean)
                    .join(', ') || t('admin.authority.none')}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    />
  );
}
