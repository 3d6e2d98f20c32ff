import type { ReadModelTables } from '../migrations/read-model-tables';
import { agingExitsTables } from './aging-exits/table';
import { buyListTables } from './buy-list/table';
import { dealerGroupsTables } from './dealer-groups/table';
import { dealershipsTables } from './dealerships/table';
import { inventoryTables } from './inventory/table';
import { invitesTables } from './invites/table';
import { leadsTables } from './leads/table';
import { marketTables } from './market/table';
import { notificationsTables } from './notifications/table';
import { offerMessagesTables } from './offer-messages/table';
import { offersTables } from './offers/table';
import { outboxTables } from './outbox/table';
import { socialTables } from './social/table';
import { transportBidsTables } from './transport-bids/table';
import { transportVendorsTables } from './transport-vendors/table';
import { usersTables } from './users/table';
import { vehicleMatchesTables } from './vehicle-matches/table';

/** Every read model's tables (each folder's table.ts). The order does not matter: no table of
 * one read model refers to another's. */
export const allReadModelTables: readonly ReadModelTables[] = [
  dealerGroupsTables,
  dealershipsTables,
  usersTables,
  inventoryTables,
  buyListTables,
  transportVendorsTables,
  offersTables,
  transportBidsTables,
  offerMessagesTables,
  notificationsTables,
  invitesTables,
  outboxTables,
  socialTables,
  vehicleMatchesTables,
  leadsTables,
  marketTables,
  agingExitsTables,
];
