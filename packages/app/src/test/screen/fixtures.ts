/**
 * Realistic, fixed data for the screen stories: the seed's three packages, a member on Explorer, a programme of
 * events around SCREEN_NOW (24 Nov 2026), registrations, vouchers, payments, FAQs and countries. Every date is
 * written out, so a screen reads the same on any day.
 */
import type {
  CalendarEvent,
  CalendarFeed,
  Country,
  EventForViewer,
  EventRegistration,
  Faq,
  Package,
  Transaction,
  User,
  UserPackage,
  Voucher,
  WellnessEvent,
  Wsg,
} from '@wellness/api';

export const packageUuids = {
  starter: '11111111-1111-4111-8111-111111111111',
  explorer: '22222222-2222-4222-8222-222222222222',
  champion: '33333333-3333-4333-8333-333333333333',
} as const;

export const starterPackage: Package = {
  uuid: packageUuids.starter,
  name: 'Starter',
  colour: '#2E9E6B',
  image: null,
  isActive: true,
  annualCost: 0,
  cost: 0,
  monthlyCost: 0,
  expiry: '1 year',
  benefits: [
    '1 free orientation session',
    '0% discount on courses, retreats and sessions',
    'Join 1 Wellness Support Group',
    'Register for free community events',
  ],
  numberOfWellnessSupportGroups: 1,
  numberOfHealthHeroSessions: 0,
  // What the default member (on Explorer, paid) may do with it, as the server answers it.
  action: 'none',
};

export const explorerPackage: Package = {
  uuid: packageUuids.explorer,
  name: 'Explorer',
  colour: '#2F6FDB',
  image: null,
  isActive: true,
  annualCost: 99,
  cost: 99,
  monthlyCost: 8.25,
  expiry: '1 year',
  benefits: [
    '10% discount on micro learning and periodic wellness courses',
    '20% discount on retreats and food camps',
    '2 newsletters',
    'Join up to 3 Wellness Support Groups',
    '2 Health Hero sessions',
  ],
  numberOfWellnessSupportGroups: 3,
  numberOfHealthHeroSessions: 2,
  // What the default member (on Explorer, paid) may do with it, as the server answers it.
  action: 'cancel',
};

export const championPackage: Package = {
  uuid: packageUuids.champion,
  name: 'Champion',
  colour: '#C98A0B',
  image: null,
  isActive: true,
  annualCost: 199,
  cost: 199,
  monthlyCost: 16.58,
  expiry: '1 year',
  benefits: [
    '20% discount on micro learning and periodic wellness courses',
    '30% discount on retreats and food camps',
    '50% discount on the wellness lifestyle session',
    '4 newsletters',
    'Join up to 10 Wellness Support Groups',
    '5 Health Hero sessions',
  ],
  numberOfWellnessSupportGroups: 10,
  numberOfHealthHeroSessions: 5,
  // What the default member (on Explorer, paid) may do with it, as the server answers it.
  action: 'select',
};

export const packages: Package[] = [starterPackage, explorerPackage, championPackage];

/** The list as the server answers it to a member on Starter (free): marked, and both paid packages offered. */
export const packagesOnStarter: Package[] = [
  { ...starterPackage, action: 'current' },
  { ...explorerPackage, action: 'select' },
  { ...championPackage, action: 'select' },
];

/** The packages as the server sends them to an Arabic member (benefits translated; names are brand names). */
export const arabicPackages: Package[] = [
  {
    ...starterPackage,
    benefits: [
      'جلسة تعريفية مجانية واحدة',
      'خصم 0% على الدورات والخلوات والجلسات',
      'الانضمام إلى مجموعة دعم عافية واحدة',
      'التسجيل في فعاليات المجتمع المجانية',
    ],
  },
  {
    ...explorerPackage,
    benefits: [
      'خصم 10% على دورات التعلّم المصغّر ودورات العافية الدورية',
      'خصم 20% على الخلوات ومخيمات التغذية',
      'نشرتان إخباريتان',
      'الانضمام إلى ما يصل إلى 3 مجموعات دعم عافية',
      'جلستان مع أبطال الصحة',
    ],
  },
  {
    ...championPackage,
    benefits: [
      'خصم 20% على دورات التعلّم المصغّر ودورات العافية الدورية',
      'خصم 30% على الخلوات ومخيمات التغذية',
      'خصم 50% على جلسة نمط الحياة الصحي',
      '4 نشرات إخبارية',
      'الانضمام إلى ما يصل إلى 10 مجموعات دعم عافية',
      '5 جلسات مع أبطال الصحة',
    ],
  },
];

