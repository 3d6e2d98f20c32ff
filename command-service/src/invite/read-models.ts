import type { SqlClient } from '@dtn/platform/db/database';
import { inviteIdByTokenHash, pendingInviteTo } from '@dtn/projections/read-models/invites/queries';
import { userWithEmailExists } from '@dtn/projections/read-models/users/queries';
import type { SendInvite } from './decide';

/** READ MODELS the invitation commands consult (the invites and users read models). */
export function inviteReadModels(db: SqlClient) {
  return {
    /** The invite an accept token's hash belongs to (only its hash is in InviteSent). */
    findInviteByTokenHash: (tokenHash: string): Promise<string | null> => inviteIdByTokenHash(db, tokenHash),

    /** A user with the (normalised) email, else a Pending invite to it. `pendingKnown`: whether
     * the email has a Pending invite, when the caller knows from the events (the invitee stream);
     * the read model answers only for invites sent before that stream existed. */
    async emailTaken(email: string, pendingKnown?: boolean): Promise<SendInvite['emailTaken']> {
      if (await userWithEmailExists(db, email)) return 'user';
      const pending = pendingKnown ?? (await pendingInviteTo(db, email));
      return pending ? 'pending-invite' : null;
    },
  };
}

export type InviteReadModels = ReturnType<typeof inviteReadModels>;
