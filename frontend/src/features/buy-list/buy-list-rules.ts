import { buyListDefaultRadius, buyListMaxRadius, buyListMinRadius, maxVehicleYear, minVehicleYear } from '@dtn/contracts/constants';

export interface BuyListForm {
  make: string;
  model: string;
  startYear: string;
  endYear: string;
  searchRadius: number;
}

export const emptyBuyListForm: BuyListForm = { make: '', model: '', startYear: '', endYear: '', searchRadius: buyListDefaultRadius };

/**
 * Spec section 5: make, model, start and end year required; the end year may not be before the
 * start year (buy-list.year-error); the distance is 20 to 500 miles. The i18n key per broken rule.
 */
export function buyListErrors(form: BuyListForm): Partial<Record<keyof BuyListForm, string>> {
  const errors: Partial<Record<keyof BuyListForm, string>> = {};
  if (!form.make) errors.make = 'buy-list.make-required';
  if (!form.model) errors.model = 'buy-list.model-required';
  if (!form.startYear) errors.startYear = 'buy-list.year-required';
  if (!form.endYear) errors.endYear = 'buy-list.year-required';
  if (form.startYear && form.endYear && Number(form.endYear) < Number(form.startYear)) errors.endYear = 'buy-list.year-error';
  if (!Number.isInteger(form.searchRadius) || form.searchRadius < buyListMinRadius || form.searchRadius > buyListMaxRadius) {
    errors.searchRadius = 'buy-list.radius-error';
  }
  return errors;
}

/** The years offered: the model's own (newest first), else every year the server accepts. */
export function yearOptions(modelYears: readonly number[], now = new Date()): number[] {
  if (modelYears.length > 0) return [...modelYears].sort((a, b) => b - a);
  const years: number[] = [];
  for (let year = maxVehicleYear(now); year >= minVehicleYear; year -= 1) years.push(year);
  return years;
}
