import {
  maxBidAmount,
  minBidAmount,
  standingOrderDefaultDays,
  standingOrderMaxDays,
  standingOrderMaxUnitsPerDay,
} from '@dtn/contracts/constants';
import type { ListingType } from '@dtn/contracts/enums';
import type { AutoOfferBody } from '@dtn/contracts/routes/buy-list';
import { parseAmount } from '../../shared/amount-rules';

/** "Make offers automatically" (issue 35) as typed: the texts of its inputs. */
export interface StandingOrderForm {
  enabled: boolean;
  maxPrice: string;
  maxPercentOfValue: string;
  /** YYYY-MM-DD in the browser's zone: the order stops making offers when that day starts. */
  endsOn: string;
  maxUnitsPerDay: string;
  maxDollarsPerDay: string;
  maxMileage: string;
  listingTypes: ListingType[];
  /** Comma-separated; empty: any trim. */
  trims: string;
  dealershipId: string;
}

export type StandingOrderField = Exclude<keyof StandingOrderForm, 'enabled'>;

const pad = (n: number) => String(n).padStart(2, '0');
/** The local calendar day `days` after `now`, as an <input type="date"> value. */
export const dayAfter = (now: Date, days: number): string => {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

export const emptyStandingOrderForm = (now: Date, dealershipId = ''): StandingOrderForm => ({
  enabled: false,
  maxPrice: '',
  maxPercentOfValue: '',
  endsOn: dayAfter(now, standingOrderDefaultDays),
  maxUnitsPerDay: '1',
  maxDollarsPerDay: '',
  maxMileage: '',
  listingTypes: ['USED'],
  trims: '',
  dealershipId,
});

const amount = (text: string) => {
  const value = parseAmount(text.replace(/[$,]/g, ''));
  return value !== null && value >= minBidAmount && value <= maxBidAmount ? value : null;
};
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
const trimsOf = (text: string) =>
  text
    .split(',')
    .map((trim) => trim.trim())
    .filter(Boolean);

/**
 * The server's rules (contracts AutoOfferBody, and the decider's 90 days) on the typed form: the
 * i18n key per broken rule. Nothing is checked while the section is off.
 */
export function standingOrderErrors(form: StandingOrderForm, now: Date): Partial<Record<StandingOrderField, string>> {
  const errors: Partial<Record<StandingOrderField, string>> = {};
  if (!form.enabled) return errors;
  if (amount(form.maxPrice) === null) errors.maxPrice = 'buy-list.order.amount-error';
  if (amount(form.maxDollarsPerDay) === null) errors.maxDollarsPerDay = 'buy-list.order.amount-error';
  const percent = form.maxPercentOfValue.trim() === '' ? 1 : Number(form.maxPercentOfValue);
  if (!Number.isFinite(percent) || percent < 1 || percent > 200) errors.maxPercentOfValue = 'buy-list.order.percent-error';
  const units = whole(form.maxUnitsPerDay);
  if (units === null || units < 1 || units > standingOrderMaxUnitsPerDay) errors.maxUnitsPerDay = 'buy-list.order.units-error';
  const mileage = form.maxMileage.trim() === '' ? 0 : whole(form.maxMileage.replace(/,/g, ''));
  if (mileage === null || mileage > 2_000_000) errors.maxMileage = 'buy-list.order.mileage-error';
  if (!form.endsOn || form.endsOn <= dayAfter(now, 0) || form.endsOn > dayAfter(now, standingOrderMaxDays)) {
    errors.endsOn = 'buy-list.order.ends-error';
  }
  if (trimsOf(form.trims).length > 20) errors.trims = 'buy-list.order.trims-error';
  return errors;
}

/** The body's autoOffer for a valid form (null while the section is off). */
export function autoOfferBody(form: StandingOrderForm): AutoOfferBody | null {
  if (!form.enabled) return null;
  const [year, month, day] = form.endsOn.split('-').map(Number) as [number, number, number];
  return {
    maxPrice: amount(form.maxPrice) ?? 0,
    maxPercentOfValue: form.maxPercentOfValue.trim() === '' ? null : Number(form.maxPercentOfValue),
    endsAt: new Date(year, month - 1, day).toISOString(),
    maxUnitsPerDay: Number(form.maxUnitsPerDay.trim()),
    maxDollarsPerDay: amount(form.maxDollarsPerDay) ?? 0,
    trims: trimsOf(form.trims),
    maxMileage: form.maxMileage.trim() === '' ? null : Number(form.maxMileage.replace(/,/g, '').trim()),
    listingTypes: form.listingTypes,
    ...(form.dealershipId ? { dealershipId: form.dealershipId } : {}),
  };
}

/** The server's names for the section's fields, for useFormErrors. */
export const standingOrderServerFields: Record<StandingOrderField, string> = {
  maxPrice: 'body.autoOffer.maxPrice',
  maxPercentOfValue: 'body.autoOffer.maxPercentOfValue',
  endsOn: 'body.autoOffer.endsAt',
  maxUnitsPerDay: 'body.autoOffer.maxUnitsPerDay',
  maxDollarsPerDay: 'body.autoOffer.maxDollarsPerDay',
  maxMileage: 'body.autoOffer.maxMileage',
  listingTypes: 'body.autoOffer.listingTypes',
  trims: 'body.autoOffer.trims',
  dealershipId: 'body.autoOffer.dealershipId',
};
