import type { Projector } from './projector';
import { dealerGroupsProjector } from './read-models/dealer-groups/projector';
import { dealershipsProjector } from './read-models/dealerships/projector';
import { usersProjector } from './read-models/users/projector';
import { inventoryProjector } from './read-models/inventory/projector';

/** Every read model, in the order each event is applied to them: dealerships before inventory,
 * which copies the dealership's columns. */
export const allProjectors: readonly Projector[] = [
  dealerGroupsProjector,
  dealershipsProjector,
  usersProjector,
  inventoryProjector,
];
