/**
 * The history the Kafka tests publish: the mixed history (foundation and offer events,
 * testing/history.ts) with every other family woven in (posts and their comments, buy lists,
 * invites with their emails, test-drive leads), each event on the stream the command side
 * appends it to. Fixed ids and times, so two stores fed the same history build the same tables.
 */
import { randomUUID } from 'node:crypto';
import { streamIds, type DomainEvent } from '@dtn/contracts';
import type { EventStore } from '@dtn/platform/event-store/port';
import { streamOf, withMeta, type TestEvent } from '../../testing/events';
import { mixedHistory } from '../../testing/history';

type Of<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;

/** The stream of any domain event (testing/events.ts knows the foundation and offer families). */
export function streamOfEvent(event: DomainEvent): string {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'PostCreated':
    case 'PostDeleted':
      return streamIds.post(String(data.id));
    case 'PostMediaAttached':
      return streamIds.post(String(data.postId));
    case 'CommentAdded':
      return streamIds.comment(String(data.id));
    case 'BuyListItemAdded':
    case 'BuyListItemRemoved':
      return streamIds.buyList(String(data.id));
    case 'InviteSent':
    case 'InviteAccepted':
    case 'InviteRevoked':
      return streamIds.invite(String(data.id));
    case 'InviteEmailQueued':
      return streamIds.invite(String(data.inviteId));
    case 'TestDriveRequested':
      return streamIds.testDrive(String(data.id));
    default:
      return streamOf(event);
  }
}

/** Appends each event to its stream, one append per event, as the command side does. */
export async function appendHistory(store: EventStore, events: readonly TestEvent[]): Promise<void> {
  for (const event of events) {
    await store.appendToStream(
      streamOfEvent(event),
      [
        {
          id: event.eventId ?? randomUUID(),
          type: event.type,
          data: event.data,
          metadata: { userId: event.userId ?? null, correlationId: randomUUID(), occurredAt: event.occurredAt ?? new Date().toISOString() },
        },
      ],
      { expectedRevision: 'any' },
    );
  }
}

export function kafkaHistory(size = 400): TestEvent[] {
  const base = mixedHistory(size);
  const users = base.filter((e): e is TestEvent & Of<'UserRegistered'> => e.type === 'UserRegistered');
  const group = base.find((e): e is TestEvent & Of<'DealerGroupCreated'> => e.type === 'DealerGroupCreated')!;
  const dealership = base.find((e): e is TestEvent & Of<'DealershipCreated'> => e.type === 'DealershipCreated')!;
  const buyer = users.at(-1)!;
  const at = (n: number) => new Date(Date.UTC(2025, 1, 1) + n * 60_000).toISOString();

  const extras: DomainEvent[][] = [];
  // Buy lists: items of the buyers' group that the listed vehicles match; one removed later.
  const items = ['Camry', 'Civic', 'F-150'].map((model, n): Of<'BuyListItemAdded'> => ({
    type: 'BuyListItemAdded',
    data: {
      id: randomUUID(),
      userId: buyer.data.id,
      dealerGroupId: buyer.data.dealerGroupId,
      make: ['Toyota', 'Honda', 'Ford'][n]!,
      model,
      startYear: 2010,
      endYear: 2030,
      searchRadius: 3000,
      retailReadyOnly: false,
      tradeIn: false,
      latitude: buyer.data.latitude,
      longitude: buyer.data.longitude,
    },
  }));
  extras.push(...items.map((item) => [item]));
  extras.push([{ type: 'BuyListItemRemoved', data: { id: items[1]!.data.id } }]);
  // Posts with comments and replies (comments are streams of their own), media, a deletion.
  for (let p = 0; p < 4; p++) {
    const postId = randomUUID();
    extras.push([
      {
        type: 'PostCreated',
        data: {
          id: postId,
          userId: users[p]!.data.userId,
          dealerGroupId: group.data.id,
          postType: 'GENERAL',
          postVisibility: 'GENERAL',
          content: `Post ${p}`,
          created: at(p),
        },
      },
    ]);
    let parent: string | null = null;
    for (let c = 0; c < 3; c++) {
      const id = randomUUID();
      extras.push([
        {
          type: 'CommentAdded',
          data: {
            id,
            postId,
            parentComment: c === 2 ? parent : null,
            userId: users[c]!.data.userId,
            content: `Comment ${c} on ${p}`,
            created: at(10 + p * 3 + c),
          },
        },
      ]);
      parent = id;
    }
    extras.push([
      {
        type: 'PostMediaAttached',
        data: { postId, media: [{ path: `${postId}/a.jpg`, contentType: 'image/jpeg', size: 10, name: 'a.jpg' }] },
      },
    ]);
    if (p === 3) extras.push([{ type: 'PostDeleted', data: { id: postId } }]);
  }
  // Invites: sent with their email, one accepted, one revoked.
  for (let i = 0; i < 3; i++) {
    const id = randomUUID();
    extras.push([
      {
        type: 'InviteSent',
        data: {
          id,
          email: `invitee${i}@example.com`,
          role: 'UsedCarManager',
          buyAuthority: true,
          sellAuthority: false,
          dealerGroupId: group.data.id,
          dealershipIds: [dealership.data.id],
          tokenHash: String(i).repeat(64),
          invitedByUserId: users[0]!.data.id,
          inviteDate: at(30 + i),
        },
      },
      {
        type: 'InviteEmailQueued',
        data: {
          id: randomUUID(),
          inviteId: id,
          toAddress: `invitee${i}@example.com`,
          subject: 'You are invited',
          body: 'Accept: https://example.test/invite',
          queuedAt: at(30 + i),
        },
      },
    ]);
    if (i === 1) extras.push([{ type: 'InviteAccepted', data: { id, userId: randomUUID() } }]);
    if (i === 2) extras.push([{ type: 'InviteRevoked', data: { id } }]);
  }
  for (let l = 0; l < 3; l++) {
    extras.push([
      {
        type: 'TestDriveRequested',
        data: {
          id: randomUUID(),
          name: `Lead ${l}`,
          email: `lead${l}@example.com`,
          phone: '+15125550100',
          dealership: 'Austin Motors',
          requestedAt: at(40 + l),
        },
      },
    ]);
  }

  // Woven in after the organisations, one group of events every few events of the base history.
  const firstVehicle = base.findIndex((e) => e.type === 'VehicleListed');
  const out: TestEvent[] = base.slice(0, firstVehicle);
  const rest = base.slice(firstVehicle);
  const every = Math.max(1, Math.floor(rest.length / (extras.length + 1)));
  rest.forEach((event, i) => {
    out.push(event);
    if (i % every === every - 1) out.push(...(extras.shift() ?? []).map((e) => withMeta(e, { eventId: randomUUID() })));
  });
  out.push(...extras.flat().map((e) => withMeta(e, { eventId: randomUUID() })));
  const start = Date.UTC(2025, 2, 1);
  return out.map((event, i) => withMeta(event, { occurredAt: new Date(start + i * 1000).toISOString() }));
}
