import type { Schema, User } from '@wellness/api';
import { member } from './fixtures';

/** The seeded staff account as the console sees it. */
export const staffUser: User = {
  ...member,
  uuid: '5e1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d4e',
  email: 'staff@wellness.example',
  name: 'Programme Staff',
  role: ['staff'],
  staffRole: 'owner',
};

const people = [
  ['Amira Haddad', 'amira.haddad@example.com'],
  ['Daniel Okafor', 'daniel.okafor@example.com'],
  ['Elif Yılmaz', 'elif.yilmaz@example.com'],
] as const;
const memberAt = (i: number) => ({
  uuid: `6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c${String(i).padStart(2, '0')}`,
  name: people[i % people.length]![0],
  email: people[i % people.length]![1],
});
const uuidAt = (i: number) => `7b3c4d5e-6f70-4a81-9b2c-3d4e5f6a7b${String(i).padStart(2, '0')}`;

export const wsgRequests: Schema<'StaffWsgRequest'>[] = [
  'Mindful Minds',
  'Nourish Together',
  'Active Living',
].map((group, i) => ({
  uuid: uuidAt(i),
  member: memberAt(i),
  group: { uuid: uuidAt(10 + i), name: group },
  requestedAt: `2026-11-2${i}T1${i}:15:00.000Z`,
}));

export const sessionRequests: Schema<'StaffSessionRequest'>[] = [
  ['Dr. Priya Shah', '2026-12-02', '10:30', 'Managing stress at work'],
  ['Marcus Bell', '2026-12-05', '16:00', 'Getting back to running'],
].map(([hero, date, time, purpose], i) => ({
  uuid: uuidAt(20 + i),
  member: memberAt(i),
  healthHero: { uuid: uuidAt(30 + i), name: hero! },
  sessionDate: date!,
  sessionTime: time!,
  sessionPurpose: purpose!,
  requestedAt: `2026-11-2${i}T09:00:00.000Z`,
}));

export const heroApplications: Schema<'StaffHeroApplication'>[] = [
  {
    uuid: uuidAt(40),
    status: 'pending',
    createdAt: '2026-11-22T08:45:00.000Z',
    uploadStory: '/v1/user/healtHero/registration/files/0123456789abcdef0123456789abcdef.pdf',
    uploadDocuments: '/v1/user/healtHero/registration/files/fedcba9876543210fedcba9876543210.pdf',
    member: memberAt(1),
    category: 'Exemplary',
    ageGroup: 'Senior',
    numberOfHours: 3,
    mentoringChannel: 'online',
    areaOfMentoring: ['Lifestyle', 'Diet'],
    experience: 'Twelve years leading walking groups for seniors.',
    reasonForMentoring: 'Walking gave me my health back after a heart attack.',
    diseaseType: ['Heart disease'],
    requiredPackage: { uuid: uuidAt(60), name: 'Explorer', colour: '#2563EB', monthlyCost: 8.25 },
  },
];

export const groupProposals: Schema<'StaffWsgProposal'>[] = [
  {
    uuid: uuidAt(50),
    member: memberAt(2),
    groupName: 'Sunrise Walkers',
    description: 'We walk together before work.',
    groupCategory: 'Lifestyle',
    numberOfMembers: 12,
    state: 'Oregon',
    city: 'Portland',
    membershipLevel: { uuid: uuidAt(60), name: 'Explorer', colour: '#0F766E', monthlyCost: 8.25 },
    requestedAt: '2026-11-23T17:20:00.000Z',
  },
];

export const pageOf = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

export const partnerApplications: Schema<'PartnerApplication'>[] = [
  ['Harbour Yoga Collective', 2, 'Portland', 'United States', '+1'],
  ['Juniper Physio', 1, 'Izmir', 'Turkey', '+90'],
].map(([name, type, city, country, code], i) => ({
  uuid: uuidAt(60 + i),
  name: name as string,
  logo: '/uploads/0123456789abcdef0123456789abcdef.png',
  description: 'Community studio with classes for every age.',
  link: `https://${(name as string).split(' ')[0]!.toLowerCase()}.example.com`,
  type: type as 0 | 1 | 2,
  emailId: `hello@${(name as string).split(' ')[0]!.toLowerCase()}.example.com`,
  phoneNumber: '5551234567',
  countryCode: code as string,
  addressLine1: null,
  addressLine2: null,
  city: city as string,
  state: 'Maine',
  country: country as string,
  zipCode: '04101',
  status: 'pending' as const,
  createdAt: `2026-11-2${i}T09:45:00.000Z`,
}));

