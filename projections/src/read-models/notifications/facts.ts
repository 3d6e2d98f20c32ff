import { timeZoneOfState } from '@dtn/contracts/domain/time-zone';
import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent } from '../../projector';
import type { OfferAmounts } from './texts';
import { recordUserFacts, type UserFactEvent } from './user-facts';

/**
 * The notifications projector's own facts, kept in event order (see table.ts): who is on
 * each offer, whether it was submitted and its amounts; each user's group, role and authorities
 * (./user-facts.ts); each vehicle's first image; each dealership's time zone.
 */
export interface OfferFacts extends OfferAmounts {
  id: string;
  inventoryId: string;
  buyerUserId: string;
  sellerDealerGroupId: string;
  /** The vehicle's dealership: its time zone is the one deadlines are told in. */
  sellerDealershipId: string;
  vehicle: string;
  submitted: boolean;
  /** The seller's counter while the buyer must answer it (negotiation); null otherwise. */
  counterAmount: number | null;
  /** Revision of the last offer event taken into account. */
  revision: bigint;
}

interface OfferFactsRow {
  id: string;
  inventory_id: string;
  buyer_user_id: string;
  seller_dealer_group_id: string;
  seller_dealership_id: string;
  vehicle: string;
  submitted: boolean;
  offer_amount: string | null;
  transport_offer_amount: string | null;
  total: string | null;
  counter_amount: string | null;
  stream_revision: string;
}

const amount = (value: string | null) => (value === null ? null : Number(value));

const toFacts = (r: OfferFactsRow): OfferFacts => ({
  id: r.id,
  inventoryId: r.inventory_id,
  buyerUserId: r.buyer_user_id,
  sellerDealerGroupId: r.seller_dealer_group_id,
  sellerDealershipId: r.seller_dealership_id,
  vehicle: r.vehicle,
  submitted: r.submitted,
  offerAmount: amount(r.offer_amount),
  transportOfferAmount: amount(r.transport_offer_amount),
  total: amount(r.total),
  counterAmount: amount(r.counter_amount),
  revision: BigInt(r.stream_revision),
});

export async function loadOfferFacts(tx: SqlClient, offerIds: readonly string[]): Promise<Map<string, OfferFacts>> {
  const { rows } = await tx.query<OfferFactsRow>(
    `SELECT id::text, inventory_id::text, buyer_user_id::text, seller_dealer_group_id::text, seller_dealership_id::text, vehicle, submitted,
       offer_amount::text, transport_offer_amount::text, total::text, counter_amount::text, stream_revision::text
     FROM rm_notification_offers WHERE id = ANY($1::uuid[])`,
    [offerIds],
  );
  return new Map(rows.map((r) => [r.id, toFacts(r)]));
}

export async function saveOfferFacts(tx: SqlClient, facts: readonly OfferFacts[]): Promise<void> {
  if (facts.length === 0) return;
  await tx.query(
    `INSERT INTO rm_notification_offers (id, inventory_id, buyer_user_id, seller_dealer_group_id, seller_dealership_id, vehicle,
       submitted, offer_amount, transport_offer_amount, total, counter_amount, stream_revision)
     SELECT id, inventory_id, buyer_user_id, seller_dealer_group_id, seller_dealership_id, vehicle, submitted, offer_amount,
       transport_offer_amount, total, counter_amount, stream_revision
     FROM jsonb_populate_recordset(NULL::rm_notification_offers, $1::jsonb)
     ON CONFLICT (id) DO UPDATE SET submitted = excluded.submitted, offer_amount = excluded.offer_amount,
       transport_offer_amount = excluded.transport_offer_amount, total = excluded.total,
       counter_amount = excluded.counter_amount, stream_revision = excluded.stream_revision`,
    [
      JSON.stringify(
        facts.map((f) => ({
          id: f.id,
          inventory_id: f.inventoryId,
          buyer_user_id: f.buyerUserId,
          seller_dealer_group_id: f.sellerDealerGroupId,
          seller_dealership_id: f.sellerDealershipId,
          vehicle: f.vehicle,
          submitted: f.submitted,
          offer_amount: f.offerAmount,
          transport_offer_amount: f.transportOfferAmount,
          total: f.total,
          counter_amount: f.counterAmount,
          stream_revision: f.revision.toString(),
        })),
      ),
    ],
  );
}

