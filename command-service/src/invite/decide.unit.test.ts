import { describe, expect, it } from '@jest/globals';
import type { InviteEvent } from '@dtn/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import { deciderSpec } from '../testing/decider-spec';
import { decide, hashInviteToken, type SendInvite } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const id = '00000000-0000-4000-8000-000000000100';
const groupId = '00000000-0000-4000-8000-000000000001';
const otherGroupId = '00000000-0000-4000-8000-000000000002';
const storeId = '00000000-0000-4000-8000-000000000011';
const otherStoreId = '00000000-0000-4000-8000-000000000021';
const emailId = '00000000-0000-4000-8000-000000000200';
const userId = '00000000-0000-4000-8000-000000000300';
const now = new Date('2025-03-01T12:00:00.000Z');
const token = 'secret-token';
const tokenHash = hashInviteToken(token);
const link = `http://localhost:8080/invite/accept?token=${token}`;

const admin: Actor = { id: '00000000-0000-4000-8000-0000000000a1', role: 'Admin', dealerGroupId: null };
const manager: Actor = { id: '00000000-0000-4000-8000-0000000000a2', role: 'GeneralManager', dealerGroupId: groupId };
const otherManager: Actor = { id: '00000000-0000-4000-8000-0000000000a3', role: 'GeneralManager', dealerGroupId: otherGroupId };

const send = (actor: Actor | null = manager, data: Partial<SendInvite['data']> = {}, extra: Partial<SendInvite> = {}): SendInvite => ({
  type: 'SendInvite',
  actor,
  mayInviteDealerPrincipal: actor?.role === 'Admin',
  data: {
    id,
    emailAddress: ' New.Hire@Example.com ',
    userRole: 'SalesAssociate',
    buyAuthority: true,
    sellAuthority: false,
    dealerGroupId: groupId,
    dealershipIds: [storeId],
    tokenHash,
    ...data,
  },
  email: { id: emailId, acceptLink: link },
  dealerGroup: { exists: true, name: 'Sunrise Auto' },
  knownDealerships: { [storeId]: groupId, [otherStoreId]: otherGroupId },
  emailTaken: null,
  now,
  ...extra,
});

const sent = (role: 'SalesAssociate' | 'DealerPrincipal' = 'SalesAssociate', by = manager.id): InviteEvent => ({
  type: 'InviteSent',
  data: {
    id,
    email: 'new.hire@example.com',
    role,
    buyAuthority: true,
    sellAuthority: false,
    dealerGroupId: groupId,
    dealershipIds: [storeId],
    tokenHash,
    invitedByUserId: by,
    inviteDate: now.toISOString(),
  },
});
const roleLines: Record<string, string> = {
  SalesAssociate: 'Your role: Sales associate, with buy authority.',
  DealerPrincipal: 'Your role: Dealer principal, with buy authority.',
};
const queued = (role = 'SalesAssociate'): InviteEvent => ({
  type: 'InviteEmailQueued',
  data: {
    id: emailId,
    inviteId: id,
    toAddress: 'new.hire@example.com',
    queuedAt: now.toISOString(),
    subject: 'You are invited to Sunrise Auto on the Dealer Trade Network',
    body: [
      'You have been invited to join Sunrise Auto on the Dealer Trade Network.',
      roleLines[role],
      '',
      'Sign in and accept the invitation here:',
      `<${link}>`,
      '',
      'If you did not expect this invitation, ignore this email.',
    ].join('\n'),
  },
});
const accepted: InviteEvent = { type: 'InviteAccepted', data: { id, userId } };
const revoked: InviteEvent = { type: 'InviteRevoked', data: { id } };
const revoke = (actor: Actor | null = manager) => ({ type: 'RevokeInvite' as const, actor, id });
const accept = (withToken = token, identityEmail: string | undefined = 'New.Hire@example.com') => ({
  type: 'AcceptInvite' as const,
  id,
  token: withToken,
  userId,
  identityEmail,
});

