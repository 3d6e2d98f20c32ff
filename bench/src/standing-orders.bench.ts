import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { streamIds } from '@dtn/contracts';
import { timeZoneOfState } from '@dtn/contracts/domain/time-zone';
import { permissionsFor } from '@dtn/contracts/permissions';
import type { ImportVehicleInput } from '@dtn/contracts/routes/inventory-commands';
import { reactorCheckpoints } from '@dtn/command-service/shared/checkpointed-reactor';
import { standingOrderReactorName } from '@dtn/command-service/standing-order/reactor';
import type { SqlClient } from '@dtn/platform/db/database';
import type { Position } from '@dtn/platform/event-store/port';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { distanceInMiles } from '@dtn/platform/geo/distance';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import { loadCheckpointsOf } from '@dtn/platform/subscription/checkpoint-table';
import { waitForCatchUp } from '@dtn/projections/wait-for-catch-up';
import { vinTemplates } from '@dtn/platform/vehicle-data/catalog';
import { withCheckDigit } from '@dtn/platform/vehicle-data/vin';
import { createEmbeddedServer } from '@dtn/embedded/embedded-server';
import { generateDemoData } from '@dtn/embedded/seed/demo-data';
import { openBenchDatabase } from './bench-database';
import { devToken } from './embedded-app';
import { prng } from './synthetic-events';
import { percentile, round, runConcurrently } from './stats';

/**
 * Standing orders at scale (issue 35), through real HTTP on the embedded composition (command
 * routes, projections, the reactors and the query routes in one process, PostgreSQL underneath):
 *
 *   1. reference: LISTINGS vehicles listed one per request (the feed import, POST
 *      /api/dealergroup/inventory/import/:dealershipId) at LISTING_RATE a second with no standing
 *      order in the network, a /healthz after each (after a warm-up of 20 listings);
 *   2. ORDERS standing orders of the demo world's buyers (every user with CreateOffer in the groups
 *      other than the seller's), spread over the catalogue's VIN templates (their year +-2) and
 *      radii: HTTP_ORDERS of them through POST /api/buylist (its latency reported), the rest
 *      appended to the store as that route appends them (BuyListItemAdded + StandingOrderPlaced on
 *      the item's stream), then every read model and the reactor caught up;
 *   3. the same listing stream with the orders in place, of models no order wants (five make and
 *      model pairs kept out of the orders): the listing path with 100,000 orders and the reactor
 *      looking for candidates, but no offer made;
 *   4. the same listing stream of models the orders want: the listing path's p50/p95 against the
 *      reference's while the offers are made, and each instant offer's delay from its vehicle's
 *      VehicleListed to its OfferSubmitted (both times as the store recorded them), p50/p95/max,
 *      once the reactor's checkpoint has passed the last listing.
 * The seller is the dealership with the most buyers within the largest radius, so listings match.
 */
const ORDERS = Number(process.env.BENCH_STANDING_ORDERS ?? 100_000);
const HTTP_ORDERS = Math.min(ORDERS, Number(process.env.BENCH_STANDING_HTTP_ORDERS ?? 500));
const LISTINGS = Number(process.env.BENCH_STANDING_LISTINGS ?? 300);
const LISTING_RATE = Number(process.env.BENCH_STANDING_LISTING_RATE ?? 5);
const RADII = [50, 100, 250, 500, 500];

