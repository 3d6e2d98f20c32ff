/** The invitation acceptance page (/invite/accept) and the dev sign-in by email that it needs. */
export const invitation: Record<string, string> = {
  'invitation.title': 'Your invitation',
  'invitation.product': 'Dealer Trade Network',
  'invitation.sign-in-first':
    'You have been invited to join a dealer group. Sign in with the email address the invitation was sent to, then accept it here.',
  'invitation.sign-in': 'Sign in to accept',
  'invitation.signed-in-as': 'Signed in as {{who}}.',
  'invitation.unknown-identity': 'an account without an email address',
  'invitation.accept': 'Accept invitation',
  'invitation.not-you': 'Not you? Sign out',
  'invitation.go-home': 'Go to the app',
  'invitation.invalid-link': 'This invitation link is not valid. Check the link in your email.',
  'invitation.someone-else':
    'This invitation was sent to another email address. Sign out, then sign in with the invited email to accept it.',
  'invitation.revoked': 'This invitation was revoked. Ask your dealer group for a new one.',
  'invitation.already-accepted': 'This invitation has already been accepted.',
  'invitation.has-account':
    'You already have an account, so there is nothing to accept. If the invitation is for another email address, sign out and sign in with that one.',
  'invitation.failed': 'The invitation could not be accepted. Please try again.',
  'signin.other-email': 'Invited? Sign in with your email',
  'signin.other-email-button': 'Sign in',
  'signin.other-email-help': 'For an email address with a pending invitation.',
  'signin.no-account': 'You are signed in, but this sign-in has no account here yet. Accept your invitation from the link in its email.',
};
