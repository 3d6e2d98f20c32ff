import type { PostPhotoFile } from './post-photos/photos';

/**
 * The demo feed as plain data (issue 13: a new user sees a living network): posts of several
 * groups, some of them trade-in listings with pictures, comments and replies, and buy lists that
 * the vehicle-match projection turns into matches. Authors are demo users by email; times are
 * hours before the seed.
 */
interface DemoComment {
  by: string;
  text: string;
  hoursAgo: number;
  replies?: { by: string; text: string; hoursAgo: number }[];
}

export interface DemoPost {
  by: string;
  hoursAgo: number;
  visibility: 'GENERAL' | 'DEALERGROUP';
  text: string;
  photos: PostPhotoFile[];
  /** A trade-in listing: a real VIN prefix of this make, model and year gets a fresh serial. */
  listing?: { make: string; model: string; year: number; mileage: number };
  comments?: DemoComment[];
}

export interface DemoBuyListItem {
  by: string;
  make: string;
  model: string;
  startYear: number;
  endYear: number;
  searchRadius: number;
}

export const demoPosts: DemoPost[] = [
  {
    by: 'newcar@heartland.example',
    hoursAgo: 150,
    visibility: 'GENERAL',
    photos: [],
    text:
      'Heartland Dealer Group is now on the network with nine stores from Chicago to Roseville.\n\n' +
      'We trade aged units every week and move fast on clean trucks and SUVs. If you are holding inventory past 60 days, ' +
      'spotlight it and we will take a look. Our used car managers check the marketplace every morning, and we can arrange ' +
      'transport the same day from any of our stores.\n\nLooking forward to trading with all of you.',
    comments: [
      { by: 'principal@lonestar.example', hoursAgo: 148, text: 'Welcome aboard! Lone Star has a few F-150s you might like.' },
      { by: 'usedcar@pacific.example', hoursAgo: 140, text: 'Good to have you here.' },
    ],
  },
  {
    by: 'principal@sunbelt.example',
    hoursAgo: 120,
    visibility: 'GENERAL',
    photos: ['charlotte-service.jpg'],
    text: 'Sunbelt Tesla Charlotte opens its new service drive on Monday. Come say hi if you are in town.',
    comments: [{ by: 'gm@lonestar.example', hoursAgo: 118, text: 'Congratulations to the whole Charlotte team!' }],
  },
  {
    by: 'principal@lonestar.example',
    hoursAgo: 96,
    visibility: 'DEALERGROUP',
    photos: [],
    text: 'Great month, everyone: best used numbers since spring. Dinner is on me Friday at the Dallas store.',
    comments: [
      {
        by: 'sales@lonestar.example',
        hoursAgo: 95,
        text: 'Thanks Morgan, see you there!',
        replies: [{ by: 'principal@lonestar.example', hoursAgo: 94, text: 'Bring the Houston crew too.' }],
      },
    ],
  },
  {
    by: 'internet@pacific.example',
    hoursAgo: 72,
    visibility: 'GENERAL',
    photos: ['odyssey-white.jpg'],
    listing: { make: 'Honda', model: 'Odyssey', year: 2020, mileage: 38450 },
    text: 'Family-owned trade, leather, rear entertainment, two keys. Priced for a quick dealer sale.',
  },
  {
    by: 'usedcar@pacific.example',
    hoursAgo: 50,
    visibility: 'GENERAL',
    photos: ['seattle-suv-blue.jpg', 'seattle-sedan-silver.jpg', 'seattle-hatch-white.jpg'],
    text: 'Our Seattle lot after the weekend sale. Thanks to everyone who sent buyers our way!',
    comments: [
      {
        by: 'gm@heartland.example',
        hoursAgo: 49,
        text: 'Is the blue one still available?',
        replies: [
          { by: 'usedcar@pacific.example', hoursAgo: 48, text: 'It is. It goes on the marketplace tomorrow morning.' },
          { by: 'gm@heartland.example', hoursAgo: 47, text: 'Great, I will put in a bid.' },
        ],
      },
      { by: 'principal@sunbelt.example', hoursAgo: 45, text: 'Looks like a busy weekend.' },
    ],
  },
  {
    by: 'gm@lonestar.example',
    hoursAgo: 30,
    visibility: 'GENERAL',
    photos: ['camry-gray.jpg', 'camry-gray-rear.jpg'],
    listing: { make: 'Toyota', model: 'Camry', year: 2020, mileage: 61230 },
    text: 'Clean Camry trade from our Dallas store: one owner, service records, new brakes.',
    comments: [
      {
        by: 'usedcar@pacific.example',
        hoursAgo: 28,
        text: 'What are you asking for it?',
        replies: [{ by: 'gm@lonestar.example', hoursAgo: 27, text: 'Make us an offer through the bid button.' }],
      },
    ],
  },
  {
    by: 'gm@sunbelt.example',
    hoursAgo: 20,
    visibility: 'GENERAL',
    photos: [
      'phoenix-suv-black.jpg',
      'phoenix-sedan-white.jpg',
      'phoenix-coupe-red.jpg',
      'phoenix-suv-silver.jpg',
      'phoenix-hatch-blue.jpg',
    ],
    text: 'Fresh arrivals at Sunbelt Lexus Phoenix this week. Several of them go to the marketplace on Friday.',
    comments: [
      { by: 'principal@heartland.example', hoursAgo: 19, text: 'That red coupe is sharp.' },
      { by: 'salesdirector@lonestar.example', hoursAgo: 18, text: 'Send us the details on the silver SUV.' },
      { by: 'usedmanager@pacific.example', hoursAgo: 16, text: 'Nice inventory!' },
    ],
  },
  {
    by: 'salesdirector@heartland.example',
    hoursAgo: 12,
    visibility: 'DEALERGROUP',
    photos: [],
    text: 'Team: month-end push. Every used unit over 60 days gets a spotlight today.',
  },
  {
    by: 'gm@heartland.example',
    hoursAgo: 6,
    visibility: 'GENERAL',
    photos: ['ram-red-front.jpg', 'ram-red-side.jpg'],
    listing: { make: 'Ram', model: '1500', year: 2023, mileage: 24310 },
    text: 'Just took this in on trade: one owner, clean history, new tires. Priced to move to another dealer this week.',
    comments: [
      {
        by: 'principal@lonestar.example',
        hoursAgo: 5,
        text: 'Does it have the tow package?',
        replies: [{ by: 'gm@heartland.example', hoursAgo: 4, text: 'Yes, with the trailer brake controller.' }],
      },
      { by: 'sales@sunbelt.example', hoursAgo: 3, text: 'Sent you a bid.' },
    ],
  },
];

/** Buyers' wanted vehicles, wide enough that the demo inventory of other groups matches them. */
export const demoBuyListItems: DemoBuyListItem[] = [
  { by: 'principal@lonestar.example', make: 'Toyota', model: 'RAV4', startYear: 2017, endYear: 2026, searchRadius: 500 },
  { by: 'principal@lonestar.example', make: 'Ford', model: 'F-150', startYear: 2017, endYear: 2026, searchRadius: 300 },
  { by: 'principal@lonestar.example', make: 'Toyota', model: 'Tacoma', startYear: 2018, endYear: 2026, searchRadius: 500 },
  { by: 'usedcar@pacific.example', make: 'Honda', model: 'CR-V', startYear: 2017, endYear: 2026, searchRadius: 500 },
  { by: 'usedcar@pacific.example', make: 'Toyota', model: 'Camry', startYear: 2017, endYear: 2026, searchRadius: 500 },
  { by: 'sales@heartland.example', make: 'Chevrolet', model: 'Silverado', startYear: 2017, endYear: 2026, searchRadius: 400 },
  { by: 'principal@sunbelt.example', make: 'Honda', model: 'Civic', startYear: 2017, endYear: 2026, searchRadius: 500 },
];
