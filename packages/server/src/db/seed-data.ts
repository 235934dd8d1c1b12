import { countries as countryData } from 'countries-list';

export const STARTER_PACKAGE_NAME = 'Starter';

/**
 * The three yearly packages of spec §9. Limits chosen here (the spec leaves them open):
 * wellness support groups 1 / 3 / 10, health hero sessions 0 / 2 / 5.
 */
export const seedPackages = [
  {
    name: STARTER_PACKAGE_NAME,
    colour: '#2E9E6B',
    annualCost: 0,
    monthlyCost: 0,
    numberOfWellnessSupportGroups: 1,
    numberOfHealthHeroSessions: 0,
    benefits: [
      '1 free orientation session',
      '0% discount on courses, retreats and sessions',
      'Join 1 Wellness Support Group',
      'Register for free community events',
    ],
  },
  {
    name: 'Explorer',
    colour: '#2F6FDB',
    annualCost: 99,
    monthlyCost: 8.25,
    numberOfWellnessSupportGroups: 3,
    numberOfHealthHeroSessions: 2,
    benefits: [
      '10% discount on micro learning and periodic wellness courses',
      '20% discount on retreats and food camps',
      '2 newsletters',
      'Join up to 3 Wellness Support Groups',
      '2 Health Hero sessions',
    ],
  },
  {
    name: 'Champion',
    colour: '#C98A0B',
    annualCost: 199,
    monthlyCost: 16.58,
    numberOfWellnessSupportGroups: 10,
    numberOfHealthHeroSessions: 5,
    benefits: [
      '20% discount on micro learning and periodic wellness courses',
      '30% discount on retreats and food camps',
      '50% discount on the wellness lifestyle session',
      '4 newsletters',
      'Join up to 10 Wellness Support Groups',
      '5 Health Hero sessions',
    ],
  },
];

export const seedFaqs: { question: string; answer: string }[] = [
  {
    question: 'What is included in the free Starter membership?',
    answer:
      'Starter gives you one free orientation session, access to free community events and membership of one Wellness Support Group. You can upgrade to Explorer or Champion at any time from the Packages page.',
  },
  {
    question: 'How do I upgrade or cancel my membership package?',
    answer:
      'Open Packages from your profile and choose Select on the package you want. To cancel a paid package, choose Cancel on your current package: you move to the free Starter package immediately and the remaining period is not refunded.',
  },
  {
    question: 'How long does it take for a new package to become active?',
    answer:
      'Most payments activate your package within a minute. A pending membership may take up to 24 hours to activate; if a payment fails, any amount taken is refunded within 7-10 working days.',
  },
  {
    question: 'What is a Wellness Support Group (WSG)?',
    answer:
      'A WSG is a small group of members who meet regularly around a shared health topic, such as heart health, diabetes or lifestyle change, guided by a group leader. The number of groups you can join depends on your package: 1 with Starter, up to 3 with Explorer and up to 10 with Champion.',
  },
  {
    question: 'Who are Health Heroes and how do I book a session?',
    answer:
      'Health Heroes are mentors who have lived through or treat a health condition. Open Explore Health Heroes, choose Know More on a hero and then Request Session. The number of sessions depends on your package: none with Starter, up to 2 with Explorer and up to 5 with Champion.',
  },
  {
    question: 'Can I get a refund if I cancel an event registration?',
    answer:
      'Yes. When you cancel a paid event registration, any refund is initiated within 7 business days to the card you paid with.',
  },
  {
    question: 'How do I use a voucher or coupon code?',
    answer:
      'Vouchers for your package are listed under Vouchers. Enter the voucher code in the coupon box on the Review Order page before you pay; the discount is shown before you confirm.',
  },
  {
    question: 'I forgot my password. What should I do?',
    answer:
      'Choose Forgot Password on the login page and enter your e-mail address. We will send you a link to set a new password; the link can be used once and expires after one hour.',
  },
  {
    question: 'Is my health information kept private?',
    answer:
      'Your profile is visible only to you and to the team running the programmes you join. We never sell personal data, and you can ask for your account to be deleted at any time through Contact us.',
  },
];

/** Every country with its ISO 3166-1 alpha-2 code and primary calling code ('+1', '+91', …). */
export const seedCountries = Object.entries(countryData).flatMap(([code, country]) =>
  country.phone[0] === undefined ? [] : [{ code, name: country.name, callingCode: `+${country.phone[0]}` }],
);

export const demoMember = {
  email: 'demo@wellness.example',
  password: 'Demo@1234',
  name: 'Demo Member',
  mobile: '4155550100',
  countryCode: '+1',
  // A complete shipping address: placing a marketplace order needs line 1 too (issue 31).
  addressLine1: '500 Market Street',
  country: 'United States',
  state: 'California',
  city: 'San Francisco',
  zipCode: '94103',
  ageGroup: '30-50' as const,
  gender: 'Other' as const,
};

/** The staff account seeded outside production (README); staff cannot be created through sign-up. */
export const staffAccount = {
  email: 'staff@wellness.example',
  password: 'Staff@1234',
  name: 'Programme Staff',
  country: 'United States',
  state: 'California',
  city: 'San Francisco',
  zipCode: '94103',
};
