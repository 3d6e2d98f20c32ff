/** The verified identity accepting an invitation: the token's subject and claims; no user exists yet. */
export interface AcceptingIdentity {
  sub: string;
  email?: string;
  name?: string;
  givenName?: string;
  familyName?: string;
}

/** The new user's names: the provider's given and family names, else its full name, else the email. */
export function namesFrom(identity: AcceptingIdentity): { firstName: string; lastName: string } {
  if (identity.givenName) return { firstName: identity.givenName, lastName: identity.familyName ?? identity.givenName };
  const parts = (identity.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length > 0) return { firstName: parts[0]!, lastName: parts.slice(1).join(' ') || parts[0]! };
  const local = (identity.email ?? identity.sub).split('@')[0] ?? 'New';
  return { firstName: local, lastName: 'User' };
}
