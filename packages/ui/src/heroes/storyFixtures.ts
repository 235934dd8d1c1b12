import { placeholderImages } from '../assets';
import type { HealthHero, HealthHeroSession, OwnHeroSession } from '@wellness/api';

const starter = { uuid: 'pkg-starter', name: 'Starter', colour: '#16A34A', monthlyCost: 0 };
const explorer = { uuid: 'pkg-explorer', name: 'Explorer', colour: '#2563EB', monthlyCost: 8.25 };

/** Fixed story heroes: committed images only. */
export const heroes: HealthHero[] = [
  {
    uuid: 'h-1',
    name: 'Dr. Priya Shah',
    image: placeholderImages.meditation.src,
    city: 'Austin',
    country: 'United States',
    category: 'Doctor',
    discrip: 'Family physician who helps members make sense of a new diagnosis and plan the first months.',
    preferredDays: ['Monday', 'Wednesday'],
    numberOfHours: 4,
    packages: [starter],
    experience: '15 years in family medicine',
    areaOfMentoring: ['Diabetes', 'Heart Health'],
    diseaseType: ['Type 2 diabetes', 'Hypertension'],
    mentoringChannel: 'online',
    ageBracket: 'Matured',
    reasonForMentoring: 'Nobody should leave the clinic not understanding their own condition.',
  },
  {
    uuid: 'h-2',
    name: 'Marcus Bell',
    image: placeholderImages.natureWalk.src,
    city: 'Chicago',
    country: 'United States',
    category: 'Combat',
    discrip:
      'Two-time cancer survivor and marathon runner; talks members through treatment and getting moving again.',
    preferredDays: ['Tuesday', 'Saturday'],
    numberOfHours: 3,
    packages: [explorer],
    experience: '8 years of peer mentoring at a cancer centre',
    areaOfMentoring: ['Cancer', 'Lifestyle'],
    diseaseType: ['Lymphoma'],
    mentoringChannel: 'both',
    ageBracket: 'Senior',
    reasonForMentoring: 'Someone sat with me when I was scared; I want to do the same.',
  },
  {
    uuid: 'h-3',
    name: 'Meera Iyer',
    image: null,
    city: 'Pune',
    country: 'India',
    category: 'Reversal',
    discrip: 'Reversed her type 2 diabetes through diet and daily walks.',
    preferredDays: ['Friday'],
    numberOfHours: 2,
    packages: [starter],
    experience: '5 years of community coaching',
    areaOfMentoring: ['Diet', 'Diabetes'],
    diseaseType: ['Type 2 diabetes'],
    mentoringChannel: 'on-site',
    ageBracket: 'Youth',
    reasonForMentoring: 'Small changes worked for me.',
  },
];

const session = (
  uuid: string,
  hero: HealthHero,
  fields: Pick<HealthHeroSession, 'sessionDate' | 'sessionTime' | 'sessionPurpose' | 'isActive'>,
): HealthHeroSession => ({
  uuid,
  healthHeroUuid: hero.uuid,
  healthHero: { uuid: hero.uuid, name: hero.name, image: hero.image },
  otherProblems: null,
  consultation: 'yes',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

/** One session of each state: pending (null), accepted (true), rejected (false). */
export const sessions: HealthHeroSession[] = [
  session('s-1', heroes[0]!, {
    sessionDate: '2027-01-15',
    sessionTime: '17:30',
    sessionPurpose: 'Understanding my new diagnosis',
    isActive: null,
  }),
  session('s-2', heroes[1]!, {
    sessionDate: '2026-12-02',
    sessionTime: '09:00',
    sessionPurpose: 'Getting active again after treatment',
    isActive: true,
  }),
  session('s-3', heroes[2]!, {
    sessionDate: '2026-12-10',
    sessionTime: '14:15',
    sessionPurpose: 'Meal planning',
    isActive: false,
  }),
];

/** Requests made to an accepted hero, and the sessions they accepted (their own page). */
export const ownRequests: OwnHeroSession[] = [
  {
    uuid: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c01',
    member: { name: 'Amira Haddad' },
    sessionDate: '2027-01-15',
    sessionTime: '17:30',
    sessionPurpose: 'Managing stress after a diagnosis',
    otherProblems: 'Trouble sleeping',
    consultation: 'yes',
    isActive: null,
    requestedAt: '2026-11-20T10:00:00.000Z',
  },
  {
    uuid: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c02',
    member: { name: 'Mehmet Yılmaz' },
    sessionDate: '2027-01-18',
    sessionTime: '09:00',
    sessionPurpose: 'Diet after type 2 diabetes',
    otherProblems: null,
    consultation: 'no',
    isActive: null,
    requestedAt: '2026-11-21T08:30:00.000Z',
  },
];

export const ownUpcoming: OwnHeroSession[] = [
  {
    uuid: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c03',
    member: { name: 'Jordan Lee' },
    sessionDate: '2027-01-10',
    sessionTime: '14:00',
    sessionPurpose: 'Staying active with heart disease',
    otherProblems: null,
    consultation: 'yes',
    isActive: true,
    requestedAt: '2026-11-10T12:00:00.000Z',
  },
];
