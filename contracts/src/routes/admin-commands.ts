import { z } from 'zod';
import { NotificationType, Role } from '../enums';
import {
  maxExternalIdLength,
  maxNameLength,
  maxResponseHours,
  maxSlugLength,
  maxUrlLength,
  maxZipCodeLength,
  minResponseHours,
  postalCodeLength,
} from '../constants';
import { defineRoute } from './route-spec';
import { EventPositionText } from './inventory-commands';
import { RowId } from './inventory-queries';

/**
 * Write routes of dealer-group, dealership and user administration (spec sections 5 to 7).
 * The schemas check shapes; the deciders check the domain rules (slug, US state, real postal
 * code, role tiers, own dealer group) and name the field of each broken rule.
 */

/** The id of what the command created or changed, and the position of its last event (null
 * when it changed nothing). */
export const AdminCommandResult = z.object({ id: RowId, position: EventPositionText });
export type AdminCommandResult = z.infer<typeof AdminCommandResult>;

/** Names and addresses are bounded (1 MB names made every list megabytes). */
const Name = z.string().max(maxNameLength);
const ExternalId = z.string().max(maxExternalIdLength);

export const AddDealerGroupBody = z.object({
  organizationName: Name,
  slug: z.string().max(maxSlugLength),
  shortName: Name,
  dealerVaultVendorId: ExternalId,
  imageUrl: z.string().max(maxUrlLength).default(''),
});
export type AddDealerGroupBody = z.input<typeof AddDealerGroupBody>;

export const addDealerGroup = defineRoute({
  method: 'POST',
  url: '/api/dealergroup',
  auth: 'user',
  permissions: ['AddDealerGroup'],
  summary: 'Create a dealer group (the slug is unique: a second group with it is a 409)',
  side: 'command',
  body: AddDealerGroupBody,
  response: { 200: AdminCommandResult },
});

const dealershipFields = {
  dealerGroupId: RowId,
  name: Name,
  dealerVaultId: ExternalId,
  address1: Name,
  address2: Name.default(''),
  city: Name,
  /** A US state code; the decider names the field when it is not one. */
  state: z.string().max(2),
  /** Exactly 5 characters (section 5); the decider tells a short or unknown one. */
  postalCode: z.string().max(postalCodeLength),
  /** Always US (section 3). */
  country: z.literal('US').default('US'),
};

/** The form sends `id: 0` and `active: true` on creation (section 7); new dealerships always
 * get a fresh id and start active, so both are accepted and ignored. */
export const AddDealershipBody = z.object({
  ...dealershipFields,
  id: z.union([z.literal(0), RowId]).optional(),
  active: z.boolean().optional(),
});
export type AddDealershipBody = z.input<typeof AddDealershipBody>;

export const addDealership = defineRoute({
  method: 'POST',
  url: '/api/dealership',
  auth: 'user',
  permissions: ['AddDealership'],
  summary: 'Create an active US dealership in a dealer group',
  side: 'command',
  body: AddDealershipBody,
  response: { 200: AdminCommandResult },
});

export const EditDealershipBody = z.object({ ...dealershipFields, id: RowId, active: z.boolean() });
export type EditDealershipBody = z.input<typeof EditDealershipBody>;

export const editDealership = defineRoute({
  method: 'PUT',
  url: '/api/dealership',
  auth: 'user',
  permissions: ['EditDealership'],
  summary: 'Update a dealership (all fields; it stays in its dealer group)',
  side: 'command',
  body: EditDealershipBody,
  response: { 200: AdminCommandResult },
});

export const deleteDealership = defineRoute({
  method: 'DELETE',
  url: '/api/dealership/:id',
  auth: 'user',
  permissions: ['DeleteDealership'],
  summary: 'Delete a dealership (it stays in history and read models as inactive)',
  side: 'command',
  params: z.object({ id: RowId }),
  response: { 200: AdminCommandResult },
});

export const EditUserRoleBody = z.object({ userId: RowId, role: Role, buyAuthority: z.boolean(), sellAuthority: z.boolean() });
export type EditUserRoleBody = z.infer<typeof EditUserRoleBody>;

export const editUserRole = defineRoute({
  method: 'PUT',
  url: '/api/user/role',
  auth: 'user',
  // Dealer admins only within their own group, never to or from Admin or DealerPrincipal.
  permissions: ['EditUserRole'],
  summary: "Change a user's role and authorities",
  side: 'command',
  body: EditUserRoleBody,
  response: { 200: AdminCommandResult },
});

export const AssignUserDealershipsBody = z.object({ userId: RowId, dealershipIds: z.array(RowId) });
export type AssignUserDealershipsBody = z.infer<typeof AssignUserDealershipsBody>;

export const assignUserDealerships = defineRoute({
  method: 'PUT',
  url: '/api/dealership/user/dealerships',
  auth: 'user',
  // An empty list is the domain error NoDealerships (400, field dealershipIds), not a shape error.
  permissions: ['AssignUserDealership'],
  summary: "Replace a user's dealerships (at least one, all of the user's group)",
  side: 'command',
  body: AssignUserDealershipsBody,
  response: { 200: AdminCommandResult },
});

export const UpdateUserProfileBody = z.object({ id: RowId, title: Name.default(''), postalCode: z.string().max(maxZipCodeLength) });
export type UpdateUserProfileBody = z.input<typeof UpdateUserProfileBody>;

export const updateUserProfile = defineRoute({
  method: 'PUT',
  url: '/api/user',
  auth: 'user',
  // The signed-in user's own profile (id must be theirs); the postal code drives radius searches.
  permissions: [],
  summary: 'Update your own title and postal code',
  side: 'command',
  body: UpdateUserProfileBody,
  response: { 200: AdminCommandResult },
});

/** Every type named once; the full set the user wants no email for (empty = every email). */
export const NotificationEmailsBody = z.object({
  off: z.array(NotificationType).refine((types) => new Set(types).size === types.length, 'Each notification type at most once.'),
});
export type NotificationEmailsBody = z.infer<typeof NotificationEmailsBody>;

export const setNotificationEmails = defineRoute({
  method: 'PUT',
  url: '/api/user/notification-emails',
  auth: 'user',
  // The signed-in user's own choice: every notification still reaches the drawer.
  permissions: [],
  summary: 'Choose the notification types you get no email for',
  side: 'command',
  body: NotificationEmailsBody,
  response: { 200: AdminCommandResult },
});

/** Whole hours from 1 to 72: the only check (the route is the only sender). */
export const ResponseHoursBody = z.object({ hours: z.number().int().min(minResponseHours).max(maxResponseHours) });
export type ResponseHoursBody = z.infer<typeof ResponseHoursBody>;

export const setResponseHours = defineRoute({
  method: 'PUT',
  url: '/api/dealergroup/:id/response-hours',
  auth: 'user',
  // The dealer group's own dealer admins (and Admins): another group's is not there (404).
  permissions: ['EditUser'],
  summary: 'Set how many hours each side has to answer on offers for the group’s vehicles (1 to 72)',
  side: 'command',
  params: z.object({ id: RowId }),
  body: ResponseHoursBody,
  response: { 200: AdminCommandResult },
});
