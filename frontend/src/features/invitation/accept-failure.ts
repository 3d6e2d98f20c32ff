import type { ApiProblem } from '../../shared/api/api-problem';

/**
 * What a refused acceptance means for the invitee, as a catalogue key (POST /api/invite/accept):
 * 403 the invitation is someone else's (another email is signed in); 404 the link is not valid;
 * 409 revoked, already accepted, or the identity already has an account (the server's message
 * says which); anything else a generic failure.
 */
export function acceptFailureKey(problem: ApiProblem): string {
  if (problem.status === 403) return 'invitation.someone-else';
  if (problem.status === 404 || problem.status === 400) return 'invitation.invalid-link';
  if (problem.status === 409) {
    if (/revoked/i.test(problem.detail)) return 'invitation.revoked';
    if (/already been accepted/i.test(problem.detail)) return 'invitation.already-accepted';
    if (/already have a user account/i.test(problem.detail)) return 'invitation.has-account';
  }
  return 'invitation.failed';
}
