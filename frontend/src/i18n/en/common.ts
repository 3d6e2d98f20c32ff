/** Keys shared by every screen (spec section 8). */
export const common: Record<string, string> = {
  'error.load-error-title': 'Something went wrong',
  'error.load-error-message': 'We could not load this. Please try again.',
  unauthorized: 'unauthorized',
  // A screen open to every signed-in user whose data the user's role does not reach (shared/screen-without-access).
  'access.feed': 'Your role does not include reading posts, so the feed has nothing to show you.',
  'access.marketplace': 'Your role does not include searching the marketplace, so no listings show here.',
  'access.tradeins': 'Your role does not include searching trade-ins, so none show here.',
  'access.inventory': "Your role does not include your group's inventory, so no vehicles show here.",
  'access.vehicle': 'Your role does not include viewing vehicles, so this one is not shown.',
  'access.notifications': 'Your role does not include notifications, so your vehicle matches cannot show here.',
  'access.aging': "Your role does not include your group's inventory aging, so nothing shows here.",
  'access.ask-dealer-admin': 'A dealer admin of your group can change your role.',
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.save': 'Save',
  'common.edit': 'Edit',
  'common.submit': 'Submit',
  // A make or model of a searching list with its count of listed vehicles.
  'common.name-count': '{{name}} ({{count}})',
};
