import { describe, it } from '@jest/globals';
import { NotFoundError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import { deciderSpec } from '../testing/decider-spec';
import { decide } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const notificationId = '8c000000-0000-4000-8000-000000000001';
const recipient: Actor = { id: '7b000000-0000-4000-8000-000000000001', role: 'UsedCarManager', dealerGroupId: null };
const other: Actor = { ...recipient, id: '7b000000-0000-4000-8000-000000000002' };
const admin: Actor = { ...recipient, id: '7b000000-0000-4000-8000-000000000003', role: 'Admin' };
const on = (
  type: 'MarkNotificationRead' | 'DismissNotification',
  actor: Actor | null = recipient,
  recipientUserId: string | null = recipient.id,
) => ({ type, actor, notificationId, recipientUserId });
const data = { notificationId, userId: recipient.id };
const read = { type: 'NotificationRead' as const, data };
const dismissed = { type: 'NotificationDismissed' as const, data };

describe('MarkNotificationRead', () => {
  it('marks the recipient’s notification read', () => given([]).when(on('MarkNotificationRead')).then([read]));
  it('is a no-op when already read', () => given([read]).when(on('MarkNotificationRead')).thenNothingHappened());
  it('still marks a dismissed notification read', () => given([dismissed]).when(on('MarkNotificationRead')).then([read]));
  it('is not found for anyone else, an Admin, the system, or an unknown notification', () => {
    given([]).when(on('MarkNotificationRead', other)).thenThrows(NotFoundError);
    given([]).when(on('MarkNotificationRead', admin)).thenThrows(NotFoundError);
    given([]).when(on('MarkNotificationRead', null)).thenThrows(NotFoundError);
    given([])
      .when(on('MarkNotificationRead', recipient, null))
      .thenThrows(NotFoundError);
  });
});

describe('DismissNotification', () => {
  it('dismisses, read or not', () => {
    given([]).when(on('DismissNotification')).then([dismissed]);
    given([read]).when(on('DismissNotification')).then([dismissed]);
  });
  it('is a no-op when already dismissed', () => given([dismissed]).when(on('DismissNotification')).thenNothingHappened());
  it('is not found for anyone else', () => given([]).when(on('DismissNotification', other)).thenThrows(NotFoundError));
});
