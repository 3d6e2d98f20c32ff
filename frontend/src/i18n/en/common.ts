/** Keys shared by every screen (spec section 8). */
export const common: Record<string, string> = {
  'error.load-error-title': 'Something went wrong',
  'error.load-error-message': 'We could not load this. Please try again.',
  unauthorized: 'unauthorized',
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
