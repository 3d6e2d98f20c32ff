import { InventoryEvent, streamIds, type VehicleData } from '@dtn/contracts';
import type { Decider } from '@dtn/platform/commands/handle-command';

interface Vehicle {
  id: string;
  dealershipId: string;
  dealerGroupId: string;
  vehicle: VehicleData;
  spotlight: boolean;
  /** The Buy Now price (null: none) and its version, the revision of its last BuyNowPriceSet (0: never set). */
  buyNowPrice: number | null;
  buyNowVersion: number;
}

export type InventoryState =
  { status: 'unlisted' } | ({ status: 'listed' } & Vehicle) | ({ status: 'sold'; soldAt: string; offerId: string | null } & Vehicle);

export const initialState: InventoryState = { status: 'unlisted' };

export function evolve(state: InventoryState, event: InventoryEvent, revision = 0): InventoryState {
  switch (event.type) {
    case 'VehicleListed': {
      const { id, dealershipId, dealerGroupId, ...vehicle } = event.data;
      return { status: 'listed', id, dealershipId, dealerGroupId, vehicle, spotlight: false, buyNowPrice: null, buyNowVersion: 0 };
    }
    case 'VehicleUpdated': {
      if (state.status === 'unlisted') return state;
      const { id: _id, ...vehicle } = event.data;
      return { ...state, vehicle };
    }
    case 'VehicleSold':
      if (state.status === 'unlisted') return state;
      return { ...state, status: 'sold', soldAt: event.data.soldAt, offerId: event.data.offerId };
    case 'VehicleSpotlighted':
      return state.status === 'unlisted' ? state : { ...state, spotlight: true };
    case 'VehicleUnspotlighted':
      return state.status === 'unlisted' ? state : { ...state, spotlight: false };
    case 'VehicleRelisted': {
      if (state.status !== 'sold') return state;
      const { soldAt: _soldAt, offerId: _offerId, ...vehicle } = state;
      return { ...vehicle, status: 'listed' };
    }
    case 'BuyNowPriceSet':
      return state.status === 'unlisted' ? state : { ...state, buyNowPrice: event.data.price, buyNowVersion: revision };
    case 'VehicleRepriced': {
      // The data map's numeric text, as a feed writes it: offers read the list price from there.
      if (state.status === 'unlisted') return state;
      const data = { ...state.vehicle.data, 'List Price': String(event.data.listPrice) };
      return { ...state, vehicle: { ...state.vehicle, data } };
    }
    default: {
      const unknownEvent: never = event;
      throw new Error(`Unknown inventory event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

export const inventoryDecider: Decider<InventoryState, InventoryEvent> = {
  initialState,
  evolve,
  streamId: streamIds.inventory,
  parseEvent: (event) => InventoryEvent.parse(event),
};
