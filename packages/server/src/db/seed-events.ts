import type { EventCategory } from '@wellness/api';
import { eq, sql } from 'drizzle-orm';
import { sanitizeRichText, textOfHtml } from '../services/rich-text.js';
import type { Database } from './index.js';
import { eventRegistrations, events, packages, vouchers, type SpeakerRecord } from './schema.js';
import { speakerTranslations } from './seed-speaker-hero-translations.js';
import { eventTranslations, voucherTranslations } from './seed-translations.js';

const DAY = 86400 * 1000;
const HOUR = 3600 * 1000;

interface SeedEvent {
  key: string;
  name: string;
  category: EventCategory | null;
  mode: 'Online' | 'In-Person' | 'Hybrid';
  /** Days from now (negative: past) and start hour (UTC) and length in hours. */
  inDays: number;
  hour: number;
  hours: number;
  price: number;
  packageName: 'Starter' | 'Explorer' | 'Champion';
  allowRegistration?: boolean;
  capacity?: number;
  description: string;
  speakers: SpeakerRecord[];
}

const speaker = (
  name: string,
  designation: string,
  role: SpeakerRecord['role'] = 'speaker',
): SpeakerRecord => ({
  name,
  designation,
  role,
  image: null,
  linkedInProfile: `https://www.linkedin.com/in/${name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
  description: `${name} is ${designation.toLowerCase()}.`,
  translations: speakerTranslations[name] ?? {},
});

/** A realistic programme across the 12 categories, past and upcoming, free and paid, online and in person. */
const seedEvents: SeedEvent[] = [
  {
    key: 'mindful-mornings',
    name: 'Mindful Mornings: Managing Everyday Stress',
    category: 'Behavioral Health',
    mode: 'Online',
    inDays: 3,
    hour: 16,
    hours: 1,
    price: 0,
    packageName: 'Starter',
    description:
      '<p>A gentle guided session on <strong>breathing</strong> and short mindfulness practices for busy days.</p><ul><li>Box breathing</li><li>Body scan</li></ul>',
    speakers: [
      speaker('Dr. Maya Patel', 'Clinical psychologist'),
      speaker('Sam Rivera', 'Community host', 'moderator'),
    ],
  },
  {
    key: 'cancer-survivors-circle',
    name: 'Cancer Survivors Circle',
    category: 'Cancer',
    mode: 'Hybrid',
    inDays: 9,
    hour: 17,
    hours: 2,
    price: 0,
    packageName: 'Explorer',
    capacity: 30,
    description: '<p>Survivors and carers share what helped them through treatment and recovery.</p>',
    speakers: [speaker('Linda Okafor', 'Oncology nurse'), speaker('James Chen', 'Peer mentor', 'moderator')],
  },
  {
    key: 'workplace-wellbeing',
    name: 'Workplace Wellbeing for Teams',
    category: 'Corporate Wellness',
    mode: 'In-Person',
    inDays: 14,
    hour: 15,
    hours: 3,
    price: 49,
    packageName: 'Starter',
    capacity: 40,
    description:
      '<p>A practical workshop for team leads: ergonomics, breaks that work, and healthy meetings.</p>',
    speakers: [speaker('Priya Nair', 'Occupational therapist')],
  },
  {
    key: 'plant-based-kitchen',
    name: 'The Plant-Based Kitchen',
    category: 'Diet',
    mode: 'Online',
    inDays: 6,
    hour: 18,
    hours: 1.5,
    price: 15,
    packageName: 'Starter',
    description: '<p>Cook along: three weeknight meals rich in fibre and protein.</p>',
    speakers: [speaker('Chef Ana Lopes', 'Nutritionist and chef')],
  },
  {
    key: 'diabetes-101',
    name: 'Living Well with Type 2 Diabetes',
    category: 'Diabetes',
    mode: 'Online',
    inDays: 11,
    hour: 17,
    hours: 1,
    price: 0,
    packageName: 'Starter',
    description: '<p>Blood sugar basics, reading labels and planning activity, with time for questions.</p>',
    speakers: [
      speaker('Dr. Omar Haddad', 'Endocrinologist'),
      speaker('Grace Kim', 'Diabetes educator', 'moderator'),
    ],
  },
  {
    key: 'health-hero-stories',
    name: 'Health Hero Stories: Reversing the Odds',
    category: 'Health Heroes',
    mode: 'Hybrid',
    inDays: 20,
    hour: 19,
    hours: 2,
    price: 25,
    packageName: 'Explorer',
    description:
      '<p>Three health heroes tell how they changed course, and what they would tell you today.</p>',
    speakers: [speaker('Robert Mensah', 'Health hero'), speaker('Elena Petrova', 'Health hero')],
  },
  {
    key: 'heart-health-masterclass',
    name: 'Heart Health Masterclass',
    category: 'Heart Health',
    mode: 'In-Person',
    inDays: 25,
    hour: 16,
    hours: 3,
    price: 79,
    packageName: 'Champion',
    capacity: 25,
    description:
      '<p>Cardiologists explain blood pressure, cholesterol and the habits that protect your heart.</p>',
    speakers: [speaker('Dr. Hannah Weiss', 'Cardiologist'), speaker('Tom Becker', 'Cardiac rehab coach')],
  },
  {
    key: 'sleep-reset',
    name: 'The Sleep Reset',
    category: 'Lifestyle',
    mode: 'Online',
    inDays: 5,
    hour: 20,
    hours: 1,
    price: 0,
    packageName: 'Explorer',
    description: '<p>Why sleep slips and a two-week plan to get it back.</p>',
    speakers: [speaker('Dr. Felix Morgan', 'Sleep researcher')],
  },
  {
    key: 'senior-strength',
    name: 'Strength and Balance After 60',
    category: 'Senior Forum',
    mode: 'In-Person',
    inDays: 8,
    hour: 14,
    hours: 1.5,
    price: 0,
    packageName: 'Starter',
    capacity: 20,
    description: '<p>Safe exercises to prevent falls, led by a physiotherapist.</p>',
    speakers: [speaker('Margaret Doyle', 'Physiotherapist')],
  },
  {
    key: 'womens-health-hormones',
    name: "Women's Health: Hormones Through Life",
    category: 'Women Wellness',
    mode: 'Online',
    inDays: 16,
    hour: 17,
    hours: 1.5,
    price: 20,
    packageName: 'Explorer',
    description: '<p>From cycles to menopause: what is normal, what to ask your doctor.</p>',
    speakers: [
      speaker('Dr. Aisha Bello', 'Gynaecologist'),
      speaker('Nora Lind', 'Women wellness coach', 'moderator'),
    ],
  },
  {
    key: 'wsg-leaders-meetup',
    name: 'WSG Leaders Meetup',
    category: 'WSGs',
    mode: 'Hybrid',
    inDays: 30,
    hour: 18,
    hours: 2,
    price: 0,
    packageName: 'Champion',
    allowRegistration: false,
    description:
      '<p>Group leaders compare notes on running a wellness support group. Registration opens soon.</p>',
    speakers: [speaker('Daniel Ortiz', 'WSG coordinator', 'moderator')],
  },
  {
    key: 'youth-mental-fitness',
    name: 'Youth Forum: Mental Fitness',
    category: 'Youth Forum',
    mode: 'Online',
    inDays: 12,
    hour: 21,
    hours: 1,
    price: 0,
    packageName: 'Starter',
    description: '<p>Young members talk about screens, pressure and finding balance.</p>',
    speakers: [speaker('Leo Park', 'Youth counsellor')],
  },
  {
    key: 'community-open-day',
    name: 'Community Open Day',
    category: null,
    mode: 'In-Person',
    inDays: 2,
    hour: 13,
    hours: 4,
    price: 0,
    packageName: 'Starter',
    description: '<p>Meet the team, try a class and find a group that suits you.</p>',
    speakers: [],
  },
  {
    key: 'past-nutrition-basics',
    name: 'Nutrition Basics (recorded)',
    category: 'Diet',
    mode: 'Online',
    inDays: -10,
    hour: 17,
    hours: 1,
    price: 0,
    packageName: 'Starter',
    description: '<p>Macronutrients, portions and planning a balanced plate.</p>',
    speakers: [speaker('Chef Ana Lopes', 'Nutritionist and chef')],
  },
  {
    key: 'past-heart-walk',
    name: 'Heart Walk in the Park',
    category: 'Heart Health',
    mode: 'In-Person',
    inDays: -21,
    hour: 9,
    hours: 2,
    price: 10,
    packageName: 'Starter',
    description: '<p>A guided 5 km walk with blood-pressure checks at the finish.</p>',
    speakers: [speaker('Tom Becker', 'Cardiac rehab coach')],
  },
];

/** At midnight UTC of the day, so the programme keeps the same shape whenever the server starts. */
function at(now: Date, inDays: number, hour: number) {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(day + inDays * DAY + hour * HOUR);
}

const seedVouchers = [
  {
    key: 'starter-yoga',
    name: '10% off your first yoga class',
    companyName: 'Lotus Studio',
    packageName: 'Starter',
    inDays: 60,
    code: 'STARTER-YOGA10',
    type: 'Percent',
    amount: 10,
    event: null,
    uses: null,
  },
  {
    key: 'starter-kitchen',
    name: '$5 off The Plant-Based Kitchen',
    companyName: 'Wellness Community',
    packageName: 'Starter',
    inDays: 30,
    code: 'KITCHEN5',
    type: 'Flat',
    amount: 5,
    event: 'plant-based-kitchen',
    uses: 100,
  },
  {
    key: 'explorer-heroes',
    name: '20% off Health Hero Stories',
    companyName: 'Wellness Community',
    packageName: 'Explorer',
    inDays: 45,
    code: 'HEROES20',
    type: 'Percent',
    amount: 20,
    event: 'health-hero-stories',
    uses: 50,
  },
  {
    key: 'explorer-spa',
    name: 'Free sauna session',
    companyName: 'Blue Lagoon Spa',
    packageName: 'Explorer',
    inDays: 90,
    code: 'EXPLORER-SAUNA',
    type: 'Flat',
    amount: 0,
    event: null,
    uses: null,
  },
  {
    key: 'champion-heart',
    name: '$20 off the Heart Health Masterclass',
    companyName: 'Wellness Community',
    packageName: 'Champion',
    inDays: 60,
    code: 'HEART20',
    type: 'Flat',
    amount: 20,
    event: 'heart-health-masterclass',
    uses: 25,
  },
  {
    key: 'champion-retreat',
    name: '30% off a weekend retreat',
    companyName: 'Green Valley Retreats',
    packageName: 'Champion',
    inDays: 120,
    code: 'CHAMPION-RETREAT30',
    type: 'Percent',
    amount: 30,
    event: null,
    uses: null,
  },
] as const;

/** On a seeded row already there: its translations as they are, or the seed's while it has none. */
const keepTranslations = (column: typeof events.translations | typeof vouchers.translations) =>
  sql`case when ${column} = '{}'::jsonb then excluded.translations else ${column} end`;

/**
 * Idempotent. Seeded events keep their place in the programme relative to now (their dates move on every start,
 * so the demo never runs out of upcoming events); anything else an operator changed stays as it is.
 */
/**
 * What of the programme's seeding depends on `now`: the day its dates are counted from, and which seeded events
 * have ended by now (their status). Seeding again with the same key changes nothing.
 */
export function programmeMoment(now: Date): string {
  const ended = seedEvents.filter((event) => {
    const end = at(now, event.inDays, event.hour).getTime() + event.hours * HOUR;
    return end <= now.getTime();
  }).length;
  return `${at(now, 0, 0).toISOString().slice(0, 10)}:${ended}`;
}

export async function seedProgramme(db: Database, now: Date): Promise<void> {
  const packageRows = await db.select().from(packages);
  const packageId = (name: string) => packageRows.find((p) => p.name === name)?.id ?? null;
  for (const event of seedEvents) {
    const startTime = at(now, event.inDays, event.hour);
    const endTime = new Date(startTime.getTime() + event.hours * HOUR);
    const status = endTime.getTime() <= now.getTime() ? 'completed' : 'upcoming';
    await db
      .insert(events)
      .values({
        seedKey: event.key,
        name: event.name,
        category: event.category,
        mode: event.mode,
        startTime,
        endTime,
        price: event.price,
        allowRegistration: event.allowRegistration ?? true,
        description: sanitizeRichText(event.description),
        speakers: event.speakers.map((s) => ({
          ...s,
          description: s.description && textOfHtml(s.description),
        })),
        packageId: packageId(event.packageName),
        status,
        capacity: event.capacity ?? null,
        translations: eventTranslations[event.key] ?? {},
      })
      .onConflictDoUpdate({
        target: events.seedKey,
        set: { startTime, endTime, status, translations: keepTranslations(events.translations) },
      });
  }
  const eventRows = await db.select({ id: events.id, seedKey: events.seedKey }).from(events);
  for (const voucher of seedVouchers) {
    const expiryDate = at(now, voucher.inDays, 23);
    await db
      .insert(vouchers)
      .values({
        seedKey: voucher.key,
        name: voucher.name,
        companyName: voucher.companyName,
        expiryDate,
        voucherCode: voucher.code,
        packageId: packageId(voucher.packageName) as string,
        eventId: eventRows.find((e) => e.seedKey === voucher.event)?.id ?? null,
        discountType: voucher.type,
        discountedAmount: voucher.amount,
        usesLeft: voucher.uses,
        couponUsesLeft: voucher.uses,
        translations: voucherTranslations[voucher.key] ?? {},
      })
      .onConflictDoUpdate({
        target: vouchers.seedKey,
        set: { expiryDate, translations: keepTranslations(vouchers.translations) },
      });
  }
}

/**
 * The demo programme keeps its place relative to `now` (so the demo never runs out of upcoming events): the seeded
 * events' and vouchers' dates move, and nothing deleted is inserted again.
 */
export async function refreshProgrammeDates(db: Database, now: Date): Promise<void> {
  for (const event of seedEvents) {
    const startTime = at(now, event.inDays, event.hour);
    const endTime = new Date(startTime.getTime() + event.hours * HOUR);
    const status = endTime.getTime() <= now.getTime() ? 'completed' : 'upcoming';
    await db.update(events).set({ startTime, endTime, status }).where(eq(events.seedKey, event.key));
  }
  for (const voucher of seedVouchers) {
    await db
      .update(vouchers)
      .set({ expiryDate: at(now, voucher.inDays, 23) })
      .where(eq(vouchers.seedKey, voucher.key));
  }
}

/** The demo member's seeded registrations: a fixed id each, so a restart finds them instead of adding another. */
const demoRegistrations = [
  // A past event they attended, so the Completed screen shows a Completed row on a fresh clone.
  { id: '5eed0000-0000-4000-8000-000000000001', event: 'past-nutrition-basics', quantity: 1 },
] as const;

/**
 * Idempotent. Inserts a seeded registration only while its row is missing (like the other seeded rows, a deleted
 * one comes back); one the operator cancelled or changed is left as it is, and none is added for a deleted event.
 */
export async function seedDemoRegistrations(db: Database, userId: string): Promise<void> {
  for (const registration of demoRegistrations) {
    const [event] = await db
      .select({ id: events.id, startTime: events.startTime })
      .from(events)
      .where(eq(events.seedKey, registration.event));
    if (!event) continue;
    await db
      .insert(eventRegistrations)
      .values({
        id: registration.id,
        userId,
        eventId: event.id,
        quantity: registration.quantity,
        // Registered a few days before the event took place.
        createdAt: new Date(event.startTime.getTime() - 4 * DAY),
      })
      // Also skips when the member already holds an active registration for that event.
      .onConflictDoNothing();
  }
}

/**
 * Databases seeded before the speakers had Turkish and Arabic get them once (seed.ts runs this as its own step):
 * a seeded event's speaker still without translations gets the seed's; anything else stays as it is.
 */
export async function seedSpeakerTranslations(db: Database): Promise<void> {
  const rows = await db
    .select({ id: events.id, speakers: events.speakers })
    .from(events)
    .where(sql`${events.seedKey} is not null`);
  for (const row of rows) {
    let changed = false;
    const speakers = row.speakers.map((s) => {
      const translations = speakerTranslations[s.name];
      if (!translations || (s.translations && Object.keys(s.translations).length)) return s;
      changed = true;
      return { ...s, translations };
    });
    if (changed) await db.update(events).set({ speakers }).where(eq(events.id, row.id));
  }
}
