import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../services/passwords.js';
import { recordPackageChange } from '../services/package-changes.js';
import type { Database } from './index.js';
import { countries, faqs, packages, seedRuns, seedState, users, type UserRow } from './schema.js';
import {
  programmeMoment,
  refreshProgrammeDates,
  seedDemoRegistrations,
  seedProgramme,
  seedSpeakerTranslations,
} from './seed-events.js';
import { seedSupportGroups } from './seed-groups.js';
import { seedHealthHeroes, seedHeroTranslations } from './seed-heroes.js';
import { seedLedger } from './seed-ledger.js';
import { seedMarketplace } from './seed-marketplace.js';
import {
  STARTER_PACKAGE_NAME,
  demoMember,
  staffAccount,
  seedCountries,
  seedFaqs,
  seedPackages,
} from './seed-data.js';
import { faqTranslations, packageTranslations } from './seed-translations.js';

const YEAR_MS = 365 * 86400 * 1000;

export interface SeedOptions {
  /** The demo member, the staff account and the demo programme (DEMO_DATA; never in production). */
  demoData?: boolean;
  /** With the demo: members with a history of payments and refunds for the staff dashboard (DEMO_LEDGER). */
  demoLedger?: boolean;
}

type SeedStep = (db: Database, now: Date) => Promise<void>;

/**
 * What an organisation starts from, in every mode: the three packages as the spec sets them, the countries and
 * the FAQ. Each step runs once per database (`seed_runs`); an operator changes or deletes the rows afterwards.
 */
const organisationSteps: Record<string, SeedStep> = {
  packages: async (db) => {
    await db
      .insert(packages)
      .values(seedPackages.map((p) => ({ ...p, translations: packageTranslations[p.name] ?? {} })))
      .onConflictDoNothing({ target: packages.name });
  },
  faqs: async (db) => {
    await db
      .insert(faqs)
      .values(
        seedFaqs.map((faq, position) => ({
          ...faq,
          position,
          translations: faqTranslations[position] ?? {},
        })),
      )
      .onConflictDoNothing({ target: faqs.question });
  },
  countries: async (db) => {
    await db.insert(countries).values(seedCountries).onConflictDoNothing({ target: countries.code });
  },
};

/** The demo (DEMO_DATA=true): each step once per database, like the organisation's. */
const demoSteps: Record<string, SeedStep> = {
  'demo-programme': async (db, now) => {
    await seedProgramme(db, now);
    await seedSupportGroups(db);
    await seedHealthHeroes(db);
    await seedMarketplace(db);
  },
  'demo-member': async (db, now) => {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoMember.email));
    const demoId = existing?.id ?? (await insertDemoMember(db, now));
    if (demoId) await seedDemoRegistrations(db, demoId);
  },
  'demo-staff': (db, now) => insertStaff(db, now),
  // The speakers' and heroes' Turkish and Arabic, for demo databases seeded before they had them (a fresh one
  // already has them from demo-programme, and this changes nothing).
  'demo-people-translations': async (db) => {
    await seedSpeakerTranslations(db);
    await seedHeroTranslations(db);
  },
};

/** The demo ledger (DEMO_LEDGER, development): after the programme, since it buys its packages. */
const ledgerSteps: Record<string, SeedStep> = {
  'demo-ledger': (db, now) => seedLedger(db, now),
};

function stepsFor(options: SeedOptions): Record<string, SeedStep> {
  if (!options.demoData) return organisationSteps;
  return { ...organisationSteps, ...demoSteps, ...(options.demoLedger ? ledgerSteps : {}) };
}

/** The step names, in the order they run (the organisation's first: the demo refers to its packages). */
export const seedSteps = (options: SeedOptions = {}) => Object.keys(stepsFor(options));

/**
 * Runs every seed step this database has not run yet, each in one transaction with its `seed_runs` row: a step
 * runs once per database, so a restart never re-creates a row an operator deleted or changed. With the demo, the
 * demo programme's dates then follow the day (only its existing rows move). Resolves to the steps that ran.
 */
export async function seed(
  db: Database,
  now: Date = new Date(),
  options: SeedOptions = {},
): Promise<string[]> {
  const ran: string[] = [];
  const steps = stepsFor(options);
  // One read on a start that has nothing to seed (a reused database).
  const before = new Set((await db.select({ step: seedRuns.step }).from(seedRuns)).map((row) => row.step));
  for (const [step, work] of Object.entries(steps)) {
    if (before.has(step)) continue;
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(seedRuns)
        .values({ step, ranAt: now })
        .onConflictDoNothing()
        .returning({ step: seedRuns.step });
      if (!claimed) return false;
      await work(tx as unknown as Database, now);
      return true;
    });
    if (done) ran.push(step);
  }
  if (options.demoData) await followTheDay(db, now);
  return ran;
}

const PROGRAMME_MOMENT = 'programme-moment';

/** The demo programme's dates move when its moment (the day, and which events have ended) changed. */
async function followTheDay(db: Database, now: Date) {
  const moment = createHash('sha256').update(programmeMoment(now)).digest('hex');
  const [last] = await db.select().from(seedState).where(eq(seedState.key, PROGRAMME_MOMENT));
  if (last?.fingerprint === moment) return;
  await refreshProgrammeDates(db, now);
  await db
    .insert(seedState)
    .values({ key: PROGRAMME_MOMENT, fingerprint: moment, seededAt: now })
    .onConflictDoUpdate({ target: seedState.key, set: { fingerprint: moment, seededAt: now } });
}

/** The demo's staff account: an owner (development shows everything), verified, profile complete, Starter. */
async function insertStaff(db: Database, now: Date) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, staffAccount.email));
  if (existing) return;
  const [starter] = await db.select().from(packages).where(eq(packages.name, STARTER_PACKAGE_NAME));
  const { password, ...profile } = staffAccount;
  const [created] = await db
    .insert(users)
    .values({
      ...profile,
      role: 'staff',
      staffRole: 'owner',
      passwordHash: await hashPassword(password),
      emailVerifiedAt: now,
      packageId: starter?.id ?? null,
      packageExpiresAt: new Date(now.getTime() + 100 * YEAR_MS),
      subscriptionType: 'yearly',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  await recordSeededPackage(db, created, now);
}

/** A seeded account's package is its first entry in the members report's history. */
async function recordSeededPackage(db: Database, created: UserRow | undefined, now: Date) {
  if (!created?.packageId) return;
  await recordPackageChange(db, {
    userId: created.id,
    kind: 'chosen',
    fromPackageId: null,
    toPackageId: created.packageId,
    expiresAt: created.packageExpiresAt,
    at: now,
  });
}

async function insertDemoMember(db: Database, now: Date): Promise<string | undefined> {
  const [starter] = await db.select().from(packages).where(eq(packages.name, STARTER_PACKAGE_NAME));
  const { password, ...profile } = demoMember;
  const [created] = await db
    .insert(users)
    .values({
      ...profile,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: now,
      packageId: starter?.id ?? null,
      packageExpiresAt: new Date(now.getTime() + YEAR_MS),
      subscriptionType: 'yearly',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  await recordSeededPackage(db, created, now);
  return created?.id;
}