export async function standingOrdersBenchmark() {
  const { db, label, dispose } = await openBenchDatabase(20);
  const now = new Date();
  const data = generateDemoData(now, { vehicleCount: 600 });
  const store = await createPostgresEventStore(db);
  const server = await createEmbeddedServer({ db, store, seed: { data, now } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  const random = prng(35);
  try {
    const token = (email: string) => devToken(base, email);
    const send = async (method: string, path: string, bearer: string | null, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
      return text ? (JSON.parse(text) as unknown) : null;
    };

    const placeOf = (postalCode: string) => lookupPostalCode(postalCode)!;
    const allBuyers = data.users.filter((u) => u.dealerGroupId !== null && permissionsFor(u).has('CreateOffer'));
    const maxRadius = Math.max(...RADII);
    const near = (d: (typeof data.dealerships)[number]) =>
      allBuyers.filter(
        (b) => b.dealerGroupId !== d.dealerGroupId && distanceInMiles(placeOf(b.postalCode), placeOf(d.postalCode)) <= maxRadius,
      ).length;
    const sellerDealership = [...data.dealerships].sort((a, b) => near(b) - near(a))[0]!;
    const seller = data.users.find((u) => u.role === 'DealerPrincipal' && u.dealerGroupId === sellerDealership.dealerGroupId)!;
    const sellerToken = await token(seller.email);
    const buyers = allBuyers.filter((b) => b.dealerGroupId !== seller.dealerGroupId);
    const modelOf = (t: { make: string; model: string }) => `${t.make}/${t.model}`;
    const unwanted = new Set([...new Set(vinTemplates().map(modelOf))].sort().slice(0, 5));
    const templates = vinTemplates().filter((t) => !unwanted.has(modelOf(t)));
    const unwantedTemplates = vinTemplates().filter((t) => unwanted.has(modelOf(t)));
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

    let serial = 0;
    const listOne = async (from: typeof templates) => {
      const template = pick(from);
      serial += 1;
      const vehicle: ImportVehicleInput = {
        vin: withCheckDigit(`${template.vds}0${template.yearAndPlant}${String(300000 + serial)}`),
        stockNumber: `SO${serial}`,
        year: template.year,
        make: template.make,
        model: template.model,
        trim: template.trim,
        listingType: 'USED',
        images: [],
        inventoryDate: now.toISOString(),
        data: { 'List Price': String(15000 + Math.floor(random() * 30000)), Odometer: String(10000 + Math.floor(random() * 90000)) },
      };
      const t0 = performance.now();
      const { ids } = (await send('POST', `/api/dealergroup/inventory/import/${sellerDealership.id}`, sellerToken, {
        vehicles: [vehicle],
      })) as { ids: string[] };
      return { ms: performance.now() - t0, id: ids[0]! };
    };

    /** `count` listings at LISTING_RATE a second, a /healthz after each. */
    const listingStream = async (count: number, from = templates) => {
      const listing: number[] = [];
      const health: number[] = [];
      const ids: string[] = [];
      const started = performance.now();
      for (let n = 0; n < count; n++) {
        const due = started + (n * 1000) / LISTING_RATE;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const { ms, id } = await listOne(from);
        listing.push(ms);
        ids.push(id);
        const h0 = performance.now();
        await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
        health.push(performance.now() - h0);
      }
      return { listing: summary(listing), healthz: summary(health), ids };
    };

    await listingStream(20);
    const reference = await listingStream(LISTINGS);

    const orderBody = () => {
      const template = pick(templates);
      return {
        make: template.make,
        model: template.model,
        startYear: Math.max(1981, template.year - 2),
        endYear: Math.min(now.getUTCFullYear() + 1, template.year + 2),
        searchRadius: pick(RADII),
        autoOffer: { maxPrice: 20000 + Math.floor(random() * 30000), maxUnitsPerDay: 100, maxDollarsPerDay: 99_999_999 },
      };
    };
    const buyerTokens = await Promise.all(buyers.map((b) => token(b.email)));
    const viaHttp = await runConcurrently(HTTP_ORDERS, 4, async (i) => {
      await send('POST', '/api/buylist', buyerTokens[i % buyers.length]!, orderBody());
    });
    const endsAt = new Date(now.getTime() + 30 * 86_400_000).toISOString();
    let last: Position | null = null;
    for (let done = HTTP_ORDERS; done < ORDERS; done += 500) {
      const appends = Array.from({ length: Math.min(500, ORDERS - done) }, (_, k) => {
        const buyer = buyers[(done + k) % buyers.length]!;
        const home = placeOf(buyer.postalCode);
        const { autoOffer, ...item } = orderBody();
        const id = randomUUID();
        const metadata = { userId: buyer.id, correlationId: randomUUID(), occurredAt: now.toISOString() };
        const dealershipId = buyer.dealershipIds[0]!;
        const state = data.dealerships.find((d) => d.id === dealershipId)!.state;
        const added = {
          id,
          userId: buyer.id,
          dealerGroupId: buyer.dealerGroupId,
          ...item,
          retailReadyOnly: false,
          tradeIn: false,
          latitude: home.latitude,
          longitude: home.longitude,
        };
        const placed = {
          id,
          userId: buyer.id,
          dealershipId,
          trims: [],
          maxMileage: null,
          listingTypes: [],
          maxPrice: autoOffer.maxPrice,
          maxPercentOfValue: null,
          endsAt,
          maxUnitsPerDay: autoOffer.maxUnitsPerDay,
          maxDollarsPerDay: autoOffer.maxDollarsPerDay,
          timeZone: timeZoneOfState(state),
        };
        return {
          streamId: streamIds.buyList(id),
          expectedRevision: 'no_stream' as const,
          events: [
            { id: randomUUID(), type: 'BuyListItemAdded', data: added, metadata },
            { id: randomUUID(), type: 'StandingOrderPlaced', data: placed, metadata },
          ],
        };
      });
      last = (await store.appendToStreams(appends)).position;
    }
    // Every read model (the buy list's, the vehicle matches' copy of the items...) and the reactor
    // past the orders, so the phases below measure listings, not the orders' catching up.
    while (last && !(await waitForCatchUp(db, last, { timeoutMs: 60_000 }))) {
      // a slow machine: keep waiting
    }
    while (last && !(await reactorReached(db, last))) await new Promise((resolve) => setTimeout(resolve, 200));
    await listingStream(20, unwantedTemplates);

    const withOrdersNoOffers = await listingStream(LISTINGS, unwantedTemplates);
    const withOrders = await listingStream(LISTINGS);
    const reactorPassed = performance.now();
    const lastListing = await store.headPosition();
    while (lastListing && !(await reactorReached(db, lastListing))) await new Promise((resolve) => setTimeout(resolve, 200));
    const drainMs = performance.now() - reactorPassed;
    return {
      label,
      orders: ORDERS,
      buyers: buyers.length,
      placingOverHttp: summary(viaHttp.samples),
      listingsPerSecond: LISTING_RATE,
      reference: { listing: reference.listing, healthz: reference.healthz },
      withOrdersNoOffers: { listing: withOrdersNoOffers.listing, healthz: withOrdersNoOffers.healthz },
      noOffersP50Ratio: round(withOrdersNoOffers.listing.p50 / reference.listing.p50),
      noOffersP95Ratio: round(withOrdersNoOffers.listing.p95 / reference.listing.p95),
      withOrders: { listing: withOrders.listing, healthz: withOrders.healthz },
      listingP50Ratio: round(withOrders.listing.p50 / reference.listing.p50),
      listingP95Ratio: round(withOrders.listing.p95 / reference.listing.p95),
      instantOffers: { ...(await offerDelays(db, withOrders.ids)), reactorDrainAfterLastListingMs: round(drainMs) },
    };
  } finally {
    await server.close();
    await dispose();
  }
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
}

/** Whether the standing-order reactor's checkpoint has reached `position`. */
async function reactorReached(db: SqlClient, position: Position): Promise<boolean> {
  const checkpoints = await loadCheckpointsOf(db, reactorCheckpoints, [standingOrderReactorName]);
  const at = checkpoints.get(standingOrderReactorName);
  return at !== undefined && at.commit >= position.commit;
}

/** Each instant offer on the listed vehicles: ms from its vehicle's VehicleListed to its
 * OfferSubmitted, both as the store recorded them. */
async function offerDelays(db: SqlClient, ids: string[]) {
  const { rows } = await db.query<{ ms: number; inventory_id: string }>(
    `SELECT extract(epoch FROM o.created_at - l.created_at) * 1000 AS ms, o.data->>'inventoryId' AS inventory_id
       FROM es_events o JOIN es_events l ON l.event_type = 'VehicleListed' AND l.stream_id = 'inventory-' || (o.data->>'inventoryId')
      WHERE o.event_type = 'OfferSubmitted' AND o.data ? 'origin' AND o.data->>'inventoryId' = ANY($1::text[])`,
    [ids],
  );
  const sorted = rows.map((r) => Number(r.ms)).sort((a, b) => a - b);
  return {
    offers: sorted.length,
    vehiclesWithOffers: new Set(rows.map((r) => r.inventory_id)).size,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1) ?? NaN),
  };
}
