import type { Permission, Role } from '@dtn/contracts';

/** The signed-in user as every route sees it (request.user), resolved from the token's subject
 * or email against the users read model. Permissions come from contracts' grants. */
export interface AuthUser {
  id: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  buyAuthority: boolean;
  sellAuthority: boolean;
  dealerGroupId: string | null;
  dealershipIds: string[];
  postalCode: string;
  latitude: number;
  longitude: number;
  permissions: ReadonlySet<Permission>;
}

/** Finds the user a verified token speaks for; null when no such user exists. */
export type UserResolver = (claims: { sub: string; email?: string }) => Promise<AuthUser | null>;
