/**
 * A property of the standing orders' decisions: whatever listings and price changes come, in
 * whatever order the orders see them, no order ever offers past its caps in a day and no buyer
 * ever holds two offers on one vehicle. The streams are kept in memory and every decision is
 * applied as the command runner (handleCommand) appends it (both streams or neither).
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { BuyListEvent, OfferEvent } from '@dtn/contracts';
import { evolve as evolveItem, initialState as noItem } from '../buy-list/state';
import { offerIdFor } from '../offer/handlers';
import { evolve as evolveOffer, initialState as noOffer } from '../offer/state';
import { buyer, otherBuyer } from '../offer/test-fixtures';
import { decideMakeOffer } from './decide-make-offer';
import { added, makeOffer, now as start, placed, vehicle } from './test-fixtures';

const hour = 3_600_000;
const orderIdOf = (i: number) => `9b000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const vehicleIdOf = (i: number) => `1b000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

const anOrder = fc.record({
  owner: fc.constantFrom(buyer, otherBuyer),
  maxPrice: fc.integer({ min: 5_000, max: 30_000 }),
  maxPercentOfValue: fc.option(fc.integer({ min: 50, max: 120 }), { nil: null }),
  maxUnitsPerDay: fc.integer({ min: 1, max: 3 }),
  maxDollarsPerDay: fc.integer({ min: 5_000, max: 60_000 }),
});
const aStep = fc.oneof(
  fc.record({
    kind: fc.constant('list' as const),
    vehicle: fc.integer({ min: 0, max: 5 }),
    price: fc.integer({ min: 3_000, max: 35_000 }),
  }),
  fc.record({
    kind: fc.constant('reprice' as const),
    vehicle: fc.integer({ min: 0, max: 5 }),
    price: fc.integer({ min: 3_000, max: 35_000 }),
  }),
  fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 30 }) }),
);

describe('standing orders under random listings and price changes', () => {
  it('never exceed a cap in a day and never give a buyer two offers on one vehicle', () => {
    fc.assert(
      fc.property(
        fc.array(anOrder, { minLength: 1, maxLength: 4 }),
        fc.array(aStep, { minLength: 1, maxLength: 40 }),
        fc.integer(),
        (orders, steps, seed) => {
          const orderStreams = orders.map((o, i) => {
            const id = orderIdOf(i);
            const { id: _id, ...wanted } = added.data as { id: string } & Record<string, unknown>;
            const item = {
              type: 'BuyListItemAdded',
              data: { ...wanted, id, userId: o.owner.id, dealerGroupId: o.owner.dealerGroupId },
            } as BuyListEvent;
            const { owner: _owner, ...caps } = o;
            const order = placed({ ...caps, endsAt: '2026-01-01T00:00:00.000Z' });
            return [item, { ...order, data: { ...order.data, id, userId: o.owner.id } } as BuyListEvent];
          });
          const offerStreams = new Map<string, OfferEvent[]>();
          const prices = new Map<number, number>();
          let now = start;
          let turn = seed;

          const decideAll = (v: number) => {
            // Every order sees the vehicle, in an order the seed shuffles.
            const order = orders.map((_, i) => i).sort((a, b) => ((a * 7919 + turn) % 13) - ((b * 7919 + turn) % 13));
            turn++;
            for (const i of order) {
              const owner = orders[i]!.owner;
              const offerId = offerIdFor(owner.id, vehicleIdOf(v));
              const listed = { ...vehicle({ data: { 'List Price': String(prices.get(v)), Odometer: '30000' } }), id: vehicleIdOf(v) };
              const command = makeOffer({ orderId: orderIdOf(i), offerId, buyer: owner, vehicle: listed as never, now });
              const [onOrder, onOffer] = decideMakeOffer(command, [
                orderStreams[i]!.reduce(evolveItem, noItem),
                (offerStreams.get(offerId) ?? []).reduce(evolveOffer, noOffer),
              ]);
              orderStreams[i]!.push(...onOrder);
              offerStreams.set(offerId, [...(offerStreams.get(offerId) ?? []), ...onOffer]);
            }
          };

          for (const step of steps) {
            if (step.kind === 'wait') now = new Date(now.getTime() + step.hours * hour);
            else if (step.kind === 'list' || prices.has(step.vehicle)) {
              prices.set(step.vehicle, step.price);
              decideAll(step.vehicle);
            }
            // After every step: each order within its caps on every day, one offer per buyer and vehicle.
            orders.forEach((o, i) => {
              const byDay = new Map<string, { units: number; dollars: number }>();
              for (const e of orderStreams[i]!) {
                if (e.type !== 'StandingOrderOffered') continue;
                const spent = byDay.get(e.data.day) ?? { units: 0, dollars: 0 };
                byDay.set(e.data.day, { units: spent.units + 1, dollars: spent.dollars + e.data.amount });
              }
              for (const spent of byDay.values()) {
                expect(spent.units).toBeLessThanOrEqual(o.maxUnitsPerDay);
                expect(spent.dollars).toBeLessThanOrEqual(o.maxDollarsPerDay + 1e-6);
              }
            });
            for (const events of offerStreams.values())
              expect(events.filter((e) => e.type === 'OfferSubmitted').length).toBeLessThanOrEqual(1);
            const offeredTo = new Map<string, number>();
            orders.forEach((o, i) => {
              for (const e of orderStreams[i]!) {
                if (e.type !== 'StandingOrderOffered') continue;
                const key = `${o.owner.id}|${e.data.inventoryId}`;
                offeredTo.set(key, (offeredTo.get(key) ?? 0) + 1);
              }
            });
            for (const count of offeredTo.values()) expect(count).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
