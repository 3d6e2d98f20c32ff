/**
 * Business constants and limits of spec section 9 (and the few numbers of sections 2 and 5 that
 * the UI and the server must agree on). Durations are in milliseconds, distances in miles unless
 * the name says otherwise.
 */

// Marketplace and trade-ins
export const marketplacePageSize = 15;
export const tradeInPageSize = 15;
export const marketplaceRefetchMs = 120_000;
export const marketplaceStaleMs = 30_000;
export const marketplaceRadiusOptions = [50, 75, 100, 150, 200] as const;
export type MarketplaceRadius = (typeof marketplaceRadiusOptions)[number];
export const defaultMarketplaceRadius: MarketplaceRadius = 100;
export const tradeInDistanceOptions = [100, 150, 200, 300, 400, 500] as const;
export type TradeInDistance = (typeof tradeInDistanceOptions)[number];
export const defaultTradeInDistance: TradeInDistance = 100;

// Social feed
export const timelinePageSize = 10;
export const commentsPageSize = 5;
/** Replies load all at once when there are many: the larger of the reply count or 10. */
export const replyPageSize = (replyCount: number): number => Math.max(replyCount, 10);
export const postPreviewLines = 3;
export const maxAttachments = 5;
export const allowedAttachmentTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'video/avi',
  'video/x-msvideo',
] as const;
/** A file is treated as a video by its extension (section 5). */
export const videoExtensions = ['mp4', 'ogv', 'webm', 'avi', '3gp'] as const;

// Notifications, matches, current user
export const notificationsPageSize = 10;
export const notificationsRefetchMs = 120_000;
export const notificationsStaleMs = 30_000;
export const notificationCountRefetchMs = 50_000;
export const matchesPageSize = 10;
export const matchesRefetchMs = 120_000;
export const matchesStaleMs = 120_000;
export const currentUserRefetchMs = 200_000;
/** The spec polls the incoming offer count "with the same stale time" but does not show the
 * interval; we reuse the notification count interval so the badges move together. */
export const incomingOfferCountStaleMs = notificationsStaleMs;
export const incomingOfferCountRefetchMs = notificationCountRefetchMs;

// Offers and transport
/** My offer detail, incoming offer detail and transport bids refresh this often. */
export const offerDetailRefetchMs = 10_000;
export const transportRadiusMinMiles = 25;
export const transportRadiusMaxMiles = 100;
export const transportRadiusDefaultMiles = 50;
export const transportRadiusStepMiles = 1;
export const vendorBidMaxLength = 10;
export const bidAmountStep = 0.01;
export const currency = 'USD';
export const currencyLocale = 'en-US';
export const countdownTickMs = 50;

// Vehicles
export const vinLength = 17;
export const minVehicleYear = 1900;
/** Latest accepted model year: the current year plus 2. UTC so server and tests agree in any zone. */
export const maxVehicleYear = (now: Date): number => now.getUTCFullYear() + 2;
/** Upper bounds (days) of the age buckets; a vehicle older than the last is "over 120". */
export const ageBucketDays = [30, 60, 90, 120] as const;
/** The finer rollup view (vAuto's): upper bounds of 15-day bands; older than the last is "over 120". */
export const ageBandDays = [15, 30, 45, 60, 75, 90, 105, 120] as const;

// Market (network value, price-to-market, days' supply, aging)
/** Sales of a cohort (same year, make and model) in this many days make its network value. */
export const marketValueWindowDays = 90;
/** A sale this many days old weighs half as much as one today. */
export const marketHalfLifeDays = 30;
/** Below this many sales in the window the value is "not enough sales". */
export const minMarketSample = 7;
/** Days' supply divides by the cohort's average daily sales over this many days. */
export const daysSupplyWindowDays = 45;
/** With fewer sales that carry a mileage, or a fitted slope that is not negative, the mileage
 * adjustment uses this slope (dollars per mile): a common wholesale rule of thumb. */
export const fallbackDollarsPerMile = -0.1;
/** A dealership's cost of keeping a vehicle one more day, unless it sets its own (dollars). */
export const defaultHoldingCostPerDay = 35;
/** Days in inventory at which a dealership's sellers are told in the daily aging digest. */
export const defaultAgingThresholds = [30, 45, 60, 90] as const;
/** A dealership's holding cost per day: dollars with cents, from 0 (not counted) to 1,000. */
export const minHoldingCostPerDay = 0;
export const maxHoldingCostPerDay = 1_000;
/** A dealership's aging thresholds: 1 to 4 distinct whole days from 1 to 365, ascending. */
export const maxAgingThresholds = 4;
export const minAgingThresholdDays = 1;
export const maxAgingThresholdDays = 365;
/** The aging report: the share of a month's listings sold or exited by this day... */
export const agingReportExitDays = 45;
/** ...over the last 6 to 12 months of listing dates (12 unless asked). */
export const minAgingReportMonths = 6;
export const maxAgingReportMonths = 12;

// Buy list
export const buyListMinRadius = 20;
export const buyListMaxRadius = 500;
export const buyListDefaultRadius = 50;

