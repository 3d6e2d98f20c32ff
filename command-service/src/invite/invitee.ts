import { InviteeEvent, streamIds } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';
import { uuidV5 } from '@dtn/platform/commands/ids';
import { ConflictError } from '@dtn/platform/errors';
import { normaliseEmail } from './decide';

/**
 * An email address as the one who is invited (stream `invitee-{id}`): the last invitation it was
 * sent. A new invitation appends to it in the same atomic append as its InviteSent, at the
 * revision its sender read, so of concurrent invitations of one address only one is sent; the
 * others decide again, find it Pending, and get 409.
 */
export interface InviteeState {
  lastInviteId: string | null;
}

export const inviteeIdFor = (email: string): string => uuidV5(`invitee:${normaliseEmail(email)}`);

export const inviteeDecider: Decider<InviteeState, InviteeEvent> = {
  initialState: { lastInviteId: null },
  evolve: (_state, event) => ({ lastInviteId: event.data.inviteId }),
  streamId: streamIds.invitee,
  parseEvent: (event) => InviteeEvent.parse(event),
};

/** `checked`: the last invitation the sender found not Pending (or none). Another one appended
 * since was sent meanwhile, so it is Pending: this one is refused. */
export function inviteeInvited(state: InviteeState, checked: string | null, inviteId: string, email: string): InviteeEvent[] {
  if (state.lastInviteId !== checked) {
    throw new ConflictError('An invitation to this email address is already pending: revoke it before sending a new one.');
  }
  return [{ type: 'InviteeInvited', data: { email: normaliseEmail(email), inviteId } }];
}