function userPackage(pkg: Package, expiry: string): UserPackage {
  return {
    uuid: pkg.uuid,
    name: pkg.name,
    colour: pkg.colour,
    cost: pkg.cost,
    annualCost: pkg.annualCost,
    expiry,
  };
}

/** The member of every signed-in screen: on Explorer (paid) until 3 March 2027. */
export const member: User = {
  uuid: '0b6f4a3e-8a0e-4a53-9a57-3f1c2d4b5e6f',
  email: 'amira.haddad@example.com',
  name: 'Amira Haddad',
  mobile: '4155550100',
  ageGroup: '30-50',
  gender: 'Female',
  addressLine1: '2200 Mission Street',
  addressLine2: 'Apartment 4B',
  city: 'San Francisco',
  state: 'California',
  zipCode: '94110',
  country: 'United States',
  countryCode: '+1',
  image: null,
  coverImage: null,
  role: ['user'],
  staffRole: null,
  profileCompleted: true,
  package: userPackage(explorerPackage, '2027-03-03T00:00:00.000Z'),
};

/** The same member on the free Starter package. */
export const starterMember: User = {
  ...member,
  package: userPackage(starterPackage, '2027-11-24T00:00:00.000Z'),
};

/** A member who has just verified their e-mail: no address or age group yet. */
export const newMember: User = {
  ...member,
  ageGroup: null as unknown as User['ageGroup'],
  gender: null as unknown as User['gender'],
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  profileCompleted: false,
  package: null,
};

const speaker = (name: string, designation: string, role: 'speaker' | 'moderator' = 'speaker') => ({
  name,
  designation,
  role,
  image: null,
  linkedInProfile: null,
  description: `${name} is ${designation.toLowerCase()}.`,
});

const onStarter = [{ uuid: packageUuids.starter, name: 'Starter', colour: '#2E9E6B', monthlyCost: 0 }];
const onExplorer = [{ uuid: packageUuids.explorer, name: 'Explorer', colour: '#2F6FDB', monthlyCost: 8.25 }];

export const mindfulMornings: WellnessEvent = {
  uuid: 'a1000000-0000-4000-8000-000000000001',
  id: 101,
  name: 'Mindful Mornings: Managing Everyday Stress',
  image: null,
  eventCategory: 'Behavioral Health',
  eventMode: 'Online',
  startTime: '2026-11-27T16:00:00.000Z',
  endTime: '2026-11-27T17:00:00.000Z',
  price: 0,
  allowRegistration: true,
  description:
    '<p>A gentle guided session on <strong>breathing</strong> and short mindfulness practices for busy days.</p><ul><li>Box breathing</li><li>Body scan</li></ul>',
  speakers: [
    speaker('Dr. Maya Patel', 'Clinical psychologist'),
    speaker('Sam Rivera', 'Community host', 'moderator'),
  ],
  packages: onStarter,
  status: 'upcoming',
  quantity: null,
};

export const workplaceWellbeing: WellnessEvent = {
  uuid: 'a1000000-0000-4000-8000-000000000003',
  id: 103,
  name: 'Workplace Wellbeing for Teams',
  image: null,
  eventCategory: 'Corporate Wellness',
  eventMode: 'In-Person',
  startTime: '2026-12-08T15:00:00.000Z',
  endTime: '2026-12-08T18:00:00.000Z',
  price: 49,
  allowRegistration: true,
  description:
    '<p>A practical workshop for team leads: ergonomics, breaks that work, and healthy meetings.</p>',
  speakers: [speaker('Priya Nair', 'Occupational therapist')],
  packages: onStarter,
  status: 'upcoming',
  quantity: 40,
};

