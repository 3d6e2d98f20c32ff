import { uuidV5 } from '@dtn/platform/commands/ids';

export interface DemoTransportVendor {
  id: string;
  name: string;
  city: string;
  state: string;
  postalCode: string;
  imageUrl: string;
  contact: string;
  email: string;
  phoneNumber: string;
}

/** [name, city, state, postal code, contact]: carriers at real postal codes near every demo
 * metro, several per region, so every transport request within 25-100 miles gets quotes. */
const specs: [string, string, string, string, string][] = [
  ['Red River Auto Haulers', 'Dallas', 'TX', '75247', 'Dana Whitfield'],
  ['Trinity Car Carriers', 'Fort Worth', 'TX', '76106', 'Luis Ortega'],
  ['Gulf Coast Vehicle Transport', 'Houston', 'TX', '77029', 'Renee Babineaux'],
  ['Hill Country Hauling', 'Austin', 'TX', '78744', 'Cody Lange'],
  ['Pacific Open Carriers', 'Los Angeles', 'CA', '90058', 'Mina Park'],
  ['Harbor Auto Logistics', 'San Diego', 'CA', '92121', 'Ray Delgado'],
  ['Golden State Enclosed', 'Sacramento', 'CA', '95815', 'Tessa Moore'],
  ['Cascade Car Shipping', 'Seattle', 'WA', '98108', 'Owen Lindqvist'],
  ['Lakefront Transport Co', 'Chicago', 'IL', '60638', 'Marcus Bell'],
  ['Buckeye Auto Movers', 'Columbus', 'OH', '43207', 'Janet Kowalski'],
  ['Front Range Haulers', 'Denver', 'CO', '80216', 'Eli Romero'],
  ['Sunshine Vehicle Express', 'Miami', 'FL', '33166', 'Carla Mendez'],
  ['Peachtree Car Carriers', 'Atlanta', 'GA', '30336', 'Darnell Hughes'],
  ['Desert Sun Transport', 'Phoenix', 'AZ', '85043', 'Sofia Alvarez'],
  ['Queen City Hauling', 'Charlotte', 'NC', '28208', 'Grant Whitaker'],
];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

export const demoTransportVendors: DemoTransportVendor[] = specs.map(([name, city, state, postalCode, contact], i) => ({
  id: uuidV5(`demo:transportvendor:${slug(name)}`),
  name,
  city,
  state,
  postalCode,
  imageUrl: `/media/placeholder/${slug(name)}.svg`,
  contact,
  email: `dispatch@${slug(name)}.example`,
  phoneNumber: `555-02${String(i).padStart(2, '0')}`,
}));
