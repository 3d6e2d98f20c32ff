/**
 * Market figures (issue "Know the market"): the vehicle detail's Market panel and its chart of the
 * cohort's sales, the price-to-market badge and sort, a bid as a percentage of the network value,
 * and the rollup's 15-day bands and mean price-to-market.
 */
export const market: Record<string, string> = {
  'market.title': 'Market',
  'market.value': 'Network value',
  'market.range': 'Typical range {{low}} – {{high}}',
  'market.sample_one': 'from {{count}} sale in {{days}} days',
  'market.sample_other': 'from {{count}} sales in {{days}} days',
  'market.not-enough-sales': 'Not enough sales',
  'market.not-enough-sales-detail_one':
    'The network sold {{count}} vehicle of this year, make and model in {{days}} days; a value needs {{min}}.',
  'market.not-enough-sales-detail_other':
    'The network sold {{count}} vehicles of this year, make and model in {{days}} days; a value needs {{min}}.',
  'market.price-to-market': 'Price to market',
  'market.price-to-market-none': 'No figure',
  'market.days-supply': "Days' supply",
  'market.days-supply-value': '{{days}} days',
  'market.no-recent-sales': 'No recent sales',
  'market.days-in-inventory': 'Days in inventory',
  'market.aging-cost': 'Cost of aging',
  'market.position.below': 'Below market',
  'market.position.at': 'At market',
  'market.position.above': 'Above market',
  'market.badge': '{{position}} · {{percent}}',
  'market.badge-label': 'Price to market {{percent}}: {{position}}',
  'market.percent-of-value': '{{percent}} of the network value ({{value}})',
  'market.of-value': '({{percent}} of value)',

  'market.chart.title': 'Recent sales of this year, make and model',
  'market.chart.summary_one': '{{count}} sale from {{lowest}} to {{highest}}; this vehicle is listed at {{price}} with {{mileage}} miles.',
  'market.chart.summary_other':
    '{{count}} sales from {{lowest}} to {{highest}}; this vehicle is listed at {{price}} with {{mileage}} miles.',
  'market.chart.mileage-axis': 'Mileage',
  'market.chart.sale': 'Sale',
  'market.chart.outlier': 'Outlier (not in the value)',
  'market.chart.this-vehicle': 'This vehicle',
  'market.chart.value-range': 'Network value and range',
  'market.chart.none': 'No sales of this year, make and model in {{days}} days.',
  'market.chart.without-mileage_one': '{{count}} sale without a mileage is not drawn.',
  'market.chart.without-mileage_other': '{{count}} sales without a mileage are not drawn.',
  'market.chart.error': 'The recent sales could not be loaded.',

  'market.sort.label': 'Sort by',
  'market.sort.default': 'Newest',
  'market.sort.priceToMarket': 'Price to market',
  'market.sort.days': 'Days in inventory',
  'market.sort.price-to-market-ascending': 'Lowest first',
  'market.sort.price-to-market-descending': 'Highest first',
  'market.sort.price-to-market-ascending-label':
    'Lowest first: sorted ascending by price to market, vehicles without one last; switch to descending',
  'market.sort.price-to-market-descending-label':
    'Highest first: sorted descending by price to market, vehicles without one last; switch to ascending',

  'market.rollup.view': 'Age view',
  'market.rollup.buckets': '30-day buckets',
  'market.rollup.bands': '15-day bands',
  'market.rollup.average-price-to-market': 'Avg. price to market',
  'market.rollup.days-in-inventory': 'Days in inventory',
  'market.band.0-15': '15 days or less',
  'market.band.16-30': '16-30 days',
  'market.band.31-45': '31-45 days',
  'market.band.46-60': '46-60 days',
  'market.band.61-75': '61-75 days',
  'market.band.76-90': '76-90 days',
  'market.band.91-105': '91-105 days',
  'market.band.106-120': '106-120 days',
  'market.band.over-120': 'Over 120 days',
  // The band view's column headers, under one "Days in inventory"; non-breaking hyphens keep a
  // range on one line.
  'market.band-short.0-15': '≤15',
  'market.band-short.16-30': '16‑30',
  'market.band-short.31-45': '31‑45',
  'market.band-short.46-60': '46‑60',
  'market.band-short.61-75': '61‑75',
  'market.band-short.76-90': '76‑90',
  'market.band-short.91-105': '91‑105',
  'market.band-short.106-120': '106‑120',
  'market.band-short.over-120': '>120',
};
