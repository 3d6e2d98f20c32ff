/** Aging that leads to an exit (issue "Know the market"): the dealership's aging settings, the
 * daily digest (drawer and page), the one-click exits (reprice, spotlight, Buy Now) and the
 * exit report. */
export const aging: Record<string, string> = {
  // Dealer admin: the settings of each dealership
  'aging.settings.title': 'Aging',
  'aging.settings.intro':
    'What a day in stock costs each dealership, and the days in inventory at which its sellers get the daily aging digest.',
  'aging.settings.dealership': 'Dealership',
  'aging.settings.holding-cost': 'Holding cost per day',
  'aging.settings.holding-cost-label': 'Holding cost per day at {{dealership}}, in dollars',
  'aging.settings.thresholds': 'Digest at (days)',
  'aging.settings.thresholds-label': 'Aging thresholds of {{dealership}}, in days, separated by commas',
  'aging.settings.save-label': 'Save the aging settings of {{dealership}}',
  'aging.settings.cost-invalid': 'Enter dollars from {{min}} to {{max}} with at most 2 decimals.',
  'aging.settings.thresholds-invalid': 'Enter 1 to {{max}} different whole days from {{minDays}} to {{maxDays}}, e.g. 30, 45, 60, 90.',
  'aging.settings.saved': 'Saved.',
  'aging.settings.failed': 'The aging settings could not be saved.',
  'aging.settings.none': 'Your dealer group has no dealerships.',

  // Actions on a vehicle (listing cards, the digest)
  'aging.actions.label': 'Exits for the {{vehicle}}',
  'aging.actions.reprice': 'Reprice',
  'aging.actions.reprice-label': 'Reprice the {{vehicle}}',
  'aging.actions.spotlight': 'Spotlight',
  'aging.actions.spotlight-label': 'Spotlight the {{vehicle}}',
  'aging.actions.buy-now': 'Buy Now price',
  'aging.actions.buy-now-label': 'Set a Buy Now price for the {{vehicle}}',

  // The reprice dialog
  'aging.reprice.title': 'Reprice the {{vehicle}}',
  'aging.reprice.current': 'Listed now at {{price}}.',
  'aging.reprice.no-price': 'It has no list price now.',
  'aging.reprice.market': 'That is {{percent}}% of the network value.',
  'aging.reprice.new-price': 'New list price in dollars',
  'aging.reprice.invalid': 'Enter an amount of at least {{min}} with at most 2 decimals.',
  'aging.reprice.save': 'Reprice',
  'aging.reprice.saving': 'Saving…',
  'aging.reprice.saved': 'The {{vehicle}} is now listed at {{price}}.',
  'aging.reprice.sold': 'The vehicle is sold: its price can no longer change.',
  'aging.reprice.failed': 'The price could not be saved. Try again.',
  'aging.buy-now.title': 'Buy Now price of the {{vehicle}}',

  // The digest in the drawer and on its page
  'aging.digest.days': '{{days}} days in stock',
  'aging.digest.summary': '{{days}} days · {{market}} · {{cost}} aging',
  'aging.digest.market': '{{percent}}% of market',
  'aging.digest.no-market': 'no market value',
  'aging.digest.more': 'and {{count}} more',
  'aging.digest.open': 'Open the digest',
  'aging.digest.page-title': 'Aging digest',
  'aging.digest.not-found': 'This digest was not found.',
  'aging.digest.vehicle': 'Vehicle',
  'aging.digest.threshold': 'Crossed',
  'aging.digest.threshold-value': '{{days}}-day mark',
  'aging.digest.list-price': 'List price',
  'aging.digest.price-was': 'was {{price}}',
  'aging.digest.price-to-market': 'Price-to-market',
  'aging.digest.aging-cost': 'Cost of aging',
  'aging.digest.actions': 'Exits',
  'aging.digest.sold': 'Sold',
  'aging.digest.gone': 'No longer in inventory',

  // The exit report
  'aging.report.column': 'Exit report',
  'aging.report.link': 'Exits',
  'aging.report.link-label': 'Exits of {{dealership}}',
  'aging.report.title': 'Exits: {{dealership}}',
  'aging.report.title-loading': 'Exit report',
  'aging.report.intro':
    'By month of listing: how many vehicles were sold or left inventory within 45 days, of those whose 45th day has come, and how long sales took.',
  'aging.report.months': 'Months',
  'aging.report.months-option': 'Last {{count}} months',
  'aging.report.month': 'Month listed',
  'aging.report.listed': 'Listed',
  'aging.report.exit-share': 'Out by day 45',
  'aging.report.exit-share-value': '{{percent}}%',
  'aging.report.exit-share-of': '{{exited}} of {{decided}}',
  'aging.report.pending': 'not yet due',
  'aging.report.average-days': 'Average days to sale',
  'aging.report.sold': 'Sold so far',
  'aging.report.none': '–',
  'aging.report.back': '← Inventory',

  // Notification type (the preferences' email choices)
  'notification-type.AgingDigest': 'Daily aging digest',
};
