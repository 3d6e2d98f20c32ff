import { uuidV5 } from '@dtn/platform/commands/ids';
import type { EventStore } from '@dtn/platform/event-store/port';
import { ValidationError } from '@dtn/platform/errors';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import type { CommandContext, Done } from '../shared/command-context';
import { run } from '../shared/run';
import { decide } from './decide';
import { transportVendorDecider, type TransportVendorData } from './state';

/** No screen registers vendors (the seed does): the event's data, where the optional fields and
 * the coordinates (else those of the postal code) may be left out. */
type Optional = 'id' | 'latitude' | 'longitude' | 'imageUrl' | 'contact' | 'email' | 'phoneNumber';
type RegisterTransportVendorInput = Omit<TransportVendorData, Optional> & Partial<Pick<TransportVendorData, Optional>>;

export interface TransportVendorHandlers {
  registerTransportVendor(input: RegisterTransportVendorInput, ctx: CommandContext): Promise<Done>;
}

export function createTransportVendorHandlers(store: EventStore): TransportVendorHandlers {
  return {
    registerTransportVendor(input, ctx) {
      const id = input.id ?? uuidV5(`transportvendor:${input.name}:${input.postalCode}`);
      const place = input.latitude === undefined || input.longitude === undefined ? lookupPostalCode(input.postalCode) : null;
      const latitude = input.latitude ?? place?.latitude;
      const longitude = input.longitude ?? place?.longitude;
      if (latitude === undefined || longitude === undefined) {
        throw new ValidationError('Unknown postal code.', [{ field: 'postalCode', message: 'postalCode must be a real US postal code' }]);
      }
      const data = { imageUrl: '', contact: '', email: '', phoneNumber: '', ...input, id, latitude, longitude };
      return run(store, transportVendorDecider, id, ctx, (state) =>
        decide({ type: 'RegisterTransportVendor', actor: ctx.actor, data }, state),
      );
    },
  };
}
