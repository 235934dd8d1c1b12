import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../services/passwords.js';
import { recordPackageChange } from '../services/package-changes.js';
import type { Database } from './index.js';
import { packages, payments, transactions, users } from './schema.js';
import { STARTER_PACKAGE_NAME } from './seed-data.js';

const DAY_MS = 86400 * 1000;
const YEAR_MS = 365 * DAY_MS;

interface LedgerMember {
  name: string;
  email: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  locale: 'en' | 'tr' | 'ar';
  /** Days before the seed's moment that they signed up. */
  joinedDaysAgo: number;
  package: 'Starter' | 'Explorer' | 'Champion';
  /** Paid packages: how many days after signing up they paid. */
  paidAfterDays?: number;
  /** A staff refund of this many dollars, days after the payment; a full one also cancels the package. */
  refund?: { dollars: number; afterDays: number };
  /** Never confirmed their address (a sign-up the members report counts, not a verified one). */
  unverified?: boolean;
}

/**
 * The members who make the staff dashboard read like an organisation's (issue 34): sign-ups over the last ten
 * weeks, their package payments and two staff refunds, written as the real flows write them (payments, the
 * member's transaction history and the package log), so every figure on /staff matches their histories.
 * Development only (`DEMO_LEDGER`): tests seed their own known ledger, and production has no demo.
 */
export const ledgerMembers: LedgerMember[] = [
  {
    name: 'Amelia Hart',
    email: 'amelia.hart@wellness.example',
    city: 'Portland',
    zipCode: '97205',
    state: 'Oregon',
    country: 'United States',
    locale: 'en',
    joinedDaysAgo: 70,
    package: 'Explorer',
    paidAfterDays: 0,
  },
  {
    name: 'Mehmet Yılmaz',
    email: 'mehmet.yilmaz@wellness.example',
    city: 'Istanbul',
    zipCode: '34000',
    state: 'Istanbul',
    country: 'Turkey',
    locale: 'tr',
    joinedDaysAgo: 66,
    package: 'Champion',
    paidAfterDays: 1,
  },
  {
    name: 'Layla Haddad',
    email: 'layla.haddad@wellness.example',
    city: 'Amman',
    zipCode: '11118',
    state: 'Amman',
    country: 'Jordan',
    locale: 'ar',
    joinedDaysAgo: 62,
    package: 'Explorer',
    paidAfterDays: 0,
  },
  {
    name: 'Noah Bennett',
    email: 'noah.bennett@wellness.example',
    city: 'Denver',
    zipCode: '80202',
    state: 'Colorado',
    country: 'United States',
    locale: 'en',
    joinedDaysAgo: 58,
    package: 'Starter',
  },
  {
    name: 'Zeynep Kaya',
    email: 'zeynep.kaya@wellness.example',
    city: 'Izmir',
    zipCode: '35000',
    state: 'Izmir',
    country: 'Turkey',
    locale: 'tr',
    joinedDaysAgo: 54,
    package: 'Explorer',
    paidAfterDays: 2,
  },
  {
    name: 'Omar Khalil',
    email: 'omar.khalil@wellness.example',
    city: 'Dubai',
    zipCode: '00000',
    state: 'Dubai',
    country: 'United Arab Emirates',
    locale: 'ar',
    joinedDaysAgo: 50,
    package: 'Champion',
    paidAfterDays: 0,
  },
  {
    name: 'Grace Liu',
    email: 'grace.liu@wellness.example',
    city: 'Seattle',
    zipCode: '98101',
    state: 'Washington',
    country: 'United States',
    locale: 'en',
    joinedDaysAgo: 46,
    package: 'Explorer',
    paidAfterDays: 0,
    refund: { dollars: 99, afterDays: 3 },
  },
  {
    name: 'Elif Demir',
    email: 'elif.demir@wellness.example',
    city: 'Ankara',
    zipCode: '06000',
    state: 'Ankara',
    country: 'Turkey',
    locale: 'tr',
    joinedDaysAgo: 42,
    package: 'Starter',
  },
  {
    name: 'Daniel Okafor',
    email: 'daniel.okafor@wellness.example',
    city: 'Austin',
    zipCode: '78701',
    state: 'Texas',
    country: 'United States',
    locale: 'en',
    joinedDaysAgo: 38,
    package: 'Champion',
    paidAfterDays: 1,
    refund: { dollars: 50, afterDays: 6 },
  },
  {
    name: 'Sara Nasser',
    email: 'sara.nasser@wellness.example',
    city: 'Beirut',
    zipCode: '1100',
    state: 'Beirut',
    country: 'Lebanon',
    locale: 'ar',
    joinedDaysAgo: 34,
    package: 'Explorer',
    paidAfterDays: 0,
  },
  {
    name: 'Lucas Moreau',
    email: 'lucas.moreau@wellness.example',
    city: 'San Diego',
    zipCode: '92101',
    state: 'California',
    country: 'United States',
    locale: 'en',
    joinedDaysAgo: 29,
    package: 'Explorer',
    paidAfterDays: 0,
  },
  {
    name: 'Ayşe Çelik',
    email: 'ayse.celik@wellness.example',
    city: 'Bursa',
    zipCode: '16000',
    state: 'Bursa',
    country: 'Turkey',
    locale: 'tr',
    joinedDaysAgo: 24,
    package: 'Champion',
    paidAfterDays: 0,
  },
  {
    name: 'Youssef Mansour',
    email: 'youssef.mansour@wellness.example',
    city: 'Cairo',
    zipCode: '11511',
    state: 'Cairo',
    country: 'Egypt',
    locale: 'ar',
    joinedDaysAgo: 19,
    package: 'Starter',
  },
  {
    name: 'Hannah Fischer',
    email: 'hannah.fischer@wellness.example',
    city: 'Chicago',
    zipCode: '60601',
    state: 'Illinois',
    country: 'United States',
    locale: 'en',
    joinedDaysAgo: 15,
    package: 'Explorer',
    paidAfterDays: 1,
  },
  {
    name: 'Can Aydın',
    email: 'can.aydin@wellness.example',
    city: 'Antalya',
    zipCode: '07000',
    state: 'Antalya',
    country: 'Turkey',
    locale: 'tr',
    joinedDaysAgo: 11,
    package: 'Explorer',
    paidAfterDays: 0,
  },
  {
    name: 'Mariam Saleh',
    email: 'mariam.saleh@wellness.example',
    city: 'Doha',
    zipCode: '00000',
    state: 'Doha',
    country: 'Qatar',
    locale: 'ar',
    joinedDaysAgo: 8,
    package: 'Champion',
    paidAfterDays: 0,
  },
  {
    name: 'Ethan Brooks',
    email: 'ethan.brooks@wellness.example',
    city: 'Boston',
    zipCode: '02108',
    state: 'Massachusetts',
    country: 'United States',
    locale: 'en',
    joinedDaysAgo: 4,
    package: 'Explorer',
    paidAfterDays: 0,
    unverified: true,
  },
  {
    name: 'Nour Ibrahim',
    email: 'nour.ibrahim@wellness.example',
    city: 'Riyadh',
    zipCode: '11564',
    state: 'Riyadh',
    country: 'Saudi Arabia',
    locale: 'ar',
    joinedDaysAgo: 2,
    package: 'Starter',
    unverified: true,
  },
];

