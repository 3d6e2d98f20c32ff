import type { SqlClient } from '@dtn/platform/db/database';
import { inviteIdByTokenHash, pendingInviteTo } from '@dtn/projections/read-models/invites/queries';
import { userWithEmailExists } from '@dtn/projections/read-models/users/queries';
import type { SendInvite } from './decide';

/** READ MODELS the invitation commands consult (the invites and users read models). */
export function inviteReadModels(db: SqlClient) {
  return {
    /** The invite an accept token's hash belongs to (only its hash is in InviteSent). */
    findInviteByTokenHash: (tokenHash: string): Promise<string | null> => inviteIdByTokenHash(db, tokenHash),

    /** A user with the (normalised) email, else a Pending invite to it. */
    async emailTaken(email: string): Promise<SendInvite['emailTaken']> {
      if (await userWithEmailExists(db, email)) return 'user';
      return (await pendingInviteTo(db, email)) ? 'pending-invite' : null;
    },
  };
}

export type InviteReadModels = ReturnType<typeof inviteReadModels>;
