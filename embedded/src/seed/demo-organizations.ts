import type { Role } from '@dtn/contracts';
import { uuidV5 } from '@dtn/platform/commands/ids';

/** The demo dealer groups, their dealerships (real US postal codes; the city is the one the
 * postal-code data gives) and their staff. */

export interface DemoDealerGroup {
  id: string;
  organizationName: string;
  slug: string;
  shortName: string;
  dealerVaultVendorId: string;
}

export interface DemoDealership {
  id: string;
  dealerGroupId: string;
  name: string;
  dealerVaultId: string;
  address1: string;
  city: string;
  state: string;
  postalCode: string;
}

export interface DemoUser {
  id: string;
  /** Subject at the identity provider (the dev provider issues tokens by email). */
  userId: string;
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  phoneNumber: string;
  role: Role;
  buyAuthority: boolean;
  sellAuthority: boolean;
  dealerGroupId: string | null;
  dealershipIds: string[];
  postalCode: string;
}

const groupSpecs = [
  { organizationName: 'Lone Star Auto Group', slug: 'lonestar', shortName: 'Lone Star', vendor: 'DV-1001' },
  { organizationName: 'Pacific Coast Motors', slug: 'pacific', shortName: 'Pacific', vendor: 'DV-1002' },
  { organizationName: 'Heartland Dealer Group', slug: 'heartland', shortName: 'Heartland', vendor: 'DV-1003' },
  { organizationName: 'Sunbelt Automotive', slug: 'sunbelt', shortName: 'Sunbelt', vendor: 'DV-1004' },
] as const;

/** [group slug, name, street, city, state, postal code] */
const dealershipSpecs: [string, string, string, string, string, string][] = [
  ['lonestar', 'Lone Star Toyota of Dallas', '1200 Main St', 'Dallas', 'TX', '75201'],
  ['lonestar', 'Lone Star Ford Houston', '900 Travis St', 'Houston', 'TX', '77002'],
  ['lonestar', 'Lone Star Honda Austin', '500 Congress Ave', 'Austin', 'TX', '78701'],
  ['lonestar', 'Lone Star Chevrolet Fort Worth', '300 Throckmorton St', 'Fort Worth', 'TX', '76102'],
  ['pacific', 'Pacific Nissan Los Angeles', '200 N Spring St', 'Los Angeles', 'CA', '90012'],
  ['pacific', 'Pacific Hyundai San Diego', '1100 Broadway', 'San Diego', 'CA', '92101'],
  ['pacific', 'Pacific Subaru Seattle', '1500 4th Ave', 'Seattle', 'WA', '98101'],
  ['pacific', 'Pacific Kia Sacramento', '700 L St', 'Sacramento', 'CA', '95814'],
  ['heartland', 'Heartland Jeep Chicago', '100 N Michigan Ave', 'Chicago', 'IL', '60601'],
  ['heartland', 'Heartland GMC Naperville', '55 S Washington St', 'Naperville', 'IL', '60540'],
  ['heartland', 'Heartland Ram Columbus', '250 N High St', 'Columbus', 'OH', '43215'],
  ['heartland', 'Heartland Mazda Denver', '1600 Broadway', 'Denver', 'CO', '80202'],
  ['sunbelt', 'Sunbelt Volkswagen Miami', '200 S Biscayne Blvd', 'Miami', 'FL', '33131'],
  ['sunbelt', 'Sunbelt Dodge Atlanta', '75 Peachtree St', 'Atlanta', 'GA', '30303'],
  ['sunbelt', 'Sunbelt Lexus Phoenix', '400 E Washington St', 'Phoenix', 'AZ', '85004'],
  ['sunbelt', 'Sunbelt Tesla Charlotte', '101 S Tryon St', 'Charlotte', 'NC', '28202'],
  // Stores in each other's metros, so that every group's marketplace (default radius 100 miles)
  // shows other dealer groups' vehicles.
  ['pacific', 'Pacific Toyota Plano', '3400 N Central Expy', 'Plano', 'TX', '75074'],
  ['heartland', 'Heartland Buick Arlington', '800 E Abram St', 'Arlington', 'TX', '76010'],
  ['sunbelt', 'Sunbelt Nissan Houston', '5000 Westheimer Rd', 'Houston', 'TX', '77056'],
  ['lonestar', 'Lone Star Kia Irvine', '40 Auto Center Dr', 'Irvine', 'CA', '92618'],
  ['pacific', 'Pacific Mazda Tempe', '1100 W Rio Salado Pkwy', 'Tempe', 'AZ', '85281'],
  ['lonestar', 'Lone Star Lincoln Evanston', '1000 Chicago Ave', 'Evanston', 'IL', '60201'],
  ['heartland', 'Heartland Honda Marietta', '1200 Cobb Pkwy', 'Marietta', 'GA', '30060'],
  ['heartland', 'Heartland Ford Fort Lauderdale', '300 E Sunrise Blvd', 'Fort Lauderdale', 'FL', '33301'],
  ['heartland', 'Heartland Toyota Bellevue', '2400 116th Ave NE', 'Bellevue', 'WA', '98004'],
  ['sunbelt', 'Sunbelt Chevrolet Aurora', '15000 E Iliff Ave', 'Aurora', 'CO', '80012'],
  ['pacific', 'Pacific Honda Dublin', '6300 Perimeter Dr', 'Dublin', 'OH', '43017'],
  ['lonestar', 'Lone Star Toyota Concord', '8000 Concord Mills Blvd', 'Concord', 'NC', '28025'],
  ['sunbelt', 'Sunbelt Hyundai Round Rock', '2000 N Interstate 35', 'Round Rock', 'TX', '78664'],
  ['heartland', 'Heartland Chevrolet Roseville', '500 Automall Dr', 'Roseville', 'CA', '95678'],
];

