import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/admin/pager';
import { EmptyState } from '../../../shared/empty-state';
import { RequestError } from '../../../shared/request-error';
import { isFailed, isLoading } from '../../../shared/request-status';
import { selectUser } from '../../../shared/session/session-slice';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { InviteRow } from './invite-row';
import { inviteStatuses, invitesActions, selectInvites } from './invites-slice';
import { SendInviteDialog } from './send-invite-dialog';

/** The Invites tab: send, filter by status, a paged table (10), revoke Pending invites. */
export function InvitesTab() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const { statuses, page, pageCount, invites, status, dealerships } = useAppSelector(selectInvites);
  const maySend = useCanCall('sendInvite') && Boolean(me?.dealerGroupId);

  useEffect(() => {
    dispatch(invitesActions.opened());
  }, [dispatch]);

  return (
    <section aria-labelledby="invites-heading">
      <h2 id="invites-heading" className="visually-hidden">
        {t('dealeradmin.tabs.invites')}
      </h2>
      {maySend && (
        <Button className="mb-3" onClick={() => dispatch(invitesActions.dialogOpened())}>
          {t('dealeradmin.invites.send')}
        </Button>
      )}
      <div className="mb-3">
        <fieldset className="d-flex flex-wrap column-gap-3">
          <legend className="visually-hidden">{t('dealeradmin.invites.status-filter')}</legend>
          {inviteStatuses.map((each) => (
            <Form.Check
              key={each}
              inline
              className="me-0"
              id={`invite-status-${each}`}
              label={t(`dealeradmin.invites.status.${each}`)}
              checked={statuses.includes(each)}
              onChange={(event) => dispatch(invitesActions.statusToggled({ status: each, on: event.target.checked }))}
            />
          ))}
        </fieldset>
      </div>
      {isFailed(status) && <RequestError problem={status.problem} onRetry={() => dispatch(invitesActions.refreshDue())} />}
      {isLoading(status) && <Spinner />}
      {status.state === 'succeeded' && invites.length === 0 && <EmptyState messageKey="dealeradmin.invites.no-invites" />}
      {status.state === 'succeeded' && invites.length > 0 && (
        <Table responsive className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('dealeradmin.users.email')}</th>
              <th scope="col">{t('dealeradmin.users.role')}</th>
              <th scope="col" className="d-none d-md-table-cell">
                {t('admin.dealerships')}
              </th>
              <th scope="col">{t('dealeradmin.invites.date')}</th>
              <th scope="col">{t('dealeradmin.invites.status-column')}</th>
              <th scope="col" className="position-relative">
                <span className="visually-hidden">{t('dealeradmin.invites.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invites.map((invite) => (
              <InviteRow key={invite.id} invite={invite} dealerships={dealerships} />
            ))}
          </tbody>
        </Table>
      )}
      {status.state === 'succeeded' && (
        <Pager
          page={page}
          pageCount={pageCount}
          label={t('dealeradmin.invites.pages')}
          onChange={(next) => dispatch(invitesActions.pageChosen(next))}
        />
      )}
      {maySend && <SendInviteDialog />}
    </section>
  );
}
