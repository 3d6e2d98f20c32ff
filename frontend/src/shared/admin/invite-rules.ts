import type { ApiProblem } from '../api/api-problem';

/**
 * What the two invite dialogs share (spec sections 5 and 8): the email pattern, and what a failed
 * send says. The server's conflicts and refusals (an email that already has an account or a
 * Pending invite, a role the sender may not give) carry a message written for the user.
 */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (value: string): boolean => emailPattern.test(value.trim());

/** The invite body's names for the dialogs' fields (shared/forms shows their reasons on them). */
export const inviteFields = { email: 'body.emailAddress', role: 'body.userRole', dealerships: 'body.dealershipIds' } as const;
export type InviteField = keyof typeof inviteFields;

/** `text`: the server's own words; else `key`: the fallback's catalogue key. */
export type InviteFailure = { text: string } | { key: string };

/**
 * What the dialog says above its fields (spec section 8): the server's errorMessage, its words
 * for a refusal (409, 403) or for what no field shows (`formError`, from useFormErrors), else the
 * fallback; nothing when every reason sits on a field.
 */
export function inviteFailure(problem: ApiProblem, formError: string | null, fallbackKey: string): InviteFailure | null {
  if (problem.errorMessage) return { text: problem.errorMessage };
  if (problem.status === 409 || problem.status === 403) return { text: problem.detail };
  if (formError === null) return null;
  if (problem.status === 400) return { text: formError };
  return { key: fallbackKey };
}
