import type { ApiProblem } from '../api/api-problem';

/**
 * What the two invite dialogs share (spec sections 5 and 8): the email pattern, and what a failed
 * send says. The server's conflicts and refusals (an email that already has an account or a
 * Pending invite, a role the sender may not give) carry a message written for the user.
 */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (value: string): boolean => emailPattern.test(value.trim());

/** `text`: the server's own words; else `key`: a catalogue key (a field's key, or the fallback). */
export type InviteFailure = { text: string } | { key: string };

export function inviteFailure(problem: ApiProblem, fallbackKey: string, knownKeys: (key: string) => boolean): InviteFailure {
  if (problem.errorMessage) return { text: problem.errorMessage };
  if (problem.status === 409 || problem.status === 403) return { text: problem.detail };
  const fieldMessage = problem.errors[0]?.message;
  if (problem.status === 400 && fieldMessage && knownKeys(fieldMessage)) return { key: fieldMessage };
  return { key: fallbackKey };
}
