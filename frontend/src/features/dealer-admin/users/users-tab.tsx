import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/admin/pager';
import { EmptyState } from '../../../shared/empty-state';
import { RequestError } from '../../../shared/request-error';
import { isFailed, isLoading } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { RoleName } from '../role-name';
import { selectUsers, usersActions } from './users-slice';

/** The Users tab: search (debounced by the saga), a paged table (10), a row opens the user. */
export function UsersTab() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search, page, result, status } = useAppSelector(selectUsers);

  useEffect(() => {
    dispatch(usersActions.opened());
  }, [dispatch]);

  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading" className="visually-hidden">
        {t('dealeradmin.tabs.users')}
      </h2>
      <Form.Control
        type="search"
        className="mb-3"
        style={{ maxWidth: 360 }}
        placeholder={t('dealeradmin.users.search-placeholder')}
        aria-label={t('dealeradmin.users.search')}
        value={search}
        onChange={(event) => dispatch(usersActions.searchTyped(event.target.value))}
      />
      {isFailed(status) && <RequestError problem={status.problem} onRetry={() => dispatch(usersActions.opened())} />}
      {isLoading(status) && !result && <Spinner />}
      {result && result.results.length === 0 && <EmptyState messageKey="dealeradmin.users.no-users" />}
      {result && result.results.length > 0 && (
        <>
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
              {result.results.map((user) => (
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
          <Pager
            page={page}
            pageCount={result.pageCount}
            label={t('dealeradmin.users.pages')}
            onChange={(next) => dispatch(usersActions.pageChosen(next))}
          />
        </>
      )}
    </section>
  );
}