export const vendorApplications: Schema<'VendorApplication'>[] = [
  ['Ana', 'Souza', 'Raízes Natural Foods', 'São Paulo', 'Brazil', '+55', true],
  ['Omar', 'Khalil', 'Desert Bloom Botanicals', 'Dubai', 'United Arab Emirates', '+971', false],
].map(([first, last, store, city, country, code, payout], i) => ({
  uuid: uuidAt(70 + i),
  first_name: first as string,
  last_name: last as string,
  email: `${(first as string).toLowerCase()}@example.com`,
  phone: '5551234567',
  countryCode: code as string,
  address_1: null,
  address_2: null,
  city: city as string,
  state: city as string,
  country: country as string,
  zipCode: '01310',
  store_name: store as string,
  hasPayoutDetails: payout as boolean,
  status: 'pending' as const,
  createdAt: `2026-11-2${i}T11:20:00.000Z`,
}));

const billing = {
  first_name: 'Amira',
  last_name: 'Haddad',
  address_1: '12 Harbour Street',
  address_2: '',
  city: 'Austin',
  state: 'TX',
  postcode: '78701',
  country: 'US',
  phone: '5125550143',
};
const lineItem = (id: number, name: string, price: number, quantity: number) => ({
  id,
  product_id: 100 + id,
  name,
  image: null,
  category: 'Fitness',
  price,
  quantity,
  subtotal: (price * quantity).toFixed(2),
  total: (price * quantity).toFixed(2),
  reviewed: false,
});

/** Paid marketplace orders waiting for fulfilment staff. */
export const paidOrders: Schema<'StaffOrder'>[] = [
  [1042, 'processing', [lineItem(1, 'Cork Yoga Mat', 27, 2)]],
  [1043, 'processing', [lineItem(2, 'Herbal Sleep Tea', 11, 2), lineItem(3, 'Foam Roller', 18, 1)]],
  [1044, 'shipped', [lineItem(4, 'One-to-one Nutrition Coaching', 68, 1)]],
].map(([id, status, items], i) => {
  const lines = items as ReturnType<typeof lineItem>[];
  const total = lines.reduce((sum, line) => sum + Number(line.total), 0).toFixed(2);
  return {
    id: id as number,
    number: String(id),
    date_created: `2026-11-${20 + i}T15:${10 + i}:00.000Z`,
    status: status as Schema<'OrderStatus'>,
    total,
    total_tax: '0.00',
    shipping_total: '0.00',
    parent_id: 0,
    line_items: lines,
    billing,
    date_paid: `2026-11-${20 + i}T15:${12 + i}:00.000Z`,
    date_completed: null,
    date_expires: null,
    client_secret: null,
    member: memberAt(i),
    date_shipped: status === 'shipped' ? `2026-11-23T09:00:00.000Z` : null,
    date_refunded: null,
  };
});

const revenueMonths = [
  ['2025-12-01', '891.00', '120.00', '210.40', '0.00'],
  ['2026-01-01', '1089.00', '240.00', '310.50', '0.00'],
  ['2026-02-01', '990.00', '180.00', '198.75', '15.00'],
  ['2026-03-01', '1287.00', '415.00', '402.20', '0.00'],
  ['2026-04-01', '1386.00', '310.00', '455.00', '49.99'],
  ['2026-05-01', '1188.00', '265.00', '380.10', '0.00'],
  ['2026-06-01', '1485.00', '520.00', '611.35', '20.00'],
  ['2026-07-01', '1584.00', '430.00', '508.10', '0.00'],
  ['2026-08-01', '1287.00', '365.00', '472.65', '35.50'],
  ['2026-09-01', '1683.00', '612.50', '734.99', '25.25'],
  ['2026-10-01', '1782.00', '540.00', '690.00', '0.00'],
  ['2026-11-01', '1881.00', '475.00', '802.45', '130.00'],
] as const;
const cents = (amount: string) => Math.round(Number(amount) * 100);
const dollars = (value: number) => (value / 100).toFixed(2);

/** A year of monthly revenue up to the screens' day (24 November 2026), with refunds in some months. */
export const revenueReport: Schema<'RevenueReport'> = (() => {
  const rows = revenueMonths.map(([period, packages, events, marketplace, refunds]) => ({
    period,
    packages,
    events,
    marketplace,
    refunds,
    net: dollars(cents(packages) + cents(events) + cents(marketplace) - cents(refunds)),
  }));
  const sum = (key: 'packages' | 'events' | 'marketplace' | 'refunds' | 'net') =>
    dollars(rows.reduce((total, row) => total + cents(row[key]), 0));
  return {
    currency: 'USD',
    timeZone: 'America/Los_Angeles',
    interval: 'month',
    from: '2025-12-01',
    to: '2026-11-24',
    rows,
    totals: {
      packages: sum('packages'),
      events: sum('events'),
      marketplace: sum('marketplace'),
      refunds: sum('refunds'),
      net: sum('net'),
    },
  };
})();

