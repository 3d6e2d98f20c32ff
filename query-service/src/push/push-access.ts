/**
 * Who receives a push: the same rules as the queries that the push makes a screen reload.
 *
 *   notification   its own user only (the notification queries show a user their own); a row
 *                  raised for several users goes to each with that user's own notificationId
 *   offer, message the buyer (who may open my bids, as /api/offer/user), and the seller group's
 *                  staff who may open incoming bids (screenAccess.incomingOffers in that group, or
 *                  Admin) once the offer reached the seller (as /api/offer/incoming: bid on, not
 *                  only transport)
 *   quote          the buyer only (the wizard's transport bids)
 *
 * Decided at each delivery with the user as they are now (stream-users.ts), not as they were
 * when the stream opened: a right lost stops what it showed; a right granted starts it.
 */
import { hasAny, screenAccess } from '@dtn/contracts/permissions';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import { seesEveryGroup } from '../shared/group-access';
import type { OfferParties } from '@dtn/projections/read-models/offers/queries';
import type { PushRow } from './push-log';

export function maySee(user: AuthUser, push: PushRow, parties: ReadonlyMap<string, OfferParties>): boolean {
  if (push.kind === 'notification') {
    return (push.userId === user.id || (push.userIds?.includes(user.id) ?? false)) && user.permissions.has('ViewNotifications');
  }
  const offer = push.offerId ? parties.get(push.offerId) : undefined;
  if (!offer) return false;
  const isBuyer = offer.buyerUserId === user.id && hasAny(user.permissions, screenAccess.myOffers);
  if (push.kind === 'quote') return isBuyer;
  const isSeller =
    offer.seenBySeller &&
    hasAny(user.permissions, screenAccess.incomingOffers) &&
    (seesEveryGroup(user) || user.dealerGroupId === offer.sellerDealerGroupId);
  return isBuyer || isSeller;
}

/** What a user receives of a push: a notification raised for several users becomes the one
 * this user has (`notificationId`, not the others' ids); any other push as it is. */
export function dataFor(userId: string, push: PushRow): Record<string, unknown> {
  if (!push.userIds) return push.data;
  const { notificationIds, ...data } = push.data as { notificationIds?: string[] };
  return { notificationId: notificationIds?.[push.userIds.indexOf(userId)], ...data };
}

/** What a stream does with a push now: `end` once its token has expired (the browser comes back
 * with its current token and resumes from the last push it had), else send it if the stream's
 * user may see it. */
export function deliveryOf(
  stream: { user: AuthUser; expiresAt: number },
  push: PushRow,
  parties: ReadonlyMap<string, OfferParties>,
  now: number,
): 'send' | 'skip' | 'end' {
  if (now >= stream.expiresAt) return 'end';
  return maySee(stream.user, push, parties) ? 'send' : 'skip';
}
