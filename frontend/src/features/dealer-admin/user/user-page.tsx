import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { RequestError } from '../../../shared/request-error';
import { isFailed } from '../../../shared/request-status';
import { selectUser } from '../../../shared/session/session-slice';
import { Spinner } from '../../../shared/spinner';
import { RoleName } from '../role-name';
import { UserEditForm } from './user-edit-form';
import { selectUserDetail, userActions } from './user-slice';

/** /dealeradmin/user/{userId}: the user's role, authorities and dealerships; edit when allowed. */
export default function UserPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { userId = '' } = useParams();
  const me = useAppSelector(selectUser);
  const { user, assigned, status, mode, userId: shown } = useAppSelector(selectUserDetail);
  const mayEditRole = useCanCall('editUserRole');
  const mayAssign = useCanCall('assignUserDealerships');

  useEffect(() => {
    dispatch(userActions.opened(userId));
  }, [dispatch, userId]);

  const back = (
    <Link to="/dealeradmin" className="d-inline-block mb-3">
      {t('dealeradmin.user.back')}
    </Link>
  );
  if (isFailed(status)) {
    return (
      <section>
        {back}
        <RequestError
          problem={status.problem}
          notFoundKey="dealeradmin.user.not-found"
          onRetry={() => dispatch(userActions.opened(userId))}
        />
      </section>
    );
  }
  if (!user || shown !== userId) return <Spinner />;

  // Nobody but an Admin edits their own role, authorities or dealerships (the server says 403).
  const isSelf = me?.id === user.id && me.role !== 'Admin';
  const mayEdit = (mayEditRole || mayAssign) && !isSelf;
  const yesNo = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));

  return (
    <section style={{ maxWidth: 720 }}>
      {back}
      <h1 className="h3 mb-1">
        {user.firstName} {user.lastName}
      </h1>
      <p className="text-body-secondary text-break">{[user.title, user.email].filter(Boolean).join(' · ')}</p>
      {mode === 'edit' ? (
        <UserEditForm />
      ) : (
        <>
          <dl className="row mb-3">
            <dt className="col-sm-4">{t('dealeradmin.users.role')}</dt>
            <dd className="col-sm-8" data-testid="user-role">
              <RoleName role={user.role} />
            </dd>
            <dt className="col-sm-4">{t('admin.authority.buy-label')}</dt>
            <dd className="col-sm-8" data-testid="user-buy-authority">
              {yesNo(user.buyAuthority)}
            </dd>
            <dt className="col-sm-4">{t('admin.authority.sell-label')}</dt>
            <dd className="col-sm-8" data-testid="user-sell-authority">
              {yesNo(user.sellAuthority)}
            </dd>
            <dt className="col-sm-4">{t('admin.dealerships')}</dt>
            <dd className="col-sm-8">
              <ul className="list-unstyled mb-0" data-testid="user-dealerships">
                {assigned.map((dealership) => (
                  <li key={dealership.id}>{dealership.name}</li>
                ))}
              </ul>
            </dd>
          </dl>
          {mayEdit && <Button onClick={() => dispatch(userActions.editStarted())}>{t('common.edit')}</Button>}
          {isSelf && <p className="text-body-secondary small">{t('dealeradmin.user.self')}</p>}
        </>
      )}
    </section>
  );
}