export const plantBasedKitchen: WellnessEvent = {
  uuid: 'a1000000-0000-4000-8000-000000000004',
  id: 104,
  name: 'The Plant-Based Kitchen',
  image: null,
  eventCategory: 'Diet',
  eventMode: 'Online',
  startTime: '2026-11-30T18:00:00.000Z',
  endTime: '2026-11-30T19:30:00.000Z',
  price: 15,
  allowRegistration: true,
  description: '<p>Cook along: three weeknight meals rich in fibre and protein.</p>',
  speakers: [speaker('Chef Ana Lopes', 'Nutritionist and chef')],
  packages: onStarter,
  status: 'upcoming',
  quantity: null,
};

export const cancerSurvivorsCircle: WellnessEvent = {
  uuid: 'a1000000-0000-4000-8000-000000000002',
  id: 102,
  name: 'Cancer Survivors Circle',
  image: null,
  eventCategory: 'Cancer',
  eventMode: 'Hybrid',
  startTime: '2026-12-03T17:00:00.000Z',
  endTime: '2026-12-03T19:00:00.000Z',
  price: 0,
  allowRegistration: true,
  description: '<p>Survivors and carers share what helped them through treatment and recovery.</p>',
  speakers: [speaker('Linda Okafor', 'Oncology nurse'), speaker('James Chen', 'Peer mentor', 'moderator')],
  packages: onExplorer,
  status: 'upcoming',
  quantity: 30,
};

export const walkingGroup: WellnessEvent = {
  uuid: 'a1000000-0000-4000-8000-000000000009',
  id: 109,
  name: 'Autumn Walking Group',
  image: null,
  eventCategory: 'Lifestyle',
  eventMode: 'In-Person',
  startTime: '2026-11-10T08:00:00.000Z',
  endTime: '2026-11-10T10:00:00.000Z',
  price: 0,
  allowRegistration: true,
  description: '<p>A brisk two-hour walk along the bay with a physiotherapist.</p>',
  speakers: [speaker('Tom Becker', 'Physiotherapist')],
  packages: onStarter,
  status: 'completed',
  quantity: null,
};

export const sleepWorkshop: WellnessEvent = {
  uuid: 'a1000000-0000-4000-8000-000000000010',
  id: 110,
  name: 'Sleep Better: A Practical Workshop',
  image: null,
  eventCategory: 'Behavioral Health',
  eventMode: 'Online',
  startTime: '2026-10-21T17:00:00.000Z',
  endTime: '2026-10-21T18:30:00.000Z',
  price: 20,
  allowRegistration: true,
  description: '<p>Routines, light and caffeine: what the evidence says about a good night.</p>',
  speakers: [speaker('Dr. Hannah Weiss', 'Sleep specialist')],
  packages: onStarter,
  status: 'completed',
  quantity: null,
};

export const upcomingEvents: WellnessEvent[] = [
  mindfulMornings,
  plantBasedKitchen,
  cancerSurvivorsCircle,
  workplaceWellbeing,
];

function registration(event: WellnessEvent, index: number, quantity = 1): EventRegistration {
  return {
    uuid: `b2000000-0000-4000-8000-00000000000${index}`,
    eventUuid: event.uuid,
    quantity,
    isActive: true,
    createdAt: '2026-11-02T10:15:00.000Z',
    event,
  };
}

/** Two upcoming registrations (one paid for two seats) and two completed ones. */
export const registrations: EventRegistration[] = [
  registration(mindfulMornings, 1),
  registration(workplaceWellbeing, 2, 2),
  registration(walkingGroup, 3),
  registration(sleepWorkshop, 4),
];

const explorerSummary = onExplorer;

export const vouchers: Voucher[] = [
  {
    id: 'c3000000-0000-4000-8000-000000000001',
    name: 'Free sauna session',
    companyName: 'Blue Lagoon Spa',
    coverImage: null,
    expiryDate: '2026-12-31T23:00:00.000Z',
    voucherCode: 'EXPLORER-SAUNA',
    membershipPackage: packageUuids.explorer,
    packages: explorerSummary,
    redeemedAt: null,
  },
  {
    id: 'c3000000-0000-4000-8000-000000000002',
    name: '20% off a nutrition consultation',
    companyName: 'Greenleaf Nutrition',
    coverImage: null,
    expiryDate: '2027-02-28T23:00:00.000Z',
    voucherCode: 'GREENLEAF20',
    membershipPackage: packageUuids.explorer,
    packages: explorerSummary,
    redeemedAt: null,
  },
  {
    id: 'c3000000-0000-4000-8000-000000000003',
    name: 'Yoga mat and strap',
    companyName: 'Stillpoint Studio',
    coverImage: null,
    expiryDate: '2027-01-15T23:00:00.000Z',
    voucherCode: 'STILLPOINT-MAT',
    membershipPackage: packageUuids.explorer,
    packages: explorerSummary,
    redeemedAt: '2026-11-12T14:20:00.000Z',
  },
];

