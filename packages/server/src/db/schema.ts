import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// One schema for both drivers (PGlite and node-postgres). Money is numeric(10,2) read as a JS number;
// timestamps are timestamptz. Later areas (transactions, events, groups…) add tables that reference users/packages.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const packages = pgTable('packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  colour: text('colour').notNull(),
  image: text('image'),
  annualCost: numeric('annual_cost', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  monthlyCost: numeric('monthly_cost', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
  numberOfWellnessSupportGroups: integer('number_of_wellness_support_groups').notNull(),
  numberOfHealthHeroSessions: integer('number_of_health_hero_sessions').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    /** Null for accounts created through Google sign-in that never set a password. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    name: text('name'),
    mobile: text('mobile'),
    ageGroup: text('age_group'),
    gender: text('gender'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    countryCode: text('country_code'),
    image: text('image'),
    coverImage: text('cover_image'),
    role: text('role').notNull().default('user'),
    packageId: uuid('package_id').references(() => packages.id),
    packageExpiresAt: timestamp('package_expires_at', { withTimezone: true }),
    subscriptionType: text('subscription_type'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    index('users_package_id_idx').on(t.packageId),
  ],
);

/** A bearer token is a JWT carrying `sid`; the row makes sessions revocable. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Single-use, expiring tokens; only the SHA-256 of the token is stored. */
const oneTimeTokenColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const emailVerificationTokens = pgTable('email_verification_tokens', oneTimeTokenColumns(), (t) => [
  index('email_verification_tokens_user_id_idx').on(t.userId),
]);

export const passwordResetTokens = pgTable('password_reset_tokens', oneTimeTokenColumns(), (t) => [
  index('password_reset_tokens_user_id_idx').on(t.userId),
]);

export const pushTokens = pgTable(
  'push_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A browser's push token belongs to whoever signed in on it last. */
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('push_tokens_user_id_idx').on(t.userId)],
);

export const faqs = pgTable('faqs', {
  id: uuid('id').primaryKey().defaultRandom(),
  question: text('question').notNull().unique(),
  answer: text('answer').notNull(),
  position: integer('position').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2. */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** International calling code with a leading '+'. */
  callingCode: text('calling_code').notNull(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt), index('mail_outbox_to_idx').on(t.to)],
);

export type UserRow = typeof users.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;
