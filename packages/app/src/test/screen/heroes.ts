/** Health heroes and session requests for the screen stories (fixed data; dates around SCREEN_NOW). */
import type { HealthHero, HealthHeroSession } from '@wellness/api';
import { explorerPackage, starterPackage } from './fixtures';

const summary = (pkg: typeof starterPackage) => ({
  uuid: pkg.uuid,
  name: pkg.name,
  colour: pkg.colour,
  monthlyCost: pkg.monthlyCost,
});

function hero(
  index: number,
  fields: Partial<HealthHero> & Pick<HealthHero, 'name' | 'category'>,
): HealthHero {
  return {
    uuid: `a7000000-0000-4000-8000-00000000000${index}`,
    image: null,
    city: 'San Francisco',
    country: 'United States',
    discrip: 'Mentor for members of the community.',
    preferredDays: ['Monday'],
    numberOfHours: 2,
    packages: [summary(starterPackage)],
    experience: '5 years',
    areaOfMentoring: ['Lifestyle'],
    diseaseType: [],
    mentoringChannel: 'online',
    ageBracket: 'Matured',
    reasonForMentoring: 'To help.',
    ...fields,
  };
}

export const priyaShah = hero(1, {
  name: 'Dr. Priya Shah',
  category: 'Doctor',
  city: 'Austin',
  discrip: 'Family physician who helps members make sense of a new diagnosis and plan the first months.',
  preferredDays: ['Monday', 'Wednesday'],
  numberOfHours: 4,
  experience: '15 years in family medicine',
  areaOfMentoring: ['Diabetes', 'Heart Health'],
  diseaseType: ['Type 2 diabetes', 'Hypertension'],
  reasonForMentoring: 'Nobody should leave the clinic not understanding their own condition.',
});

export const marcusBell = hero(2, {
  name: 'Marcus Bell',
  category: 'Combat',
  city: 'Chicago',
  discrip:
    'Two-time cancer survivor and marathon runner; talks members through treatment and getting moving again.',
  preferredDays: ['Tuesday', 'Saturday'],
  numberOfHours: 3,
  packages: [summary(explorerPackage)],
  experience: '8 years of peer mentoring at a cancer centre',
  areaOfMentoring: ['Cancer', 'Lifestyle'],
  diseaseType: ['Lymphoma'],
  mentoringChannel: 'both',
  ageBracket: 'Senior',
  reasonForMentoring: 'Someone sat with me when I was scared; I want to do the same.',
});

export const meeraIyer = hero(3, {
  name: 'Meera Iyer',
  category: 'Reversal',
  city: 'Pune',
  country: 'India',
  discrip: 'Reversed her type 2 diabetes through diet and daily walks.',
  preferredDays: ['Friday'],
  areaOfMentoring: ['Diet', 'Diabetes'],
  diseaseType: ['Type 2 diabetes'],
  mentoringChannel: 'on-site',
  ageBracket: 'Youth',
});

export const healthHeroes: HealthHero[] = [priyaShah, marcusBell, meeraIyer];

function session(
  index: number,
  of: HealthHero,
  fields: Pick<HealthHeroSession, 'sessionDate' | 'sessionTime' | 'sessionPurpose' | 'isActive'>,
): HealthHeroSession {
  return {
    uuid: `a8000000-0000-4000-8000-00000000000${index}`,
    healthHeroUuid: of.uuid,
    healthHero: { uuid: of.uuid, name: of.name, image: of.image },
    otherProblems: null,
    consultation: 'yes',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

/** One session of each state: pending, accepted, rejected. */
export const heroSessions: HealthHeroSession[] = [
  session(1, priyaShah, {
    sessionDate: '2027-01-15',
    sessionTime: '17:30',
    sessionPurpose: 'Understanding my new diagnosis',
    isActive: null,
  }),
  session(2, marcusBell, {
    sessionDate: '2026-12-02',
    sessionTime: '09:00',
    sessionPurpose: 'Getting active again after treatment',
    isActive: true,
  }),
  session(3, meeraIyer, {
    sessionDate: '2026-12-10',
    sessionTime: '14:15',
    sessionPurpose: 'Meal planning',
    isActive: false,
  }),
];