const reportPackages = [
  { uuid: '3b881083-f860-401f-b76a-1262f0cf599e', name: 'Starter', colour: '#2E9E6B', paid: false },
  { uuid: 'cdf3c14a-1978-4f90-9616-9b48006e0833', name: 'Explorer', colour: '#2F6FDB', paid: true },
  { uuid: 'b1a0afd1-97e9-4add-aad8-1cd4b8154a64', name: 'Champion', colour: '#C98A0B', paid: true },
];

/** A year of members by package up to the screens' day, growing each month. */
export const membersReport: Schema<'MembersReport'> = {
  timeZone: 'America/Los_Angeles',
  interval: 'month',
  from: '2025-12-01',
  to: '2026-11-24',
  packages: reportPackages,
  rows: revenueMonths.map(([period], i) => {
    const counts = [110 + 6 * i, 38 + 3 * i, 10 + i];
    return {
      period,
      total: counts[0]! + counts[1]! + counts[2]!,
      byPackage: reportPackages.map((p, j) => ({ uuid: p.uuid, count: counts[j]! })),
      signUps: 12 + (i % 4),
      verified: 10 + (i % 4),
      bought: 4 + (i % 3),
      upgraded: i % 2,
      renewed: 2,
      cancelled: i === 8 ? 2 : 0,
      lapsed: i === 9 ? 1 : 0,
    };
  }),
  renewals: {
    count: 1,
    members: [
      {
        uuid: memberAt(0).uuid,
        name: memberAt(0).name,
        email: memberAt(0).email,
        package: 'Explorer',
        renewsAt: '2026-12-04T18:00:00.000Z',
      },
    ],
  },
};

/** Last month's and this month's events, one of them unlimited. */
export const eventsReport: Schema<'EventsReport'> = {
  currency: 'USD',
  timeZone: 'America/Los_Angeles',
  from: '2026-10-01',
  to: '2026-11-30',
  checkInsRecorded: false,
  rows: [
    ['Morning yoga', '2026-10-14T16:00:00.000Z', 30, 24, 20, 4, 3, '360.00', '15.00', 1],
    ['Heart health talk', '2026-11-03T02:00:00.000Z', null, 58, 0, 58, 0, '0.00', '0.00', 4],
    ['Cooking for diabetes', '2026-11-18T01:30:00.000Z', 12, 12, 12, 0, 5, '431.40', '72.00', 2],
  ].map(
    (
      [
        name,
        startTime,
        capacity,
        seatsTaken,
        paidSeats,
        freeSeats,
        couponsUsed,
        revenue,
        refunds,
        cancellations,
      ],
      i,
    ) => ({
      uuid: uuidAt(60 + i),
      id: 40 + i,
      name: name as string,
      startTime: startTime as string,
      status: 'upcoming' as const,
      capacity: capacity as number | null,
      seatsTaken: seatsTaken as number,
      paidSeats: paidSeats as number,
      freeSeats: freeSeats as number,
      couponsUsed: couponsUsed as number,
      revenue: revenue as string,
      refunds: refunds as string,
      net: dollars(cents(revenue as string) - cents(refunds as string)),
      cancellations: cancellations as number,
      checkIns: 0,
    }),
  ),
  totals: {
    seatsTaken: 94,
    paidSeats: 32,
    freeSeats: 62,
    couponsUsed: 8,
    revenue: '791.40',
    refunds: '87.00',
    net: '704.40',
    cancellations: 7,
    checkIns: 0,
  },
};

/** The shop's year: the revenue report's shop column, its orders and units, top items and low stock. */
export const shopReport: Schema<'ShopReport'> = (() => {
  const rows = revenueMonths.map(([period, , , marketplace], i) => ({
    period,
    orders: 6 + (i % 5),
    units: 10 + 2 * (i % 5),
    revenue: marketplace as string,
    refunds: i === 11 ? '40.00' : '0.00',
    net: dollars(cents(marketplace) - (i === 11 ? 4000 : 0)),
  }));
  const sum = (key: 'revenue' | 'refunds' | 'net') => dollars(rows.reduce((t, r) => t + cents(r[key]), 0));
  const top = [
    { id: 10001, name: 'Herbal tea', units: 42, revenue: '1071.00' },
    { id: 10002, name: 'Yoga mat', units: 17, revenue: '849.83' },
  ];
  return {
    currency: 'USD',
    timeZone: 'America/Los_Angeles',
    interval: 'month',
    from: '2025-12-01',
    to: '2026-11-24',
    rows,
    totals: {
      orders: rows.reduce((t, r) => t + r.orders, 0),
      units: rows.reduce((t, r) => t + r.units, 0),
      revenue: sum('revenue'),
      refunds: sum('refunds'),
      net: sum('net'),
    },
    topByUnits: top,
    topByRevenue: top,
    lowStockAt: 5,
    lowStock: [{ id: 10002, name: 'Yoga mat', stock: 2 }],
  };
})();