/** Each vehicle's first image ('' when it has none or is unknown). */
export async function vehicleImages(tx: SqlClient, inventoryIds: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ id: string; image_url: string }>(
    'SELECT id::text, image_url FROM rm_notification_vehicles WHERE id = ANY($1::uuid[])',
    [inventoryIds],
  );
  return new Map(rows.map((r) => [r.id, r.image_url]));
}

type VehicleFactEvent = Extract<ProjectedEvent, { type: 'VehicleListed' | 'VehicleUpdated' }>;
type DealershipFactEvent = Extract<ProjectedEvent, { type: 'DealershipCreated' | 'DealershipUpdated' }>;
export type FactEvent = UserFactEvent | VehicleFactEvent | DealershipFactEvent;
const factTypes = new Set<string>([
  'UserRegistered',
  'UserRoleChanged',
  'NotificationEmailsChosen',
  'VehicleListed',
  'VehicleUpdated',
  'DealershipCreated',
  'DealershipUpdated',
]);
export const isFactEvent = (e: ProjectedEvent): e is FactEvent => factTypes.has(e.type);
const isUserFactEvent = (e: FactEvent): e is UserFactEvent =>
  e.type === 'UserRegistered' || e.type === 'UserRoleChanged' || e.type === 'NotificationEmailsChosen';
const isDealershipFactEvent = (e: FactEvent): e is DealershipFactEvent => e.type === 'DealershipCreated' || e.type === 'DealershipUpdated';
const isVehicleFactEvent = (e: FactEvent): e is VehicleFactEvent => !isUserFactEvent(e) && !isDealershipFactEvent(e);

/** Each dealership's time zone (contracts' rule: its state's), as of the last event of its own. */
async function recordDealershipFacts(tx: SqlClient, events: readonly DealershipFactEvent[]): Promise<void> {
  if (events.length === 0) return;
  const zones = new Map(events.map((e) => [e.data.id, timeZoneOfState(e.data.state)]));
  await tx.query(
    `INSERT INTO rm_notification_dealerships (id, time_zone)
     SELECT id, time_zone FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, time_zone text)
     ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone`,
    [JSON.stringify([...zones].map(([id, time_zone]) => ({ id, time_zone })))],
  );
}

/** The time zone of each of these dealerships ('UTC' for one the facts do not know). */
export async function dealershipZones(tx: SqlClient, ids: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ id: string; time_zone: string }>(
    'SELECT id::text, time_zone FROM rm_notification_dealerships WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.time_zone]));
}

/**
 * Records users, vehicle images and dealerships' zones for many events in a few round trips, with
 * the per-event rules of the users and inventory projectors: a registration or listing never
 * overwrites an existing row; a role change sets a user's rights, a choice of emails their emails;
 * an update only touches a listed vehicle.
 */
export async function recordFacts(tx: SqlClient, events: readonly FactEvent[]): Promise<void> {
  await recordUserFacts(tx, events.filter(isUserFactEvent));
  await recordDealershipFacts(tx, events.filter(isDealershipFactEvent));
  const vehicleEvents = events.filter(isVehicleFactEvent);
  if (vehicleEvents.length === 0) return;
  const ids = [...new Set(vehicleEvents.map((e) => e.data.id))];
  const { rows } = await tx.query<{ id: string; image_url: string }>(
    'SELECT id::text, image_url FROM rm_notification_vehicles WHERE id = ANY($1::uuid[])',
    [ids],
  );
  const images = new Map(rows.map((r) => [r.id, r.image_url]));
  const touched = new Set<string>();
  for (const e of vehicleEvents) {
    if (e.type === 'VehicleListed' ? images.has(e.data.id) : !images.has(e.data.id)) continue;
    images.set(e.data.id, e.data.images[0] ?? '');
    touched.add(e.data.id);
  }
  if (touched.size === 0) return;
  await tx.query(
    `INSERT INTO rm_notification_vehicles (id, image_url)
     SELECT id, image_url FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, image_url text)
     ON CONFLICT (id) DO UPDATE SET image_url = excluded.image_url`,
    [JSON.stringify([...touched].map((id) => ({ id, image_url: images.get(id) })))],
  );
}
