import type { Projector } from './projector';
import { dealerGroupsProjector } from './read-models/dealer-groups/projector';
import { dealershipsProjector } from './read-models/dealerships/projector';
import { usersProjector } from './read-models/users/projector';
import { inventoryProjector } from './read-models/inventory/projector';
import { transportVendorsProjector } from './read-models/transport-vendors/projector';
import { offersProjector } from './read-models/offers/projector';
import { transportBidsProjector } from './read-models/transport-bids/projector';
import { offerMessagesProjector } from './read-models/offer-messages/projector';
import { notificationsProjector } from './read-models/notifications/projector';
import { invitesProjector } from './read-models/invites/projector';
import { outboxProjector } from './read-models/outbox/projector';
import { socialProjector } from './read-models/social/projector';
import { buyListProjector } from './read-models/buy-list/projector';
import { vehicleMatchesProjector } from './read-models/vehicle-matches/projector';
import { leadsProjector } from './read-models/leads/projector';
import { marketProjector } from './read-models/market/projector';
import { agingExitsProjector } from './read-models/aging-exits/projector';

/** Every read model, in the order each batch is applied to them: dealerships before inventory,
 * which copies the dealership's columns; transport bids before notifications, which read the
 * vendors of a request's bids. */
export const allProjectors: readonly Projector[] = [
  dealerGroupsProjector,
  dealershipsProjector,
  usersProjector,
  inventoryProjector,
  transportVendorsProjector,
  offersProjector,
  transportBidsProjector,
  offerMessagesProjector,
  notificationsProjector,
  invitesProjector,
  outboxProjector,
  socialProjector,
  buyListProjector,
  // After the notifications projector: it applies read/dismiss marks to the matches it inserts.
  vehicleMatchesProjector,
  leadsProjector,
  // After inventory: a sale takes the vehicle's cohort and mileage from it.
  marketProjector,
  agingExitsProjector,
];