export const transactions: Transaction[] = [
  {
    uuid: 'd4000000-0000-4000-8000-000000000001',
    transactionId: 'pi_3QxK2L7c9wE1',
    name: 'Workplace Wellbeing for Teams',
    remarks: 'Event registration, 2 seats',
    transactionDate: '2026-11-02T10:15:00.000Z',
    total: 98,
    type: 'event',
    status: true,
    eventName: 'Workplace Wellbeing for Teams',
  },
  {
    uuid: 'd4000000-0000-4000-8000-000000000002',
    transactionId: 'pi_3QwA8M2b4xR7',
    name: 'Explorer',
    remarks: 'Yearly package',
    transactionDate: '2026-03-03T09:02:00.000Z',
    total: 99,
    type: 'package',
    status: true,
    eventName: null,
  },
  {
    uuid: 'd4000000-0000-4000-8000-000000000003',
    transactionId: 'pi_3QvZ1c6d0yT3',
    name: 'Sleep Better: A Practical Workshop',
    remarks: 'Card declined',
    transactionDate: '2026-10-14T18:40:00.000Z',
    total: 20,
    type: 'event',
    status: false,
    eventName: 'Sleep Better: A Practical Workshop',
  },
];

/** The refund of a cancelled paid event registration, newest first before the payment it gives back. */
export const refundTransaction: Transaction = {
  uuid: 'd4000000-0000-4000-8000-000000000004',
  transactionId: 're_3QyB7N1a2zU9',
  name: 'Workplace Wellbeing for Teams',
  remarks: 'Refund for a cancelled event registration',
  transactionDate: '2026-11-05T08:30:00.000Z',
  total: 98,
  type: 'refund',
  status: true,
  eventName: 'Workplace Wellbeing for Teams',
};

export const faqs: Faq[] = [
  {
    uuid: 'e5000000-0000-4000-8000-000000000001',
    question: 'What is included in the free Starter membership?',
    answer:
      'Starter gives you one free orientation session, access to free community events and membership of one Wellness Support Group. You can upgrade to Explorer or Champion at any time from the Packages page.',
  },
  {
    uuid: 'e5000000-0000-4000-8000-000000000002',
    question: 'How do I upgrade or cancel my membership package?',
    answer:
      'Open Packages from your profile and choose Select on the package you want. To cancel a paid package, choose Cancel on your current package: you move to the free Starter package immediately and the remaining period is not refunded.',
  },
  {
    uuid: 'e5000000-0000-4000-8000-000000000003',
    question: 'Can I get a refund if I cancel an event registration?',
    answer:
      'Yes. When you cancel a paid event registration, any refund is initiated within 7 business days to the card you paid with.',
  },
  {
    uuid: 'e5000000-0000-4000-8000-000000000004',
    question: 'I forgot my password. What should I do?',
    answer:
      'Choose Forgot Password on the login page and enter your e-mail address. We will send you a link to set a new password; the link can be used once and expires after one hour.',
  },
];

export const countries: Country[] = [
  { countryName: 'Egypt', countryCallingCode: '+20', countryCode: 'EG' },
  { countryName: 'Germany', countryCallingCode: '+49', countryCode: 'DE' },
  { countryName: 'India', countryCallingCode: '+91', countryCode: 'IN' },
  { countryName: 'Saudi Arabia', countryCallingCode: '+966', countryCode: 'SA' },
  { countryName: 'Turkey', countryCallingCode: '+90', countryCode: 'TR' },
  { countryName: 'United Arab Emirates', countryCallingCode: '+971', countryCode: 'AE' },
  { countryName: 'United Kingdom', countryCallingCode: '+44', countryCode: 'GB' },
  { countryName: 'United States', countryCallingCode: '+1', countryCode: 'US' },
];

