import { InviteDialog } from '../../../shared/admin/invite-dialog';
import { idle } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { groupActions, selectGroup } from './group-slice';

/**
 * The invite-dealer-principal dialog (spec sections 5 and 8): the role fixed to DealerPrincipal,
 * both authorities on at first, the group's active dealerships; a bad email says
 * dealergroup.invalid-email, a failed send the server's message or dealergroup.invite-failed.
 */
export function InvitePrincipalDialog() {
  const dispatch = useAppDispatch();
  const { dialog, group, save } = useAppSelector(selectGroup);
  if (!group) return null;
  const open = dialog?.kind === 'invite';
  return (
    <InviteDialog
      id="principal"
      titleId="invite-principal-title"
      titleKey="dealergroup.invite-principal"
      open={open}
      // The group's other dialogs share `save`: only this one's send speaks here.
      status={open ? save : idle}
      dealerships={group.dealerships.filter((d) => d.active)}
      dealerGroupId={group.id}
      role={{ fixed: 'DealerPrincipal' }}
      authorities={{ buyAuthority: true, sellAuthority: true }}
      invalidEmailKey="dealergroup.invalid-email"
      failedKey="dealergroup.invite-failed"
      onClose={() => dispatch(groupActions.dialogClosed())}
      onSend={(invite) => dispatch(groupActions.principalInvited(invite))}
    />
  );
}
