/**
 * The users read model as authentication asks it. Platform sits below projections, so it never
 * reads the read model itself: the composition roots pass projections' userDirectory(db), tests
 * their own (http/test-app's testUserDirectory).
 *
 *   UserDirectory
 *     userOfToken({sub, email?})   by user id = sub first, else by email ignoring case; null when
 *                                  neither matches or the user's role is one this build does not know
 *     usersById?(ids)              optional: those users as they are now, in one read (the push
 *                                  hub's open streams after a change); unknown ids left out
 *     demoUsers()                  the dev sign-in list: by dealer group name (no group first), then
 *                                  email; a user whose role this build does not know is left out
 *     demoUserByEmail(email)       ignoring case; null if none
 *     pendingInviteEmail(email)    the email of a Pending invite to it (ignoring case); null if none
 *     watch?(handlers)             optional: tells when users may have changed (onChange), when
 *                                  changes may go untold (onLost) and when they are told again
 *                                  (onBack); the user resolver keeps users only while it listens
 */
import type { Role } from '@dtn/contracts';
import type { AuthUser } from './auth-user';

/** A user as the read model holds them: AuthUser without the permissions (those follow from the role). */
export type DirectoryUser = Omit<AuthUser, 'permissions'>;

export interface DemoUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  buyAuthority: boolean;
  sellAuthority: boolean;
  dealerGroup: { id: string; organizationName: string; shortName: string } | null;
}

export interface UserChangeHandlers {
  onChange: () => void;
  onLost: () => void;
  onBack: () => void;
}

export interface UserDirectory {
  userOfToken(claims: { sub: string; email?: string }): Promise<DirectoryUser | null>;
  usersById?(ids: readonly string[]): Promise<DirectoryUser[]>;
  demoUsers(): Promise<DemoUser[]>;
  demoUserByEmail(email: string): Promise<Pick<DemoUser, 'userId' | 'email' | 'firstName' | 'lastName'> | null>;
  pendingInviteEmail(email: string): Promise<string | null>;
  watch?(handlers: UserChangeHandlers): Promise<{ close(): Promise<void> }>;
}
