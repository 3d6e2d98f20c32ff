import { describe, expect, it } from '@jest/globals';
import { ConflictError } from '@dtn/platform/errors';
import { inviteeIdFor, inviteeInvited } from './invitee';

const inviteId = '0a000000-0000-4000-8000-000000000001';
const earlier = '0a000000-0000-4000-8000-000000000002';

describe('an invitee (an email address) and its invitations', () => {
  it('is one stream per address, whatever its case and spaces', () =>
    expect(inviteeIdFor(' Ana@Example.com ')).toBe(inviteeIdFor('ana@example.com')));
  it('records the invitation its sender checked against', () => {
    expect(inviteeInvited({ lastInviteId: null }, null, inviteId, 'Ana@Example.com')).toEqual([
      { type: 'InviteeInvited', data: { email: 'ana@example.com', inviteId } },
    ]);
    expect(inviteeInvited({ lastInviteId: earlier }, earlier, inviteId, 'ana@example.com')).toHaveLength(1);
  });
  it('refuses when another invitation was sent since the sender checked (409)', () => {
    expect(() => inviteeInvited({ lastInviteId: earlier }, null, inviteId, 'ana@example.com')).toThrow(ConflictError);
  });
});