export const demoDealerGroups: DemoDealerGroup[] = groupSpecs.map((g) => ({
  id: uuidV5(`demo:dealergroup:${g.slug}`),
  organizationName: g.organizationName,
  slug: g.slug,
  shortName: g.shortName,
  dealerVaultVendorId: g.vendor,
}));

const groupBySlug = (slug: string): DemoDealerGroup => demoDealerGroups.find((g) => g.slug === slug)!;

export const demoDealerships: DemoDealership[] = dealershipSpecs.map(([slug, name, address1, city, state, postalCode], i) => {
  const dealerVaultId = `DV${String(5001 + i)}`;
  return {
    id: uuidV5(`demo:dealership:${slug}:${dealerVaultId}`),
    dealerGroupId: groupBySlug(slug).id,
    name,
    dealerVaultId,
    address1,
    city,
    state,
    postalCode,
  };
});

/** [local part, first, last, title, role, buy, sell, how many of the group's dealerships] */
type StaffSpec = [string, string, string, string, Role, boolean, boolean, number];
const staff: StaffSpec[] = [
  ['principal', 'Morgan', 'Reyes', 'Dealer Principal', 'DealerPrincipal', true, true, 4],
  ['salesdirector', 'Jordan', 'Blake', 'Director of Sales', 'SalesDirector', true, true, 4],
  ['usedcar', 'Casey', 'Nguyen', 'Used Car Director', 'UsedCarDirector', true, false, 3],
  ['gm', 'Taylor', 'Brooks', 'General Manager', 'GeneralManager', false, true, 2],
  ['newcar', 'Riley', 'Patel', 'New Car Manager', 'NewCarManager', false, true, 1],
  ['usedmanager', 'Avery', 'Kim', 'Used Car Manager', 'UsedCarManager', true, false, 1],
  ['sales', 'Jamie', 'Lopez', 'Sales Manager', 'SalesManager', true, false, 1],
  ['associate', 'Drew', 'Carter', 'Sales Associate', 'SalesAssociate', false, false, 1],
  ['internet', 'Quinn', 'Foster', 'Internet Director', 'InternetDirector', false, true, 2],
  ['internetmgr', 'Harper', 'Diaz', 'Internet Manager', 'InternetManager', false, false, 1],
  ['bdc', 'Skyler', 'Ward', 'BDC Manager', 'BDCManager', false, false, 1],
];

function groupUsers(group: DemoDealerGroup, groupIndex: number): DemoUser[] {
  const stores = demoDealerships.filter((d) => d.dealerGroupId === group.id);
  return staff.map(([local, firstName, lastName, title, role, buy, sell, storeCount], i) => {
    const email = `${local}@${group.slug}.example`;
    // Rotate who works where so each dealership has staff.
    const ids = Array.from({ length: storeCount }, (_, k) => stores[(i + k) % stores.length]!.id);
    return {
      // Same roles in every group, different people: rotate the names by group.
      id: uuidV5(`demo:user:${email}`),
      userId: `demo|${email}`,
      firstName: groupIndex === 0 ? firstName : staff[(i + groupIndex * 3) % staff.length]![1],
      lastName: groupIndex === 0 ? lastName : staff[(i + groupIndex * 5) % staff.length]![2],
      title,
      email,
      phoneNumber: `555-01${String(groupIndex)}${String(i).padStart(2, '0')}`,
      role,
      buyAuthority: buy,
      sellAuthority: sell,
      dealerGroupId: group.id,
      dealershipIds: ids,
      postalCode: stores.find((s) => s.id === ids[0])!.postalCode,
    };
  });
}

export const demoUsers: DemoUser[] = [
  {
    id: uuidV5('demo:user:admin@dtn.example'),
    userId: 'demo|admin@dtn.example',
    firstName: 'Alex',
    lastName: 'Admin',
    title: 'Network Administrator',
    email: 'admin@dtn.example',
    phoneNumber: '555-0100',
    role: 'Admin',
    buyAuthority: false,
    sellAuthority: false,
    dealerGroupId: null,
    dealershipIds: [],
    postalCode: '75201',
  },
  ...demoDealerGroups.flatMap(groupUsers),
];