/** Standing orders (a buy list item that makes instant offers): how long one runs unless told,
 * the longest it may run, and the guardrail that pauses it when its cohort's network value fell
 * more than `standingOrderValueDropPercent` in `standingOrderValueDropDays` days. */
export const standingOrderDefaultDays = 30;
export const standingOrderMaxDays = 90;
export const standingOrderValueDropPercent = 10;
export const standingOrderValueDropDays = 7;
/** The most units and dollars a day one order may be capped at (bad input above them). */
export const standingOrderMaxUnitsPerDay = 100;

// Input limits: every text a client sends has a maximum length, every amount a range.
/** Names and short labels: people, titles, dealer groups, dealerships, addresses, cities, makes,
 * models, trims, searches. */
export const maxNameLength = 200;
/** Free text: post content, comments, a vehicle's description. */
export const maxFreeTextLength = 5_000;
/** A chat message of an offer's conversation, and a counter-offer's note (the routes' rule). */
export const maxChatMessageLength = 2_000;
/** RFC 5321: a path holds at most 256 octets with its angle brackets, so an address 254. */
export const maxEmailLength = 254;
/** A phone number as typed, before normalisation ("+1 (555) 123-4567 ext. 89"). */
export const maxPhoneLength = 30;
export const maxUrlLength = 2_048;
/** An uploaded file's name, as most file systems allow. */
export const maxFileNameLength = 255;
/** Identifiers other systems mint: DealerVault ids, stock numbers, a feed's data-map keys. */
export const maxExternalIdLength = 100;
export const maxSlugLength = 100;
/** Spec section 5: "The slug may contain only lowercase letters and hyphens". */
export const slugPattern = /^[a-z-]+$/;
/** A US ZIP code as typed: 5 digits, or ZIP+4 with its hyphen. */
export const maxZipCodeLength = 10;
/** An inventory feed's text in one request: under the 1 MiB body limit with its JSON framing. */
export const maxFeedLength = 1_000_000;
export const maxFeedRows = 5_000;
export const maxImagesPerVehicle = 100;

// Money: dollars with at most 2 decimals (exact decimal reasoning: see ./money).
/** Smallest bid: the spec's "greater than 0" at cent precision. */
export const minBidAmount = 0.01;
/** Largest vehicle bid and largest transport amount. Their sum (199,999,999.98) fits the read
 * models' numeric(12,2) (at most 9,999,999,999.99) with room to spare. */
export const maxBidAmount = 99_999_999.99;
export const maxTransportAmount = 99_999_999.99;
export const amountDecimals = 2;

// Coordinates (degrees)
export const minLatitude = -90;
export const maxLatitude = 90;
export const minLongitude = -180;
export const maxLongitude = 180;

// Units
export const milesPerKilometre = 0.621371;
export const kilometresPerMile = 1.60934;
export const kilometresToMiles = (km: number): number => km * milesPerKilometre;
export const milesToKilometres = (miles: number): number => miles * kilometresPerMile;

// Administration
export const userListPageSize = 10;
export const dealerGroupListPageSize = 10;
/** Not in the spec; the other administration lists' size. */
export const inviteListPageSize = 10;
export const searchDebounceMs = 500;
export const postalCodeLength = 5;
/** A dealership's postal code: exactly postalCodeLength digits (section 5). */
export const postalCodePattern = new RegExp(`^\\d{${postalCodeLength}}$`);
/** Spec section 12: "Zip code minimum length 5" (a user's profile). */
export const zipCodeMinLength = 5;
export const country = 'US';
/** After a send or a revoke the invite list refreshes about 2 s later; the list is cached ~100 s. */
export const inviteRefreshDelayMs = 2_000;
export const inviteListStaleMs = 100_000;

// Chrome
export const infiniteScrollThresholdPx = 200;
export const translationFallbackLanguage = 'en';
export const themeNames = [
  'light',
  'dark',
  'aqua',
  'autumn',
  'black',
  'bumblebee',
  'business',
  'cmyk',
  'coffee',
  'corporate',
  'cupcake',
  'cyberpunk',
  'dim',
  'dracula',
  'emerald',
  'fantasy',
  'forest',
  'garden',
  'halloween',
  'lemonade',
  'lofi',
  'luxury',
  'night',
  'nord',
  'pastel',
  'retro',
  'sunset',
  'synthwave',
  'valentine',
  'winter',
  'wireframe',
] as const;
export type ThemeName = (typeof themeNames)[number];
export const defaultTheme: ThemeName = 'light';
export const darkThemes: readonly ThemeName[] = [
  'dark',
  'aqua',
  'black',
  'business',
  'coffee',
  'dim',
  'dracula',
  'forest',
  'halloween',
  'luxury',
  'night',
  'sunset',
  'synthwave',
];
export const isDarkTheme = (name: string): boolean => (darkThemes as readonly string[]).includes(name);

/** Negotiation (offers): how long the side whose turn it is has to answer, a dealer-group
 * setting in whole hours; the reminder goes this long before the deadline. */
export const defaultResponseHours = 24;
export const minResponseHours = 1;
export const maxResponseHours = 72;
export const reminderBeforeDeadlineMs = 60 * 60 * 1000;
