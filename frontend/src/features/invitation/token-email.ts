/**
 * The email claim of a JWT, only to show who is signed in (the server verifies the token; this
 * reads it). Null when the token is no JWT or has no email.
 */
export function tokenEmail(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const email = (claims as { email?: unknown }).email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}
