/**
 * A buy list item's standing order (issue 35): placing it with the item, and its owner pausing,
 * resuming and ending it. The offers it makes: ../standing-order/decide-make-offer.ts.
 */
import { standingOrderDefaultDays, standingOrderMaxDays, type BuyListEvent } from '@dtn/contracts';
import type { AutoOfferBody } from '@dtn/contracts/routes/buy-list';
import { ConflictError, ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import type { z } from 'zod';
import type { Actor } from '../shared/actor';
import { FieldErrors } from '../shared/validation';
import type { BuyListItemState, StandingOrder } from './state';

/** The order's terms as the route's schema leaves them, with what only the handler knows. */
export interface StandingOrderRequest {
  terms: z.output<typeof AutoOfferBody>;
  /** The caller holds CreateOffer (a standing order makes offers in their name). */
  canCreateOffer: boolean;
  /** The caller's dealerships in their order, each with its time zone (its state's). */
  dealerships: readonly { id: string; timeZone: string }[];
}

const msPerDay = 86_400_000;
const field = (name: string) => `body.autoOffer.${name}`;

/** StandingOrderPlaced for a new item `id` of `actor`, or the refusal: 403 without CreateOffer,
 * 400 naming the field for an end outside (now, now + 90 days] or a dealership not the caller's. */
export function placeStandingOrder(id: string, actor: Actor, request: StandingOrderRequest, now: Date): BuyListEvent {
  if (!request.canCreateOffer) throw new ForbiddenError('Only users who may make offers can place a standing order.');
  const { terms } = request;
  const errors = new FieldErrors();
  const endsAt = terms.endsAt ? new Date(terms.endsAt) : new Date(now.getTime() + standingOrderDefaultDays * msPerDay);
  if (endsAt.getTime() <= now.getTime()) errors.add(field('endsAt'), 'endsAt must be in the future.');
  else if (endsAt.getTime() > now.getTime() + standingOrderMaxDays * msPerDay) {
    errors.add(field('endsAt'), `endsAt may be at most ${standingOrderMaxDays} days ahead.`);
  }
  const dealership = terms.dealershipId ? request.dealerships.find((d) => d.id === terms.dealershipId) : request.dealerships[0];
  if (!dealership) errors.add(field('dealershipId'), 'dealershipId must be one of your dealerships.');
  errors.throwIfAny();
  return {
    type: 'StandingOrderPlaced',
    data: {
      id,
      userId: actor.id,
      dealershipId: dealership!.id,
      trims: terms.trims,
      maxMileage: terms.maxMileage,
      listingTypes: terms.listingTypes,
      maxPrice: terms.maxPrice,
      maxPercentOfValue: terms.maxPercentOfValue,
      endsAt: endsAt.toISOString(),
      maxUnitsPerDay: terms.maxUnitsPerDay,
      maxDollarsPerDay: terms.maxDollarsPerDay,
      timeZone: dealership!.timeZone,
    },
  };
}

interface PauseStandingOrder {
  type: 'PauseStandingOrder';
  actor: Actor | null;
  id: string;
  now: Date;
}
interface ResumeStandingOrder {
  type: 'ResumeStandingOrder';
  actor: Actor | null;
  id: string;
  canCreateOffer: boolean;
  now: Date;
}
interface EndStandingOrder {
  type: 'EndStandingOrder';
  actor: Actor | null;
  id: string;
}
export type StandingOrderCommand = PauseStandingOrder | ResumeStandingOrder | EndStandingOrder;

/** The owner's live order; anyone else's, a removed item's or an item without one: not found. */
function ownOrder(actor: Actor | null, state: BuyListItemState): StandingOrder {
  if (!actor || state.status !== 'added' || state.userId !== actor.id || !state.order) {
    throw new NotFoundError('The standing order was not found.');
  }
  return state.order;
}

export const isExpired = (order: StandingOrder, now: Date): boolean => new Date(order.endsAt).getTime() <= now.getTime();

/** Pausing a paused order or ending an ended one changes nothing; an ended or expired order
 * neither pauses nor resumes (409). Resuming needs CreateOffer (403). */
export function decideStandingOrder(command: StandingOrderCommand, state: BuyListItemState): BuyListEvent[] {
  const order = ownOrder(command.actor, state);
  const id = command.id;
  switch (command.type) {
    case 'EndStandingOrder':
      return order.status === 'ended' ? [] : [{ type: 'StandingOrderEnded', data: { id } }];
    case 'PauseStandingOrder':
      if (order.status === 'ended' || isExpired(order, command.now)) throw new ConflictError('The standing order has ended.');
      return order.status === 'paused' && order.pausedReason === 'buyer'
        ? []
        : [{ type: 'StandingOrderPaused', data: { id, reason: 'buyer', inventoryId: null } }];
    case 'ResumeStandingOrder':
      if (order.status === 'ended' || isExpired(order, command.now)) throw new ConflictError('The standing order has ended.');
      if (!command.canCreateOffer) throw new ForbiddenError('Only users who may make offers can resume a standing order.');
      return order.status === 'active' ? [] : [{ type: 'StandingOrderResumed', data: { id } }];
  }
}