function wsg(index: number, fields: Partial<Wsg> & Pick<Wsg, 'name' | 'description'>): Wsg {
  const uuid = `f6000000-0000-4000-8000-00000000000${index}`;
  return {
    uuid,
    supportGroupUuid: uuid,
    coverImage: null,
    groupCategory: 'Heart Health',
    groupLeader: 'Dr. Omar Haddad',
    groupLeaderDetails: { name: 'Dr. Omar Haddad' },
    city: 'San Francisco',
    state: 'California',
    country: 'United States',
    numberOfMembers: 18,
    packages: onStarter,
    isActive: true,
    isRequested: false,
    status: null,
    ...fields,
  };
}

export const heartHealthCircle = wsg(1, {
  name: 'Heart Health Circle',
  description:
    'Members living with or recovering from heart conditions meet every other Thursday to share progress, questions and small wins, guided by a cardiologist.',
});

export const diabetesPeers = wsg(2, {
  name: 'Type 2 Diabetes Peers',
  description:
    'Weekly check-ins on meals, movement and blood sugar, with a diabetes educator. New members are paired with a peer for their first month.',
  groupCategory: 'Diabetes',
  groupLeader: 'Grace Kim',
  groupLeaderDetails: { name: 'Grace Kim' },
  numberOfMembers: 26,
});

export const mindfulParents = wsg(3, {
  name: 'Mindful Parents',
  description:
    'Parents of young children practise short mindfulness routines together and talk through the stress of busy family days.',
  groupCategory: 'Behavioral Health',
  groupLeader: 'Sam Rivera',
  groupLeaderDetails: { name: 'Sam Rivera' },
  city: 'Oakland',
  numberOfMembers: 12,
  packages: onExplorer,
});

export const wsgs: Wsg[] = [heartHealthCircle, diabetesPeers, mindfulParents];

/** The member's groups: one accepted, one request pending. */
export const myAcceptedWsgs: Wsg[] = [{ ...heartHealthCircle, isRequested: true, status: 'accepted' }];
export const myPendingWsgs: Wsg[] = [{ ...diabetesPeers, isRequested: true, status: 'pending' }];

/** An event as GET /user/event/view answers it for the member: whether their package lets them register. */
export function asViewer(event: WellnessEvent, viewerCanRegister = true): EventForViewer {
  return {
    ...event,
    viewerCanRegister,
    blockedReason: viewerCanRegister ? null : 'PACKAGE_UPGRADE_REQUIRED',
  };
}

/** The member's calendar in the screens' week (24 November 2026): two own entries, an event and a session. */
export const calendarEvents: CalendarEvent[] = [
  {
    id: 'c4000000-0000-4000-8000-000000000001',
    source: 'own',
    title: 'Morning walk',
    allDay: false,
    start: '2026-11-24T07:00:00.000Z',
    end: '2026-11-24T08:00:00.000Z',
    extendedProps: { desc: 'Around the lake' },
  },
  {
    id: `event-${mindfulMornings.uuid}`,
    source: 'event',
    title: mindfulMornings.name,
    allDay: false,
    start: '2026-11-25T16:00:00.000Z',
    end: '2026-11-25T17:00:00.000Z',
  },
  {
    id: 'session-c5000000-0000-4000-8000-000000000001',
    source: 'session',
    title: 'Dr. Amara Okafor',
    allDay: false,
    start: '2026-11-26T18:30:00.000Z',
    end: '2026-11-26T19:30:00.000Z',
    extendedProps: { desc: 'Sleep' },
  },
  {
    id: 'c4000000-0000-4000-8000-000000000002',
    source: 'own',
    title: 'Retreat',
    allDay: true,
    start: '2026-11-27T00:00:00.000Z',
    end: '2026-11-29T00:00:00.000Z',
  },
];

export const calendarFeed: CalendarFeed = {
  url: 'http://localhost:3000/v1/calendar/feed/Qm9vdHN0cmFwcGluZy1hLWNhbGVuZGFyLWZlZWQtdG9rZW4.ics',
};
