import { roleLabels } from '@dtn/contracts/role-labels';

/** Keys the administration screens share (shared/admin: pager, dealership boxes; role names). */
export const admin: Record<string, string> = {
  'pager.previous': 'Previous page',
  'pager.next': 'Next page',
  'pager.page': 'Page {{page}}',
  'admin.dealerships': 'Dealerships',
  'admin.no-dealerships-to-choose': 'This dealer group has no dealerships yet.',
  'admin.invite.email': 'Email address',
  'admin.authority.buy': 'Buy',
  'admin.authority.sell': 'Sell',
  'admin.authority.none': 'None',
  'admin.authority.buy-label': 'Buy authority',
  'admin.authority.sell-label': 'Sell authority',
  'admin.yes': 'Yes',
  'admin.no': 'No',
  // The role names live in contracts: the emails name roles in the same words.
  ...Object.fromEntries(Object.entries(roleLabels).map(([role, label]) => [`role.${role}`, label])),
};
