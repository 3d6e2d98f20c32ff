/** The verified identity accepting an invitation: the token's subject and claims; no user exists yet. */
export interface AcceptingIdentity {
  sub: string;
  email?: string;
  name?: string;
  givenName?: string;
  familyName?: string;
}

/**
 * A name as a person would read it: control and format characters (NUL, direction marks,
 * zero-width joiners), separators and unpaired surrogates out, white space collapsed. An identity
 * provider's claims may hold any of them; a name made of nothing else is no name.
 */
export function visibleName(text: string | undefined): string {
  return (text ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The new user's names: the provider's given and family names, else its full name, else the
 * email's local part; each only where it has something visible in it. */
export function namesFrom(identity: AcceptingIdentity): { firstName: string; lastName: string } {
  const given = visibleName(identity.givenName);
  if (given) return { firstName: given, lastName: visibleName(identity.familyName) || given };
  const parts = visibleName(identity.name).split(' ').filter(Boolean);
  if (parts.length > 0) return { firstName: parts[0]!, lastName: parts.slice(1).join(' ') || parts[0]! };
  const local = visibleName((identity.email ?? identity.sub).split('@')[0]);
  return { firstName: local || 'New', lastName: 'User' };
}
