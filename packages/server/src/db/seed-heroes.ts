import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './index.js';
import { healthHeroes, packages } from './schema.js';
import { MEDIA_PREFIX } from './seed-groups.js';
import { heroTranslations } from './seed-speaker-hero-translations.js';

interface SeedHero {
  key: string;
  name: string;
  city: string;
  country: string;
  category: 'Combat' | 'Exemplary' | 'Reversal' | 'Doctor';
  discrip: string;
  preferredDays: string[];
  numberOfHours: number;
  packageName: 'Starter' | 'Explorer' | 'Champion';
  experience: string;
  areaOfMentoring: string[];
  diseaseType: string[];
  mentoringChannel: 'on-site' | 'online' | 'both';
  ageBracket: string;
  reasonForMentoring: string;
}

/** Every field of §3 for each hero; portraits are committed under media/heroes/. */
export const seedHeroes: SeedHero[] = [
  {
    key: 'priya-shah',
    name: 'Dr. Priya Shah',
    city: 'Austin',
    country: 'United States',
    category: 'Doctor',
    discrip: 'Family physician who helps members make sense of a new diagnosis and plan the first months.',
    preferredDays: ['Monday', 'Wednesday'],
    numberOfHours: 4,
    packageName: 'Starter',
    experience: '15 years in family medicine',
    areaOfMentoring: ['Diabetes', 'Heart Health'],
    diseaseType: ['Type 2 diabetes', 'Hypertension'],
    mentoringChannel: 'online',
    ageBracket: 'Matured',
    reasonForMentoring: 'Nobody should leave the clinic not understanding their own condition.',
  },
  {
    key: 'marcus-bell',
    name: 'Marcus Bell',
    city: 'Chicago',
    country: 'United States',
    category: 'Combat',
    discrip:
      'Two-time cancer survivor and marathon runner; talks members through treatment and getting moving again.',
    preferredDays: ['Tuesday', 'Saturday'],
    numberOfHours: 3,
    packageName: 'Explorer',
    experience: '8 years of peer mentoring at a cancer centre',
    areaOfMentoring: ['Cancer', 'Lifestyle'],
    diseaseType: ['Lymphoma'],
    mentoringChannel: 'both',
    ageBracket: 'Senior',
    reasonForMentoring: 'Someone sat with me when I was scared; I want to do the same.',
  },
  {
    key: 'elena-rossi',
    name: 'Elena Rossi',
    city: 'Toronto',
    country: 'Canada',
    category: 'Reversal',
    discrip: 'Reversed her pre-diabetes through food and movement; coaches realistic, lasting changes.',
    preferredDays: ['Thursday'],
    numberOfHours: 2,
    packageName: 'Starter',
    experience: '5 years as a certified health coach',
    areaOfMentoring: ['Diet', 'Diabetes'],
    diseaseType: ['Pre-diabetes', 'Obesity'],
    mentoringChannel: 'online',
    ageBracket: 'Youth',
    reasonForMentoring: 'Small steps changed my life and they can change yours.',
  },
  {
    key: 'samuel-adeyemi',
    name: 'Samuel Adeyemi',
    city: 'Vancouver',
    country: 'Canada',
    category: 'Exemplary',
    discrip: 'Counsellor and mindfulness teacher supporting members through anxiety, grief and burnout.',
    preferredDays: ['Monday', 'Friday'],
    numberOfHours: 5,
    packageName: 'Explorer',
    experience: '12 years as a licensed counsellor',
    areaOfMentoring: ['Behavioral Health', 'Lifestyle'],
    diseaseType: ['Anxiety', 'Depression'],
    mentoringChannel: 'on-site',
    ageBracket: 'Matured',
    reasonForMentoring: 'Mental health deserves the same care as physical health.',
  },
  {
    key: 'ana-silva',
    name: 'Dr. Ana Silva',
    city: 'São Paulo',
    country: 'Brazil',
    category: 'Doctor',
    discrip: 'Cardiologist focused on recovery after a heart event and on preventing the next one.',
    preferredDays: ['Wednesday', 'Saturday'],
    numberOfHours: 2,
    packageName: 'Champion',
    experience: '20 years in cardiology and cardiac rehabilitation',
    areaOfMentoring: ['Heart Health'],
    diseaseType: ['Coronary artery disease', 'Heart failure'],
    mentoringChannel: 'both',
    ageBracket: 'Elderly',
    reasonForMentoring: 'Recovery happens between appointments, and that is where support matters most.',
  },
  {
    key: 'meera-iyer',
    name: 'Meera Iyer',
    city: 'Bengaluru',
    country: 'India',
    category: 'Reversal',
    discrip: 'Brought her blood pressure down without medicine through diet and yoga; now she teaches both.',
    preferredDays: ['Sunday'],
    numberOfHours: 3,
    packageName: 'Champion',
    experience: '6 years teaching yoga for heart health',
    areaOfMentoring: ['Heart Health', 'Diet'],
    diseaseType: ['Hypertension'],
    mentoringChannel: 'online',
    ageBracket: 'Senior',
    reasonForMentoring: 'I want others to know that change is possible at any age.',
  },
];

/** Idempotent: inserts the seeded heroes that are missing (by seed key), with their Turkish and Arabic. */
export async function seedHealthHeroes(db: Database): Promise<void> {
  const packageRows = await db.select({ id: packages.id, name: packages.name }).from(packages);
  const packageId = (name: string) => packageRows.find((p) => p.name === name)?.id ?? null;
  await db
    .insert(healthHeroes)
    .values(
      seedHeroes.map(({ key, packageName, ...hero }) => ({
        ...hero,
        seedKey: key,
        image: `${MEDIA_PREFIX}heroes/${key}.svg`,
        packageId: packageId(packageName),
        translations: heroTranslations[key] ?? {},
      })),
    )
    .onConflictDoNothing({ target: healthHeroes.seedKey });
}

/**
 * Databases seeded before the heroes had Turkish and Arabic get them once (seed.ts runs this as its own step); a
 * hero whose translations an operator has written (anything but the empty default) is left alone.
 */
export async function seedHeroTranslations(db: Database): Promise<void> {
  for (const hero of seedHeroes) {
    const translations = heroTranslations[hero.key];
    if (!translations) continue;
    await db
      .update(healthHeroes)
      .set({ translations })
      .where(and(eq(healthHeroes.seedKey, hero.key), sql`${healthHeroes.translations} = '{}'::jsonb`));
  }
}
