import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { paths } from '../paths.js';
import { hashPassword } from '../services/passwords.js';
import type { Database } from './index.js';
import { countries, faqs, packages, seedState, users } from './schema.js';
import { programmeMoment, seedDemoRegistrations, seedProgramme } from './seed-events.js';
import { seedSupportGroups } from './seed-groups.js';
import { seedHealthHeroes } from './seed-heroes.js';
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

/** The seed modules' text, hashed by build.mjs into the bundle; under tsx (tests, development) read here. */
declare const __SEED_SOURCE_HASH__: string | undefined;

function seedSourceHash(): string {
  if (typeof __SEED_SOURCE_HASH__ === 'string') return __SEED_SOURCE_HASH__;
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha256');
  for (const file of readdirSync(dir)
    .filter((f) => f.startsWith('seed'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex');
}

/** Everything a seed's outcome depends on: the seed modules, the migrations, the programme's moment, the options. */
export function seedFingerprint(now: Date, options: { staff?: boolean } = {}): string {
  return createHash('sha256')
    .update(seedSourceHash())
    .update(readFileSync(path.join(paths.migrations, 'meta', '_journal.json')))
    .update(programmeMoment(now))
    .update(options.staff ? 'staff' : 'no staff')
    .digest('hex');
}

/**
 * Seeds at start unless the last seed ran with the same fingerprint (a restart on a reused database the same day):
 * then every seeded row is already there. Resolves to whether it seeded. A seeded row an operator deleted comes
 * back at the next seed that runs (the next day, or new seed data or migrations), not at every start.
 */
export async function seedUnlessUnchanged(
  db: Database,
  now: Date = new Date(),
  options: { staff?: boolean } = {},
): Promise<boolean> {
  const fingerprint = seedFingerprint(now, options);
  const [last] = await db.select().from(seedState).where(eq(seedState.key, 'seed'));
  if (last?.fingerprint === fingerprint) return false;
  await seed(db, now, options);
  await db
    .insert(seedState)
    .values({ key: 'seed', fingerprint, seededAt: now })
    .onConflictDoUpdate({ target: seedState.key, set: { fingerprint, seededAt: now } });
  return true;
}

/** Idempotent: inserts what is missing and never overwrites rows an operator may have edited. */
export async function seed(
  db: Database,
  now: Date = new Date(),
  options: { staff?: boolean } = {},
): Promise<void> {
  // Rows an operator edited stay as they are; seeded texts gain their translations while they have none.
  await db
    .insert(packages)
    .values(seedPackages.map((p) => ({ ...p, translations: packageTranslations[p.name] ?? {} })))
    .onConflictDoUpdate({
      target: packages.name,
      set: { translations: sql`excluded.translations` },
      setWhere: sql`${packages.translations} = '{}'::jsonb`,
    });
  await db
    .insert(faqs)
    .values(
      seedFaqs.map((faq, position) => ({ ...faq, position, translations: faqTranslations[position] ?? {} })),
    )
    .onConflictDoUpdate({
      target: faqs.question,
      set: { translations: sql`excluded.translations` },
      setWhere: sql`${faqs.translations} = '{}'::jsonb`,
    });
  await db.insert(countries).values(seedCountries).onConflictDoNothing({ target: countries.code });
  await seedProgramme(db, now);
  await seedSupportGroups(db);
  await seedHealthHeroes(db);
  await seedMarketplace(db);

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoMember.email));
  const demoId = existing?.id ?? (await insertDemoMember(db, now));
  if (demoId) await seedDemoRegistrations(db, demoId);
  if (options.staff) await insertStaff(db, now);
}

/** The staff account (outside production only): verified, profile complete, Starter so login goes straight in. */
async function insertStaff(db: Database, now: Date) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, staffAccount.email));
  if (existing) return;
  const [starter] = await db.select().from(packages).where(eq(packages.name, STARTER_PACKAGE_NAME));
  const { password, ...profile } = staffAccount;
  await db
    .insert(users)
    .values({
      ...profile,
      role: 'staff',
      passwordHash: await hashPassword(password),
      emailVerifiedAt: now,
      packageId: starter?.id ?? null,
      packageExpiresAt: new Date(now.getTime() + 100 * YEAR_MS),
      subscriptionType: 'yearly',
    })
    .onConflictDoNothing();
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
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created?.id;
}