/** Seeds the ledger members once (the `demo-ledger` seed step); an address already taken is left alone. */
export async function seedLedger(db: Database, now: Date): Promise<void> {
  const byName = new Map((await db.select().from(packages)).map((p) => [p.name, p]));
  const starter = byName.get(STARTER_PACKAGE_NAME);
  for (const [index, member] of ledgerMembers.entries()) {
    const pkg = byName.get(member.package);
    if (!pkg || !starter) continue;
    const joinedAt = new Date(now.getTime() - member.joinedDaysAgo * DAY_MS);
    const paidAt = new Date(joinedAt.getTime() + (member.paidAfterDays ?? 0) * DAY_MS + 45 * 60 * 1000);
    const { name, email, city, state, zipCode, country, locale } = member;
    const [created] = await db
      .insert(users)
      .values({
        name,
        email,
        city,
        state,
        zipCode,
        country,
        locale,
        // Nobody signs in as them: a random password that is never shown.
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        emailVerifiedAt: member.unverified ? null : new Date(joinedAt.getTime() + 10 * 60 * 1000),
        packageId: pkg.id,
        packageExpiresAt: new Date(paidAt.getTime() + YEAR_MS),
        subscriptionType: 'yearly',
        createdAt: joinedAt,
        updatedAt: paidAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) continue;
    const expiresAt = created.packageExpiresAt;
    if (Number(pkg.annualCost) === 0) {
      await recordPackageChange(db, {
        userId: created.id,
        kind: 'chosen',
        fromPackageId: null,
        toPackageId: pkg.id,
        expiresAt,
        at: paidAt,
      });
      continue;
    }
    const amountCents = Math.round(Number(pkg.annualCost) * 100);
    const intentId = `pi_demo_ledger_${index + 1}`;
    const [payment] = await db
      .insert(payments)
      .values({
        userId: created.id,
        kind: 'package',
        packageId: pkg.id,
        description: `${pkg.name} membership (yearly)`,
        amountCents,
        intentId,
        status: 'succeeded',
        fulfilledAt: paidAt,
        createdAt: paidAt,
        updatedAt: paidAt,
      })
      .returning();
    await db.insert(transactions).values({
      userId: created.id,
      paymentId: payment!.id,
      transactionId: intentId,
      name: payment!.description,
      remarks: 'Payment succeeded',
      total: amountCents / 100,
      type: 'package',
      status: true,
      packageId: pkg.id,
      transactionDate: paidAt,
    });
    await recordPackageChange(db, {
      userId: created.id,
      kind: 'bought',
      fromPackageId: null,
      toPackageId: pkg.id,
      expiresAt,
      at: paidAt,
    });
    if (member.refund) await refundByStaff(db, created.id, payment!, member.refund, paidAt, starter.id);
  }
}

/** A staff refund as `members.ts` writes it; a full one leaves the member on the free package (cancelled). */
async function refundByStaff(
  db: Database,
  userId: string,
  payment: typeof payments.$inferSelect,
  refund: { dollars: number; afterDays: number },
  paidAt: Date,
  starterId: string,
) {
  const at = new Date(paidAt.getTime() + refund.afterDays * DAY_MS);
  const cents = refund.dollars * 100;
  const full = cents >= payment.amountCents;
  await db.insert(transactions).values({
    userId,
    paymentId: payment.id,
    transactionId: payment.intentId!.replace(/^pi_/, 're_'),
    name: payment.description,
    remarks: 'Refund by staff',
    total: refund.dollars,
    type: 'refund',
    status: true,
    packageId: payment.packageId,
    transactionDate: at,
  });
  await db
    .update(payments)
    .set({ refundedCents: cents, status: full ? 'refunded' : payment.status, updatedAt: at })
    .where(eq(payments.id, payment.id));
  if (!full) return;
  const expiresAt = new Date(at.getTime() + YEAR_MS);
  await db
    .update(users)
    .set({ packageId: starterId, packageExpiresAt: expiresAt, updatedAt: at })
    .where(eq(users.id, userId));
  await recordPackageChange(db, {
    userId,
    kind: 'cancelled',
    fromPackageId: payment.packageId,
    toPackageId: starterId,
    expiresAt,
    at,
  });
}