describe('SendInvite', () => {
  it('records the invite (email normalised, token only hashed) and queues the email with the link', () =>
    given([]).when(send()).then([sent(), queued()]));
  it('finding 6: the email names the role as the screens do, with its authority, and the link alone on its line in <...>', () => {
    const bodyOf = (data: Partial<SendInvite['data']>) => {
      const [, email] = decide(send(manager, data), initialState);
      return email?.type === 'InviteEmailQueued' ? email.data.body.split('\n') : [];
    };
    expect(bodyOf({ userRole: 'SalesDirector', buyAuthority: true, sellAuthority: true })).toContain(
      'Your role: Sales director, with buy and sell authority.',
    );
    expect(bodyOf({ userRole: 'BDCManager', buyAuthority: false, sellAuthority: false })).toContain('Your role: BDC manager.');
    expect(bodyOf({ userRole: 'GeneralManager', buyAuthority: false, sellAuthority: true })).toContain(
      'Your role: General manager, with sell authority.',
    );
    const body = bodyOf({ userRole: 'SalesDirector' });
    expect(body.join('\n')).not.toMatch(/SalesDirector/);
    expect(body).toContain(`<${link}>`);
  });
  it('lets a system admin invite a DealerPrincipal into any group', () =>
    given([])
      .when(send(admin, { userRole: 'DealerPrincipal' }))
      .then([sent('DealerPrincipal', admin.id), queued('DealerPrincipal')]));
  it('refuses a DealerPrincipal from a dealer admin (403)', () =>
    given([])
      .when(send(manager, { userRole: 'DealerPrincipal' }))
      .thenThrows(ForbiddenError));
  it('never invites an Admin (400 userRole)', () =>
    given([])
      .when(send(admin, { userRole: 'Admin' }))
      .thenThrows(ValidationError, ['userRole']));
  it('keeps dealer admins in their own group: another is not there for them (404)', () =>
    given([]).when(send(otherManager)).thenThrows(NotFoundError));
  it('needs an existing dealer group (404)', () =>
    given([])
      .when(send(admin, {}, { dealerGroup: { exists: false, name: '' } }))
      .thenThrows(NotFoundError));
  it('needs dealerships of the group (400 naming each other one)', () => {
    given([])
      .when(send(manager, { dealershipIds: [storeId, otherStoreId, '00000000-0000-4000-8000-000000000099'] }))
      .thenThrows(ValidationError, ['dealershipIds[1]', 'dealershipIds[2]']);
  });
  it('refuses the same invite id twice (409)', () => given([sent()]).when(send()).thenThrows(ConflictError));
  it('refuses an email that already has an account, or a Pending invite (409)', () => {
    given([])
      .when(send(manager, {}, { emailTaken: 'user' }))
      .thenThrows(ConflictError);
    given([])
      .when(send(admin, {}, { emailTaken: 'pending-invite' }))
      .thenThrows(ConflictError);
  });
});

describe('RevokeInvite', () => {
  it('revokes a Pending invite', () => given([sent(), queued()]).when(revoke()).then([revoked]));
  it('lets an Admin revoke in any group', () => given([sent()]).when(revoke(admin)).then([revoked]));
  it('answers another group’s invite as an unknown one (404)', () => {
    given([sent()]).when(revoke(otherManager)).thenThrows(NotFoundError);
    given([]).when(revoke()).thenThrows(NotFoundError);
  });
  it('revokes only Pending invites (409)', () => {
    given([sent(), revoked]).when(revoke()).thenThrows(ConflictError);
    given([sent(), accepted]).when(revoke()).thenThrows(ConflictError);
  });
});

describe('AcceptInvite', () => {
  it('accepts a Pending invite whose token matches', () => given([sent(), queued()]).when(accept()).then([accepted]));
  it('refuses a wrong token or an unknown invite (404)', () => {
    given([sent()]).when(accept('guess')).thenThrows(NotFoundError);
    given([]).when(accept()).thenThrows(NotFoundError);
  });
  it('is accepted only by the invited email, in any letter case (403 for anyone else)', () => {
    given([sent(), queued()]).when(accept(token, 'NEW.HIRE@EXAMPLE.COM')).then([accepted]);
    given([sent(), queued()]).when(accept(token, 'someone.else@example.com')).thenThrows(ForbiddenError);
    given([sent(), queued()])
      .when({ ...accept(), identityEmail: undefined })
      .thenThrows(ForbiddenError);
  });
  it('accepts once, and never after a revoke (409)', () => {
    given([sent(), accepted]).when(accept()).thenThrows(ConflictError);
    given([sent(), revoked]).when(accept()).thenThrows(ConflictError);
  });
});
