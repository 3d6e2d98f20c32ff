import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { Offer } from '@dtn/contracts/entities/offer';
import type { TransportDetails } from '@dtn/contracts/entities/transport';
import { transportRadiusDefaultMiles } from '@dtn/contracts/constants';
import { idle, requestActions, trackRequest, type RequestStatus } from '../../../shared/request-status';

/**
 * The create-offer wizard (/createoffer/{vin}) and its confirmation (/offersubmitted/{vin}): the
 * vehicle, the buyer's offer on it (which picks the step, ./wizard-step), the transport request
 * form (destination, radius in whole miles, distance) and the status of each command.
 */
export interface WizardState {
  vin: string | null;
  item: InventoryItem | null;
  itemStatus: RequestStatus;
  /** null: no offer on this vehicle yet (the offer call answered 204). */
  offer: Offer | null;
  offerStatus: RequestStatus;
  /** The offer was read at least once for this vehicle: a failed refresh keeps the step shown. */
  offerLoaded: boolean;
  transportSkipped: boolean;
  destinationDealershipId: string | null;
  radius: number;
  distance: number | null;
  distanceStatus: RequestStatus;
  transportRequest: RequestStatus;
  approval: RequestStatus;
  approvingBidId: string | null;
  submission: RequestStatus;
}

const initialState: WizardState = {
  vin: null,
  item: null,
  itemStatus: idle,
  offer: null,
  offerStatus: idle,
  offerLoaded: false,
  transportSkipped: false,
  destinationDealershipId: null,
  radius: transportRadiusDefaultMiles,
  distance: null,
  distanceStatus: idle,
  transportRequest: idle,
  approval: idle,
  approvingBidId: null,
  submission: idle,
};

export const wizardItemRequest = requestActions<InventoryItem>('createOffer/item');
export const wizardOfferRequest = requestActions<Offer | null>('createOffer/offer');
export const distanceRequest = requestActions<TransportDetails>('createOffer/distance');
/** Commands: `succeeded` once the offer was read back, so the next step shows at once. */
export const transportRequestCommand = requestActions<void>('createOffer/transportRequest');
export const approvalCommand = requestActions<void>('createOffer/approval');
export const submissionCommand = requestActions<void>('createOffer/submission');

export interface BidAmounts {
  offerAmount: number;
  transportOfferAmount: number | null;
}

export const wizardSlice = createSlice({
  name: 'createOffer',
  initialState,
  reducers: {
    opened(state, action: PayloadAction<{ vin: string }>) {
      if (state.vin !== action.payload.vin) return { ...initialState, vin: action.payload.vin };
      // Back on the same vehicle: keep what is shown while it reloads, forget old command outcomes.
      state.transportSkipped = false;
      state.transportRequest = idle;
      state.approval = idle;
      state.submission = idle;
    },
    left() {},
    transportSkipped(state) {
      state.transportSkipped = true;
    },
    destinationChosen(state, action: PayloadAction<string>) {
      state.destinationDealershipId = action.payload || null;
      state.distance = null;
      state.distanceStatus = idle;
    },
    radiusChanged(state, action: PayloadAction<number>) {
      state.radius = action.payload;
    },
    transportRequested() {},
    transportBidApproved(state, action: PayloadAction<{ id: string }>) {
      state.approvingBidId = action.payload.id;
    },
    bidSubmitted(_state, _action: PayloadAction<BidAmounts>) {},
    /** The page moved on to /offersubmitted: the submission is no longer news. */
    submissionAcknowledged(state) {
      state.submission = idle;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(wizardItemRequest.succeeded, (state, action) => {
        state.item = action.payload;
      })
      .addCase(wizardOfferRequest.succeeded, (state, action) => {
        state.offer = action.payload;
        state.offerLoaded = true;
      })
      .addCase(distanceRequest.succeeded, (state, action) => {
        state.distance = action.payload.distance;
      });
    trackRequest(builder, wizardItemRequest, 'itemStatus');
    trackRequest(builder, wizardOfferRequest, 'offerStatus');
    trackRequest(builder, distanceRequest, 'distanceStatus', { submission: true });
    trackRequest(builder, transportRequestCommand, 'transportRequest', { submission: true });
    trackRequest(builder, approvalCommand, 'approval', { submission: true });
    trackRequest(builder, submissionCommand, 'submission', { submission: true });
  },
});

export const wizardActions = wizardSlice.actions;

type WithWizard = { createOffer: WizardState };
export const selectWizard = (state: WithWizard) => state.createOffer;
