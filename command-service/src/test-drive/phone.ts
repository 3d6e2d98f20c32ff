/**
 * Phone numbers of the landing page's form, whose phone input defaults to the US (spec section 2).
 *
 *   normalisePhone(text): string | null   E.164 ('+15551234567'), or null when it is no phone number
 *
 * Without a leading '+' the number is a US one: 10 digits, or 11 starting with the country code 1,
 * in any of the usual spellings ((555) 123-4567, 555-123-4567, 555.123.4567, 1 555 123 4567).
 * With a leading '+' any country is allowed: 8 to 15 digits (E.164's maximum); +1 still needs 10.
 * Exchange codes are not checked against the NANP rules: the spec's own sample 555-123-4567 breaks
 * them, and a sales team calls the lead back anyway.
 */
const allowed = /^\+?[\d\s().-]+$/;

export function normalisePhone(text: string): string | null {
  const trimmed = text.trim();
  if (!allowed.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (digits.startsWith('1')) return usNumber(digits.slice(1));
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  }
  return usNumber(digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits);
}

/** Ten digits whose area code does not start with 0 or 1 (those are trunk and country prefixes). */
function usNumber(digits: string): string | null {
  return /^[2-9]\d{9}$/.test(digits) ? `+1${digits}` : null;
}
