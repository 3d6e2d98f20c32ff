import { currency, currencyLocale } from '@dtn/contracts/constants';

const usd = new Intl.NumberFormat(currencyLocale, { style: 'currency', currency });

/** A price in US dollars, en-US format ($12,345.00); non-numbers (e.g. '' List Price) give ''. */
export function formatUsd(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? usd.format(value) : '';
}

const percent = new Intl.NumberFormat(currencyLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A percentage as the market figures state it, one decimal: 104.2%. */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}

/** The first letters of the first two words of a name (spec section 9), upper-cased. */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
