/** Countries of the phone input; the US comes first and is the default (spec section 2). */
export const phoneCountries = [
  { code: 'US', dial: '+1' },
  { code: 'CA', dial: '+1' },
  { code: 'MX', dial: '+52' },
  { code: 'GB', dial: '+44' },
  { code: 'DE', dial: '+49' },
] as const;
export type PhoneCountry = (typeof phoneCountries)[number]['code'];
export const defaultPhoneCountry: PhoneCountry = 'US';

/** The phone as the server takes it: the country's dial code, then the number as typed. */
export function internationalPhone(country: PhoneCountry, number: string): string {
  const dial = phoneCountries.find((entry) => entry.code === country)?.dial ?? '+1';
  return `${dial} ${number.trim()}`;
}
