import type { EventCategory } from '@wellness/api';
import type { Database } from './index.js';
import { and, eq, sql } from 'drizzle-orm';
import { groupTranslations } from './seed-group-translations.js';
import { packages, supportGroups } from './schema.js';

/** Where the committed seed images are served from (see `paths.media` and app.ts). */
export const MEDIA_PREFIX = '/media/';

interface SeedGroup {
  key: string;
  name: string;
  category: EventCategory;
  description: string;
  leaderName: string;
  city: string;
  state: string;
  country: string;
  packageName: 'Starter' | 'Explorer' | 'Champion';
  baseMembers: number;
}

/** One or more groups in each of the twelve categories (§2, §9), each with a committed cover under media/groups/. */
export const seedGroups: SeedGroup[] = [
  {
    key: 'mindful-minds',
    name: 'Mindful Minds',
    category: 'Behavioral Health',
    description:
      'A weekly circle for anyone living with stress, anxiety or low mood. We practise grounding techniques together, share what helped during the week and keep each other company on the harder days. Everyone is welcome; nobody has to speak.',
    leaderName: 'Dr. Maya Patel',
    city: 'Austin',
    state: 'Texas',
    country: 'United States',
    packageName: 'Starter',
    baseMembers: 48,
  },
  {
    key: 'cancer-care-circle',
    name: 'Cancer Care Circle',
    category: 'Cancer',
    description:
      'Survivors, patients and carers meet to talk through treatment, side effects, fatigue and the return to everyday life. Guest oncology nurses join once a month to answer questions.',
    leaderName: 'Linda Okafor',
    city: 'Seattle',
    state: 'Washington',
    country: 'United States',
    packageName: 'Explorer',
    baseMembers: 31,
  },
  {
    key: 'workplace-balance',
    name: 'Workplace Balance',
    category: 'Corporate Wellness',
    description:
      'For people who want healthier working days: posture and movement breaks, boundaries with e-mail, and honest talk about burnout. Useful for team leads who want to bring ideas back to their teams.',
    leaderName: 'Omar Haddad',
    city: 'Toronto',
    state: 'Ontario',
    country: 'Canada',
    packageName: 'Explorer',
    baseMembers: 22,
  },
  {
    key: 'nourish-together',
    name: 'Nourish Together',
    category: 'Diet',
    description:
      'Plan simple balanced meals, swap recipes and keep a food diary with others who are changing how they eat. A registered dietitian reviews the group’s questions every fortnight.',
    leaderName: 'Priya Nair',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    packageName: 'Starter',
    baseMembers: 64,
  },
  {
    key: 'diabetes-daily',
    name: 'Diabetes Daily',
    category: 'Diabetes',
    description:
      'Living well with type 1 and type 2 diabetes: glucose logs, carb counting, exercise and the emotional side of a condition that never takes a day off. Family members are welcome too.',
    leaderName: 'James Chen',
    city: 'Vancouver',
    state: 'British Columbia',
    country: 'Canada',
    packageName: 'Starter',
    baseMembers: 40,
  },
  {
    key: 'hero-stories',
    name: 'Hero Stories',
    category: 'Health Heroes',
    description:
      'Our health heroes share how they turned their own health journeys around, and members bring the questions they would like a mentor to answer.',
    leaderName: 'Grace Mensah',
    city: 'Chicago',
    state: 'Illinois',
    country: 'United States',
    packageName: 'Champion',
    baseMembers: 18,
  },
  {
    key: 'heart-strong',
    name: 'Heart Strong',
    category: 'Heart Health',
    description:
      'Recovering after a heart event or managing blood pressure? Walk, talk and learn with others on the same road, with monthly sessions from a cardiac rehabilitation coach.',
    leaderName: 'Dr. Ana Silva',
    city: 'São Paulo',
    state: 'São Paulo',
    country: 'Brazil',
    packageName: 'Explorer',
    baseMembers: 27,
  },
  {
    key: 'active-living',
    name: 'Active Living',
    category: 'Lifestyle',
    description:
      'Small daily habits that add up: sleep, movement, screen time and time outdoors. Each month the group picks one habit and tries it together.',
    leaderName: 'Sam Rivera',
    city: 'Denver',
    state: 'Colorado',
    country: 'United States',
    packageName: 'Starter',
    baseMembers: 75,
  },
  {
    key: 'golden-years',
    name: 'Golden Years',
    category: 'Senior Forum',
    description:
      'A friendly forum for members over sixty: staying mobile, memory games, managing several medicines and keeping in touch with friends and family.',
    leaderName: 'Robert Hughes',
    city: 'Ottawa',
    state: 'Ontario',
    country: 'Canada',
    packageName: 'Starter',
    baseMembers: 36,
  },
  {
    key: 'women-wellness-circle',
    name: 'Women Wellness Circle',
    category: 'Women Wellness',
    description:
      'A safe space to talk about hormonal health, pregnancy and postpartum, menopause and the pressure of caring for everyone else first.',
    leaderName: 'Aisha Rahman',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    packageName: 'Explorer',
    baseMembers: 52,
  },
  {
    key: 'peer-support-network',
    name: 'Peer Support Network',
    category: 'WSGs',
    description:
      'New to support groups? Start here. Meet other members, learn how our groups work and find the circle that fits you best.',
    leaderName: 'Chen Wei',
    city: 'Shanghai',
    state: 'Shanghai',
    country: 'China',
    packageName: 'Starter',
    baseMembers: 90,
  },
  {
    key: 'youth-forum',
    name: 'Youth Forum',
    category: 'Youth Forum',
    description:
      'For members aged 18 to 25: exam stress, first jobs, friendships, sport and finding your footing. Run by young members, for young members.',
    leaderName: 'Daniel Kabila',
    city: 'Kinshasa',
    state: 'Kinshasa',
    country: 'Congo',
    packageName: 'Champion',
    baseMembers: 15,
  },
];

/**
 * Idempotent: inserts the seeded groups that are missing (by seed key), with their Turkish and Arabic, and leaves
 * edited rows alone.
 */
export async function seedSupportGroups(db: Database): Promise<void> {
  const packageRows = await db.select({ id: packages.id, name: packages.name }).from(packages);
  const packageId = (name: string) => packageRows.find((p) => p.name === name)?.id ?? null;
  await db
    .insert(supportGroups)
    .values(
      seedGroups.map((group) => ({
        seedKey: group.key,
        name: group.name,
        description: group.description,
        coverImage: `${MEDIA_PREFIX}groups/${group.key}.svg`,
        category: group.category,
        leaderName: group.leaderName,
        city: group.city,
        state: group.state,
        country: group.country,
        packageId: packageId(group.packageName),
        baseMembers: group.baseMembers,
        translations: groupTranslations[group.key] ?? {},
      })),
    )
    .onConflictDoNothing({ target: supportGroups.seedKey });
  // Databases seeded before the groups had Turkish and Arabic get them once; a group whose translations an
  // operator has written (anything but the empty default) is left alone.
  for (const group of seedGroups) {
    const translations = groupTranslations[group.key];
    if (!translations) continue;
    await db
      .update(supportGroups)
      .set({ translations })
      .where(and(eq(supportGroups.seedKey, group.key), sql`${supportGroups.translations} = '{}'::jsonb`));
  }
}
