import { InviteDialog } from '../../../shared/admin/invite-dialog';
import { selectUser } from '../../../shared/session/session-slice';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { assignableRoles } from '../role-choices';
import { invitesActions, selectInvites } from './invites-slice';

/** The dealer admin's send-invite dialog (spec section 5): any role but Admin and DealerPrincipal,
 * into the admin's own group; authorities off at first. */
export function SendInviteDialog() {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const { dialogOpen, send, dealerships } = useAppSelector(selectInvites);
  return (
    <InviteDialog
      id="invite"
      titleId="send-invite-title"
      titleKey="dealeradmin.invites.send"
      open={dialogOpen}
      status={send}
      dealerships={dealerships}
      dealerGroupId={me?.dealerGroupId ?? undefined}
      role={{ choices: assignableRoles }}
      authorities={{ buyAuthority: false, sellAuthority: false }}
      invalidEmailKey="dealeradmin.invites.invalid-email"
      failedKey="dealeradmin.invites.generic-error"
      onClose={() => dispatch(invitesActions.dialogClosed())}
      onSend={(invite) => dispatch(invitesActions.sendRequested(invite))}
    />
  );
}
