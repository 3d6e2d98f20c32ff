import { maxVehicleYear, minVehicleYear, vinLength } from '@dtn/contracts/constants';

/** The trade-in fields as typed. */
export interface ListingValues {
  vin: string;
  year: string;
  make: string;
  model: string;
  mileage: string;
  dealershipId: string;
}

export const emptyListing: ListingValues = { vin: '', year: '', make: '', model: '', mileage: '', dealershipId: '' };

export type ListingField = keyof ListingValues;

/**
 * Spec section 5, trade-in mode: a VIN of exactly 17 characters; a year from 1900 to the current
 * year plus 2; a make; a model (not the placeholder); the mileage (whole miles); and a chosen
 * dealership when the user has more than one. The i18n key of each broken rule, by field.
 */
export function listingErrors(values: ListingValues, { dealershipCount, now = new Date() }: { dealershipCount: number; now?: Date }) {
  const errors: Partial<Record<ListingField, string>> = {};
  if (values.vin.trim().length !== vinLength) errors.vin = 'social.composer.vin-error';
  const year = Number(values.year);
  if (!/^\d{4}$/.test(values.year.trim()) || year < minVehicleYear || year > maxVehicleYear(now))
    errors.year = 'social.composer.year-error';
  if (!values.make) errors.make = 'social.composer.make-error';
  if (!values.model) errors.model = 'social.composer.model-error';
  if (!/^\d{1,7}$/.test(values.mileage.replace(/[,\s]/g, ''))) errors.mileage = 'social.composer.mileage-error';
  if (dealershipCount > 1 && !values.dealershipId) errors.dealershipId = 'social.composer.dealership-error';
  return errors;
}

/** The listing part of the createPost body (valid values only). */
export function listingBody(values: ListingValues, onlyDealershipId: string | null) {
  return {
    vin: values.vin.trim().toUpperCase(),
    year: Number(values.year),
    make: values.make,
    model: values.model,
    mileage: Number(values.mileage.replace(/[,\s]/g, '')),
    dealershipId: values.dealershipId || onlyDealershipId,
  };
}
