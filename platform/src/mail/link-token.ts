import { randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 62 below 256: bytes from it up are dropped, so every letter is as likely. */
const unbiased = 248;

/**
 * A random token for a link sent by email (a vendor's quote page, an invitation), of letters and
 * digits only: base64url's "-" and "_" let a mail client break the line at, or cut off, the end of
 * the link. `length` characters carry about 5.95 bits each (32 give 190 bits, 43 give 256).
 */
export function newLinkToken(length: number): string {
  let token = '';
  while (token.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < unbiased && token.length < length) token += alphabet[byte % 62];
    }
  }
  return token;
}
