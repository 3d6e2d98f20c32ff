import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../shared/request-error';
import { isFailed } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { DealershipDialog } from './dealership-dialog';
import { DealershipTable } from './dealership-table';
import { groupActions, selectGroup } from './group-slice';
import { InvitePrincipalDialog } from './invite-principal-dialog';

/** /systemadmin/dealergroup/{dealerGroupId}: the group's dealerships, add/edit/delete, invite its principal. */
export default function GroupPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { dealerGroupId = '' } = useParams();
  const { group, status, groupId, invited, deleteProblem } = useAppSelector(selectGroup);
  const mayAdd = useCanCall('addDealership');
  const mayInvite = useCanCall('sendInvite');

  useEffect(() => {
    dispatch(groupActions.opened(dealerGroupId));
  }, [dispatch, dealerGroupId]);

  const back = (
    <Link to="/systemadmin" className="d-inline-block mb-3">
      {t('dealergroup.back')}
    </Link>
  );
  if (isFailed(status)) {
    return (
      <section>
        {back}
        <RequestError
          problem={status.problem}
          notFoundKey="dealergroup.not-found"
          onRetry={() => dispatch(groupActions.opened(dealerGroupId))}
        />
      </section>
    );
  }
  if (!group || groupId !== dealerGroupId) return <Spinner />;

  return (
    <section>
      {back}
      <h1 className="h3 mb-1">{group.organizationName}</h1>
      <p className="text-body-secondary">
        {group.shortName} · {group.slug}
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {mayAdd && <Button onClick={() => dispatch(groupActions.dialogOpened({ kind: 'add' }))}>{t('dealergroup.add-dealership')}</Button>}
        {mayInvite && (
          <Button variant="outline-primary" onClick={() => dispatch(groupActions.dialogOpened({ kind: 'invite' }))}>
            {t('dealergroup.invite-principal')}
          </Button>
        )}
      </div>
      {invited && (
        <Alert variant="success" role="status" dismissible onClose={() => dispatch(groupActions.noticeDismissed())}>
          {t('dealergroup.invite-sent', { email: invited })}
        </Alert>
      )}
      {deleteProblem && (
        <Alert variant="danger" role="alert">
          {t('dealergroup.delete-failed')}
        </Alert>
      )}
      <h2 className="h5">{t('admin.dealerships')}</h2>
      <DealershipTable dealerships={group.dealerships} />
      <DealershipDialog />
      <InvitePrincipalDialog />
    </section>
  );
}
