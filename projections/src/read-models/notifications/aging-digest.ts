import type { AgingDigestVehicle } from '@dtn/contracts';
import { uuidV5 } from '@dtn/platform/commands/ids';
import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent } from '../../projector';
import { pushesOf, recordPushes } from '../../push/record-pushes';
import { eventTime } from '../offers/event-time';
import { queueEmails } from '../outbox/writes';
import { hearersAmong } from './audience';
import { emailsOf } from './emails';
import { vehicleImages } from './facts';
import { usd, vehicleName } from './texts';
import { loadUserFacts } from './user-facts';
import { insertAgingDigests, type NotificationRow } from './writes';

type AgingDigestIssued = Extract<ProjectedEvent, { type: 'AgingDigestIssued' }>;

/**
 * An AgingDigest for each seller of the dealership's group (those who hear the seller's side of
 * offers, ./audience.ts, from the rights they hold when the digest is made), with the digest's
 * vehicles, pushed live and emailed like negotiation's notifications. The id comes from the
 * event and the recipient, so applying it again raises nothing new. Its link opens the digest
 * (/agingdigest/<notification id>), where each vehicle can be repriced, spotlighted or given a
 * Buy Now price.
 */
export async function applyAgingDigest(tx: SqlClient, event: AgingDigestIssued): Promise<void> {
  const { dealerGroupId, vehicles } = event.data;
  const users = await loadUserFacts(tx, [dealerGroupId], []);
  const sellers = hearersAmong(users).sellers.get(dealerGroupId) ?? [];
  if (sellers.length === 0) return;
  const images = await vehicleImages(tx, [vehicles[0]!.inventoryId]);
  const text = agingDigestText(event.data);
  const createdAt = eventTime(event);
  const rows: NotificationRow[] = sellers.map((userId) => {
    const id = uuidV5(`${event.id}:${userId}`);
    return {
      id,
      userId,
      type: 'AgingDigest',
      ...text,
      imageUrl: images.get(vehicles[0]!.inventoryId) ?? '',
      link: `/agingdigest/${id}`,
      inventoryId: '',
      offerId: '',
      createdAt,
    };
  });
  await insertAgingDigests(tx, rows, vehicles);
  const pushed = { userIds: rows.map((r) => r.userId), notificationIds: rows.map((r) => r.id) };
  await recordPushes(
    tx,
    pushesOf(event, [{ kind: 'notification', ...pushed, data: { change: 'raised', notificationType: 'AgingDigest', ...pushed } }]),
  );
  const mailboxes = new Map(users.map((u) => [u.id, { email: u.email, emailsOff: new Set(u.emailsOff) }]));
  await queueEmails(tx, emailsOf(event, rows, mailboxes));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line a vehicle: "2019 Toyota Camry (VIN ...): 45 days (threshold 45), list price $21,500.00, 104.2% of market, aging cost $1,575.00". */
function vehicleLine(v: AgingDigestVehicle): string {
  const parts = [
    `${plural(v.daysInInventory, 'day', 'days')} (threshold ${v.threshold})`,
    v.listPrice === null ? 'no list price' : `list price ${usd(v.listPrice)}`,
    v.priceToMarket === null ? 'no market value yet' : `${v.priceToMarket}% of market`,
    `aging cost ${usd(v.agingCost)}`,
  ];
  return `${vehicleName(v.year, v.make, v.model)} (VIN ${v.vin}): ${parts.join(', ')}`;
}

function agingDigestText(d: { dealershipName: string; vehicles: readonly AgingDigestVehicle[] }) {
  const count = plural(d.vehicles.length, 'vehicle', 'vehicles');
  return {
    title: `Aging: ${count} at ${d.dealershipName} crossed a threshold`,
    longBody: [
      `${count} at ${d.dealershipName} reached an aging threshold. Reprice, spotlight or set a Buy Now price to move them:`,
      ...d.vehicles.map(vehicleLine),
    ].join('\n'),
  };
}
