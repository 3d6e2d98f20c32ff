import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { Invite } from '@dtn/contracts/entities/invite';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { RoleName } from '../role-name';
import { formatInviteDate } from './invite-date';
import { invitesActions, selectInvites } from './invites-slice';

const statusVariant = { Pending: 'warning', Accepted: 'success', Revoked: 'secondary' } as const;

/** One invite; a Pending one can be revoked with the two-step confirm of spec section 4. */
export function InviteRow({ invite, dealerships }: { invite: Invite; dealerships: readonly Dealership[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { confirming, revoking } = useAppSelector(selectInvites);
  const mayRevoke = useCanCall('revokeInvite');
  const names = invite.dealershipIds.map((id) => dealerships.find((d) => d.id === id)?.name ?? t('dealeradmin.invites.unknown-dealership'));

  return (
    <tr data-testid="invite-row">
      <td>{invite.email}</td>
      <td>
        <RoleName role={invite.role} />
      </td>
      <td className="d-none d-md-table-cell">{names.join(', ')}</td>
      <td className="text-nowrap">{formatInviteDate(invite.inviteDate)}</td>
      <td>
        <Badge bg={statusVariant[invite.status]} text={invite.status === 'Pending' ? 'dark' : undefined}>
          {t(`dealeradmin.invites.status.${invite.status}`)}
        </Badge>
      </td>
      <td className="text-nowrap">
        {invite.status === 'Pending' && mayRevoke && confirming !== invite.id && (
          // No outline-danger: its red on dark palettes falls below 4.5:1 contrast.
          <Button size="sm" variant="outline-secondary" onClick={() => dispatch(invitesActions.revokeClicked(invite.id))}>
            {t('dealeradmin.invites.revoke')}
          </Button>
        )}
        {invite.status === 'Pending' && confirming === invite.id && (
          <span className="d-inline-flex gap-2">
            <Button
              size="sm"
              variant="danger"
              disabled={revoking === invite.id}
              onClick={() => dispatch(invitesActions.revokeConfirmed(invite.id))}
            >
              {t('dealeradmin.invites.confirm-revoke')}
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => dispatch(invitesActions.revokeCancelled())}>
              {t('common.cancel')}
            </Button>
          </span>
        )}
      </td>
    </tr>
  );
}
