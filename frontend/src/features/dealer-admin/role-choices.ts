import { Role } from '@dtn/contracts/enums';
import { roleEditableFor } from '@dtn/contracts/permissions';

/**
 * The roles a dealer admin may give, in an invite or a role edit (spec section 5): every role but
 * Admin and DealerPrincipal, which only system admins grant.
 */
export const assignableRoles: readonly Role[] = Role.options.filter(roleEditableFor);
