import type {
  AgeGroup,
  EventCategory,
  Gender,
  Schema,
  ShellSettings,
  Transaction,
  User,
} from '@wellness/api';

/** A member's role, as the contract lists them. */
type UserRole = User['role'][number];
/** A staff member's role (openapi.yaml StaffRole). */
export type StaffRole = Schema<'StaffRole'>;
/** What a staff action was (openapi.yaml StaffAuditKind). */
export type StaffAuditKind = Schema<'StaffAuditKind'>;
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  serial,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale, Translations } from '../services/locale.js';

// One schema for both drivers (PGlite and node-postgres). Money is numeric(10,2) read as a JS number;
// timestamps are timestamptz. Later areas (transactions, events, groups…) add tables that reference users/packages.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const packages = pgTable(
  'packages',
  {
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
    /** The texts in other languages (services/locale.ts); English is in the columns above. */
    translations: jsonb('translations')
      .$type<Translations<{ name: string; benefits: string[] }>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
  },
  // The active packages by cost (GET /user/package/list).
  (t) => [
    index('packages_active_cost_idx')
      .on(t.annualCost, t.name)
      .where(sql`${t.isActive}`),
  ],
);

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
    ageGroup: text('age_group').$type<AgeGroup>(),
    gender: text('gender').$type<Gender>(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    countryCode: text('country_code'),
    image: text('image'),
    coverImage: text('cover_image'),
    /** 'staff' while the account may use the staff console (an active staff role), else 'user'. */
    role: text('role').$type<UserRole>().notNull().default('user'),
    /** The staff role (kept after deactivation, for the team list); what it allows is `x-staff-roles`. */
    staffRole: text('staff_role').$type<StaffRole>(),
    staffDeactivatedAt: timestamp('staff_deactivated_at', { withTimezone: true }),
    /** Set while staff have blocked the account: it cannot sign in (its sessions ended with the block). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** Set once the member was erased: personal data gone, the row kept (anonymised) for payments and orders. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    packageId: uuid('package_id').references(() => packages.id),
    packageExpiresAt: timestamp('package_expires_at', { withTimezone: true }),
    subscriptionType: text('subscription_type'),
    /** The card gateway's customer (Stripe `cus_…` or local `cus_local_…`). */
    paymentCustomerId: text('payment_customer_id'),
    /** The saved card: the gateway's payment method id plus what may be shown (never the number). */
    cardPaymentMethodId: text('card_payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The gateway subscription that pays for the current package (cancelled with the package). */
    paymentSubscriptionId: text('payment_subscription_id'),
    /** The member's language for mails: the last `Accept-Language` of their signed-in calls (null: English). */
    locale: text('locale').$type<Locale>(),
    /** §6: the member's shell settings (null until first saved) and shortcut page ids. */
    shellSettings: jsonb('shell_settings').$type<ShellSettings>(),
    shortcuts: jsonb('shortcuts').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    index('users_package_id_idx').on(t.packageId),
    // The staff members report: sign-ups and confirmed addresses per period.
    index('users_created_at_idx').on(t.createdAt),
    index('users_email_verified_at_idx')
      .on(t.emailVerifiedAt)
      .where(sql`${t.emailVerifiedAt} is not null`),
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
    /** A browser's push token belongs to the member who saved it first; another member cannot take it. */
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
  /** The texts in other languages (services/locale.ts); English is in the columns above. */
  translations: jsonb('translations')
    .$type<Translations<{ question: string; answer: string }>>()
    .notNull()
    .default({}),
});

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2. */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** International calling code with a leading '+'. */
  callingCode: text('calling_code').notNull(),
});

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    link: text('link'),
    /** Files sent with the mail (an event's .ics), their content as text. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt), index('mail_outbox_to_idx').on(t.to)],
);

/**
 * One payment the server asked the gateway for: what is bought (a package, later an event), the amount the
 * server computed, and the gateway's intent. The webhook grants what was bought from this row, never from the
 * client's word.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'package' | 'event' | 'marketplace'>().notNull(),
    packageId: uuid('package_id').references(() => packages.id),
    /** Events are a later area; kept as a plain uuid until their table exists. */
    eventId: uuid('event_id'),
    quantity: integer('quantity').notNull().default(1),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** Gateway ids, set once the gateway answered. */
    intentId: text('intent_id').unique(),
    clientSecret: text('client_secret').unique(),
    subscriptionId: text('subscription_id'),
    /** Refunds asked for so far (reserved under the row's lock before the refund job runs): never above the amount. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The intent's last known status (`creating` until the gateway answered, `failed` if it refused). */
    status: text('status').notNull(),
    /** When the bought thing was given to the member; set exactly once. */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /**
     * A package payment's quote was made against this: the member's paid package then (null: none) and its expiry.
     * When the payment succeeds and the member holds something else, it buys nothing as quoted: it is refunded.
     */
    basisPackageId: uuid('basis_package_id'),
    basisExpiresAt: timestamp('basis_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_id_idx').on(t.userId),
    index('payments_subscription_id_idx').on(t.subscriptionId),
    // At most one package payment a member can still pay: a new one replaces it (services/billing.ts).
    uniqueIndex('payments_package_open_unique')
      .on(t.userId)
      .where(
        sql`${t.kind} = 'package' and ${t.status} in ('creating', 'requires_payment_method', 'requires_confirmation', 'requires_action')`,
      ),
  ],
);

/** The member's transaction history: one row per payment attempt outcome (success or failure). */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** The gateway's id of the attempt (payment intent or invoice). */
    transactionId: text('transaction_id').notNull(),
    name: text('name').notNull(),
    remarks: text('remarks').notNull(),
    total: numeric('total', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    type: text('type').$type<Transaction['type']>().notNull(),
    status: boolean('status').notNull(),
    packageId: uuid('package_id').references(() => packages.id),
    eventId: uuid('event_id'),
    /** For staff only, never in the member's history (e.g. a late failure event after the payment succeeded). */
    staffOnly: boolean('staff_only').notNull().default(false),
    transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transactions_user_id_idx').on(t.userId, t.transactionDate),
    // The staff revenue report: successful rows by date, covering what it sums (an index-only scan).
    index('transactions_report_idx')
      .on(t.transactionDate, t.type, t.total)
      .where(sql`${t.status}`),
    // The staff events report: an event's payments and refunds.
    index('transactions_event_report_idx')
      .on(t.eventId, t.type, t.total)
      .where(sql`${t.status} and ${t.eventId} is not null`),
  ],
);

/** Webhook events already handled: the same event delivered twice changes nothing the second time. */
/**
 * What changed in a member's package, one row per change (the staff members report reads counts over time,
 * purchases, upgrades, cancellations and lapses from it). `expiresAt` is when what the member holds after the
 * change runs out. Written beside every update of `users.package_id` (services/package-changes.ts).
 */
export const packageChanges = pgTable(
  'package_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PackageChangeKind>().notNull(),
    fromPackageId: uuid('from_package_id').references(() => packages.id),
    toPackageId: uuid('to_package_id').references(() => packages.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The member's latest change before an instant (count by package at each period's end).
    index('package_changes_user_at_idx').on(t.userId, t.at),
    // The changes of a period by kind, and the packages that ran out in a period.
    index('package_changes_at_idx').on(t.at, t.kind),
    index('package_changes_expires_idx').on(t.expiresAt),
  ],
);

/**
 * joined: the free package at sign-up; held: what a member held when the log began (the migration's backfill);
 * bought: a paid package with none paid before; upgraded: another paid package over a paid one; renewed: the
 * same paid package again (a yearly invoice or buying it again); chosen: a free package chosen; cancelled: a paid
 * package left for the free one; lapsed: the free package given after a package ran out; given and removed:
 * staff; erased: the member was erased.
 */
export type PackageChangeKind =
  | 'joined'
  | 'held'
  | 'bought'
  | 'upgraded'
  | 'renewed'
  | 'chosen'
  | 'cancelled'
  | 'lapsed'
  | 'given'
  | 'removed'
  | 'erased';

export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

// The local gateway's own records: it plays the card provider (test mode), so it keeps what the provider would.

export const localGatewayCustomers = pgTable('local_gateway_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  defaultPaymentMethodId: text('default_payment_method_id'),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
});

export const localGatewayPaymentMethods = pgTable('local_gateway_payment_methods', {
  id: text('id').primaryKey(),
  /** Only brand and last 4 digits are kept; the test behaviour is derived from the number once, at creation. */
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  behaviour: text('behaviour').$type<LocalCardBehaviour>().notNull(),
  customerId: text('customer_id'),
  createdAt: createdAt(),
});

export type LocalCardBehaviour = 'succeed' | 'decline' | 'insufficient_funds' | 'slow' | 'live_card';

export const localGatewayIntents = pgTable('local_gateway_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  customerId: text('customer_id'),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  description: text('description'),
  paymentMethodId: text('payment_method_id'),
  subscriptionId: text('subscription_id'),
  invoiceId: text('invoice_id'),
  lastError: jsonb('last_error').$type<{ code: string; message: string } | null>(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
});

/** Refunds the local gateway made (a retried refund with the same idempotency key returns the first). */
export const localGatewayRefunds = pgTable('local_gateway_refunds', {
  id: text('id').primaryKey(),
  intentId: text('intent_id').notNull(),
  amount: integer('amount').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
});

export const localGatewaySubscriptions = pgTable('local_gateway_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  status: text('status').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
});

export interface SpeakerRecord {
  name: string;
  image: string | null;
  linkedInProfile: string | null;
  designation: string | null;
  description: string | null;
  role: 'speaker' | 'moderator';
  /** The designation and biography in other languages (services/locale.ts); English is in the fields above. */
  translations?: Translations<{ designation: string; description: string }>;
}

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The integer id the app also shows. */
    number: serial('number').notNull().unique(),
    name: text('name').notNull(),
    image: text('image'),
    category: text('category').$type<EventCategory>(),
    mode: text('mode').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    allowRegistration: boolean('allow_registration').notNull().default(true),
    /** Sanitised HTML (sanitize-html on the way in and again on the way out). */
    description: text('description').notNull().default(''),
    speakers: jsonb('speakers').$type<SpeakerRecord[]>().notNull().default([]),
    /** The required membership package. */
    packageId: uuid('package_id').references(() => packages.id),
    status: text('status').$type<'upcoming' | 'cancelled' | 'completed' | 'draft'>().notNull(),
    /** Seats in all; null is unlimited. `seatsTaken` only moves through conditional updates. */
    capacity: integer('capacity'),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** The texts in other languages (services/locale.ts); English is in the columns above. */
    translations: jsonb('translations')
      .$type<Translations<{ name: string; description: string }>>()
      .notNull()
      .default({}),
    /** Set on rows the seed owns, so each start can move their dates relative to now. */
    seedKey: text('seed_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_start_time_idx').on(t.startTime),
    // The upcoming programme (GET /user/event/listUpcoming), in its order.
    index('events_upcoming_idx')
      .on(t.startTime, t.number)
      .where(sql`${t.status} = 'upcoming'`),
  ],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    paymentId: uuid('payment_id'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // One live registration per member and event, even under concurrent requests.
    uniqueIndex('event_registrations_active_unique')
      .on(t.userId, t.eventId)
      .where(sql`${t.isActive}`),
    index('event_registrations_user_id_idx').on(t.userId),
    // The staff events report: an event's seats, paid or free, and cancellations.
    index('event_registrations_event_id_idx').on(t.eventId),
  ],
);

/** Vouchers offered to a package; their code is also an event coupon (for one event, or any when eventId is null). */
export const vouchers = pgTable('vouchers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  coverImage: text('cover_image'),
  expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
  voucherCode: text('voucher_code').notNull().unique(),
  packageId: uuid('package_id')
    .notNull()
    .references(() => packages.id),
  eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
  discountType: text('discount_type').$type<'Flat' | 'Percent'>().notNull(),
  discountedAmount: numeric('discounted_amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  /** Redemptions left (POST /user/voucher/apply); null is unlimited. */
  usesLeft: integer('uses_left'),
  /**
   * Event coupon uses left, counted apart from redemptions; null is unlimited. A checkout reserves one
   * (conditional update) and a cancelled, failed or expired order gives it back.
   */
  couponUsesLeft: integer('coupon_uses_left'),
  /** The texts in other languages (services/locale.ts); English is in the columns above. */
  translations: jsonb('translations')
    .$type<Translations<{ name: string; companyName: string }>>()
    .notNull()
    .default({}),
  seedKey: text('seed_key').unique(),
  createdAt: createdAt(),
});

/** A member's redemption of a voucher (POST /user/voucher/apply): once per member and voucher. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A second redemption by the same member fails here, even when both requests arrive at once.
    uniqueIndex('voucher_redemptions_voucher_user_unique').on(t.voucherId, t.userId),
    index('voucher_redemptions_user_id_idx').on(t.userId),
  ],
);

/** A paid event checkout: the server's amounts and the payment behind it. `id` is the app's order id. */
export const eventOrders = pgTable(
  'event_orders',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    quantity: integer('quantity').notNull(),
    voucherId: uuid('voucher_id').references(() => vouchers.id),
    /** The coupon use this order holds (taken at checkout, given back once when the order is cancelled). */
    couponReserved: boolean('coupon_reserved').notNull().default(false),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    status: text('status').$type<'pending' | 'paid' | 'cancelled'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_orders_user_id_idx').on(t.userId),
    // One pending checkout per member and event: concurrent checkouts cannot make two orders (or two charges).
    uniqueIndex('event_orders_pending_unique')
      .on(t.userId, t.eventId)
      .where(sql`${t.status} = 'pending'`),
    // Finding the pending orders of an event whose hold has run out (before seats are taken).
    index('event_orders_event_id_status_idx').on(t.eventId, t.status),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type EventOrderRow = typeof eventOrders.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;

/** A wellness support group (§2 WSG list). `baseMembers` counts members from before this system (seeded). */
export const supportGroups = pgTable(
  'support_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    coverImage: text('cover_image'),
    category: text('category').$type<EventCategory>(),
    /** The leader's uuid as the app receives it (`groupLeader`) and their name. */
    leaderUuid: uuid('leader_uuid').notNull().defaultRandom(),
    leaderName: text('leader_name'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    /** The membership package the group shows as its badge. */
    packageId: uuid('package_id').references(() => packages.id),
    baseMembers: integer('base_members').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** The texts in other languages (services/locale.ts); English is in the columns above. */
    translations: jsonb('translations')
      .$type<Translations<{ name: string; description: string }>>()
      .notNull()
      .default({}),
    seedKey: text('seed_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_groups_category_idx').on(t.category),
    // The active groups in name order (GET /user/supportGroup/list).
    index('support_groups_active_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * A member's place in a group: `isActive` null = requested (pending), true = accepted, false = left or refused.
 * A member holds at most one live (null or true) row per group, even under concurrent requests.
 */
export const supportGroupMembers = pgTable(
  'support_group_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => supportGroups.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('support_group_members_live_unique')
      .on(t.userId, t.groupId)
      .where(sql`${t.isActive} is not false`),
    index('support_group_members_user_id_idx').on(t.userId),
    index('support_group_members_group_id_idx').on(t.groupId),
    // The staff queue: pending requests in request order.
    index('support_group_members_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.isActive} is null`),
  ],
);

export type SupportGroupRow = typeof supportGroups.$inferSelect;
export type SupportGroupMemberRow = typeof supportGroupMembers.$inferSelect;

/**
 * A member's proposal of a new group (Apply New Group, /wsg/applyForNew). Staff accept it (the group is created,
 * `groupId` points at it) or reject it.
 */
export const supportGroupProposals = pgTable(
  'support_group_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    description: text('description'),
    category: text('category').$type<EventCategory>().notNull(),
    numberOfMembers: integer('number_of_members'),
    state: text('state').notNull(),
    city: text('city').notNull(),
    /** The membership level asked for: the group's package badge. */
    packageId: uuid('package_id').references(() => packages.id),
    status: text('status').$type<'pending' | 'accepted' | 'rejected'>().notNull().default('pending'),
    groupId: uuid('group_id').references(() => supportGroups.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('support_group_proposals_user_id_idx').on(t.userId),
    // The staff queue: pending proposals in request order.
    index('support_group_proposals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type SupportGroupProposalRow = typeof supportGroupProposals.$inferSelect;

/** A hero's texts that have translations. */
export interface HealthHeroTexts {
  discrip: string;
  experience: string;
  reasonForMentoring: string;
  diseaseType: string[];
}

/** A health hero (mentor), §3. `userId` is set for heroes accepted from a member's application. */
export const healthHeroes = pgTable(
  'health_heroes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image'),
    city: text('city'),
    country: text('country'),
    category: text('category').$type<'Combat' | 'Exemplary' | 'Reversal' | 'Doctor'>().notNull(),
    discrip: text('discrip').notNull().default(''),
    preferredDays: jsonb('preferred_days').$type<string[]>().notNull().default([]),
    numberOfHours: numeric('number_of_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    /** The required membership package. */
    packageId: uuid('package_id').references(() => packages.id),
    experience: text('experience').notNull().default(''),
    areaOfMentoring: jsonb('area_of_mentoring').$type<string[]>().notNull().default([]),
    diseaseType: jsonb('disease_type').$type<string[]>().notNull().default([]),
    mentoringChannel: text('mentoring_channel').notNull(),
    ageBracket: text('age_bracket').notNull().default(''),
    reasonForMentoring: text('reason_for_mentoring').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The hero's own sentences in other languages (services/locale.ts); English is in the columns above. The
     * categorised words (category, days, areas, channel, age bracket) are translated by the app.
     */
    translations: jsonb('translations').$type<Translations<HealthHeroTexts>>().notNull().default({}),
    seedKey: text('seed_key').unique(),
    createdAt: createdAt(),
  },
  // The active heroes in name order (GET /user/healtHero/list).
  (t) => [
    index('health_heroes_active_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.isActive}`),
    // One hero profile per member: a later accepted application refreshes it (and finds it for the hero's page).
    uniqueIndex('health_heroes_user_unique')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/** A member's session request with a hero: `isActive` null = requested (pending), true = accepted, false = refused. */
export const healthHeroSessions = pgTable(
  'health_hero_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    heroId: uuid('hero_id')
      .notNull()
      .references(() => healthHeroes.id, { onDelete: 'cascade' }),
    /** The wall-clock date and time the member asked for (YYYY-MM-DD, HH:mm), Pacific time like the programme. */
    sessionDate: text('session_date').notNull(),
    sessionTime: text('session_time').notNull(),
    sessionPurpose: text('session_purpose').notNull(),
    otherProblems: text('other_problems'),
    consultation: text('consultation').$type<'yes' | 'no'>().notNull(),
    isActive: boolean('is_active'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('health_hero_sessions_live_unique')
      .on(t.userId, t.heroId)
      .where(sql`${t.isActive} is not false`),
    index('health_hero_sessions_user_id_idx').on(t.userId),
    // The hero's own page: their sessions by date.
    index('health_hero_sessions_hero_idx').on(t.heroId, t.sessionDate, t.sessionTime),
    // The staff queue: pending session requests in request order.
    index('health_hero_sessions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.isActive} is null`),
  ],
);

/** An application to become a health hero; its files live in private storage under generated names. */
export const healthHeroApplications = pgTable(
  'health_hero_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mobile: text('mobile'),
    category: text('category').notNull(),
    ageGroup: text('age_group').notNull(),
    numberOfHours: numeric('number_of_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    mentoringChannel: text('mentoring_channel').notNull(),
    areaOfMentoring: jsonb('area_of_mentoring').$type<string[]>().notNull(),
    /** What the hero profile shows (issue 31): carried into it when staff accept the application. */
    experience: text('experience').notNull().default(''),
    reasonForMentoring: text('reason_for_mentoring').notNull().default(''),
    diseaseType: jsonb('disease_type').$type<string[]>().notNull().default([]),
    /** The membership a member needs to request a session with the hero. */
    packageId: uuid('package_id').references(() => packages.id),
    storyFile: text('story_file').notNull(),
    storyType: text('story_type').notNull(),
    documentsFile: text('documents_file'),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One open application per member, even when two arrive at once.
    uniqueIndex('health_hero_applications_pending_unique')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    // The staff queue: pending applications in request order.
    index('health_hero_applications_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type HealthHeroRow = typeof healthHeroes.$inferSelect;
export type HealthHeroSessionRow = typeof healthHeroSessions.$inferSelect;
export type HealthHeroApplicationRow = typeof healthHeroApplications.$inferSelect;

/**
 * Durable work (services/jobs.ts): what must happen after a response, or later, is a row here first. A job is
 * run at least once (retried with backoff until it succeeds) and by one process at a time (an advisory lock per
 * job id); its handler makes the effect apply once. `key` dedupes (a gateway event id is recorded once).
 * A recurring job keeps its row: `doneAt` stays null and `runAt` moves to the next run.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

/** Every staff decision (who, when, what, on which request, why): the audit trail of the staff console. */
export const staffDecisions = pgTable(
  'staff_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind')
      .$type<
        | 'wsg-join'
        | 'hh-session'
        | 'hero-application'
        | 'wsg-proposal'
        | 'partner-application'
        | 'vendor-application'
      >()
      .notNull(),
    /**
     * The decided row (a support_group_members, health_hero_sessions, health_hero_applications,
     * support_group_proposals, partner_applications or vendor_applications id).
     */
    targetId: uuid('target_id').notNull(),
    decision: text('decision').$type<'accepted' | 'rejected'>().notNull(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_decisions_target_idx').on(t.targetId),
    index('staff_decisions_staff_idx').on(t.staffId),
  ],
);

/** A member's own calendar entry (§3 Calendar event); `desc` is extendedProps.desc. */
export const calendarEntries = pgTable(
  'calendar_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    allDay: boolean('all_day').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calendar_entries_user_start_idx').on(t.userId, t.startAt)],
);

export type CalendarEntryRow = typeof calendarEntries.$inferSelect;

/**
 * The secret of a member's iCalendar feed address. Kept readable (not hashed) so the member can be shown the
 * address again: it is a read-only capability for calendar entries, replaced (revoked) by rotating.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_secret_unique').on(t.secret)],
);
// ---------------------------------------------------------------- Marketplace catalogue (marketplace.md §3, §9)

/** What a catalogue item is: a wellness product, a wellness service or an affiliate item (sold elsewhere). */
export type CatalogKind = 'product' | 'service' | 'affiliate';

/** Accented and Turkish letters folded to ASCII, so a name search ignores accents (`lower()` then folds case). */
export const FOLD_FROM =
  'ÁÀÂÄÃÅĀáàâäãåāÇĆČçćčÉÈÊËĒĘéèêëēęĞğÍÌÎÏİıíìîïŁłÑŃñńÓÒÔÖÕØŌóòôöõøōŞŠŚşšśÚÙÛÜŪúùûüūÝŸýÿŽŹŻžźż';
export const FOLD_TO =
  'AAAAAAAaaaaaaaCCCcccEEEEEEeeeeeeGgIIIIIiiiiiLlNNnnOOOOOOOoooooooSSSsssUUUUUuuuuuYYyyZZZzzz';

/**
 * WooCommerce-shaped categories with fixed ids: 16 `allproducts` (every product), 58 `services` (every service),
 * 93 every affiliate item; the other categories are their children (parent 16, 58 or 93).
 */
export const catalogCategories = pgTable(
  'catalog_categories',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    parent: integer('parent').notNull().default(0),
    kind: text('kind').$type<CatalogKind>().notNull(),
    position: integer('position').notNull().default(0),
    /** The name in other languages (services/locale.ts); English is in `name`. */
    translations: jsonb('translations').$type<Translations<{ name: string }>>().notNull().default({}),
  },
  (t) => [index('catalog_categories_kind_idx').on(t.kind, t.position)],
);

/**
 * A product, service or affiliate item. Money in integer cents; `price_cents` (the sale price when there is one,
 * else the regular price) and `search_name` (the name without accents, lower-cased) are computed by the database,
 * so sorting and searching happen in SQL on indexed columns. Rich text is sanitised before it is written.
 */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10000 }),
    kind: text('kind').$type<CatalogKind>().notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    regularPriceCents: integer('regular_price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    priceCents: integer('price_cents')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(sale_price_cents, regular_price_cents)`),
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql.raw(`lower(translate(name, '${FOLD_FROM}', '${FOLD_TO}'))`)),
    images: jsonb('images').$type<{ src: string; alt: string }[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<{ name: string; options: string[] }[]>().notNull().default([]),
    dimensions: jsonb('dimensions')
      .$type<{ height: string; length: string; width: string }>()
      .notNull()
      .default({ height: '', length: '', width: '' }),
    externalUrl: text('external_url').notNull().default(''),
    /**
     * The texts in other languages (services/locale.ts), rich text sanitised on write like the English columns; a
     * name search also matches the name in the member's language.
     */
    translations: jsonb('translations').$type<Translations<CatalogItemTexts>>().notNull().default({}),
    featured: boolean('featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Units left to sell; null when stock is not counted (services, affiliate items). Only services/stock.ts
     * changes it, in conditional updates (never below 0).
     */
    stockQuantity: integer('stock_quantity'),
    seedKey: text('seed_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check('catalog_items_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    // The default sort (name descending) and the price sorts, each within one kind.
    // (Read backwards for name descending; price high to low reads the price index backwards.)
    index('catalog_items_kind_name_idx').on(t.kind, t.name, t.id),
    index('catalog_items_kind_price_idx').on(t.kind, t.priceCents, t.name, t.id),
    index('catalog_items_featured_idx')
      .on(t.name, t.id)
      .where(sql`${t.featured} and ${t.isActive}`),
    // The staff shop report's low stock: counted items, fewest first.
    index('catalog_items_low_stock_idx')
      .on(t.stockQuantity, t.id)
      .where(sql`${t.stockQuantity} is not null and ${t.isActive}`),
  ],
);

/** An item's texts that have translations. */
export interface CatalogItemTexts {
  name: string;
  shortDescription: string;
  description: string;
  attributes: { name: string; options: string[] }[];
}

/** An item's categories in order (the detail page shows the second when there are two). */
export const catalogItemCategories = pgTable(
  'catalog_item_categories',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => catalogCategories.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.categoryId] }),
    index('catalog_item_categories_category_idx').on(t.categoryId, t.itemId),
  ],
);

/**
 * Marketplace banners: type 1 the services banner, type 2 the other banner. The artwork carries no words: the
 * title and text are drawn over it by the app, in the member's language.
 */
export const marketplaceSliders = pgTable('marketplace_sliders', {
  id: serial('id').primaryKey(),
  type: integer('type').$type<1 | 2>().notNull(),
  image: text('image').notNull(),
  link: text('link'),
  title: text('title').notNull().default(''),
  text: text('text').notNull().default(''),
  translations: jsonb('translations')
    .$type<Translations<{ title: string; text: string }>>()
    .notNull()
    .default({}),
  position: integer('position').notNull().default(0),
  seedKey: text('seed_key').unique(),
});

/** A partner business (type 0 product, 1 service, 2 both). */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    logo: text('logo'),
    type: integer('type').$type<0 | 1 | 2>().notNull(),
    link: text('link').notNull(),
    description: text('description').notNull(),
    /** The description in other languages (services/locale.ts); names are brand names and stay as they are. */
    translations: jsonb('translations').$type<Translations<{ description: string }>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    seedKey: text('seed_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('partners_name_idx').on(t.name)],
);

export type CatalogItemRow = typeof catalogItems.$inferSelect;

// ---------------------------------------------------------------- Marketplace commerce (marketplace.md §2–§5)

/** A member's cart line: one per member and item (adding it again is refused). Prices are read at order time. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_item_unique').on(t.userId, t.itemId),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/** A member's wishlist line: one per member and item. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_item_unique').on(t.userId, t.itemId)],
);

export type MarketplaceOrderStatus =
  'pending' | 'processing' | 'shipped' | 'completed' | 'cancelled' | 'refunded';

export interface OrderBillingRecord {
  first_name: string;
  last_name: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
}

/**
 * A marketplace order: the server's prices at the time it was placed (integer cents), the stock it holds while
 * pending, and the payment behind it. `id` is the WooCommerce-shaped order id.
 */
export const marketplaceOrders = pgTable(
  'marketplace_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<MarketplaceOrderStatus>().notNull(),
    totalCents: integer('total_cents').notNull(),
    parentId: integer('parent_id').notNull().default(0),
    billing: jsonb('billing').$type<OrderBillingRecord>().notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** While pending: its stock is given back at this instant if still unpaid. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('marketplace_orders_user_idx').on(t.userId, t.createdAt),
    index('marketplace_orders_status_idx').on(t.status, t.createdAt),
    index('marketplace_orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('marketplace_orders_payment_unique').on(t.paymentId),
    // The staff shop report: orders by the day they were paid.
    index('marketplace_orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    // One unpaid order per member, whichever process places it (services/marketplace-orders.ts).
    uniqueIndex('marketplace_orders_pending_unique')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One item of an order at the price charged (name, image and category copied, so the order reads as it was). */
export const marketplaceOrderItems = pgTable(
  'marketplace_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id),
    name: text('name').notNull(),
    image: jsonb('image').$type<{ src: string; alt: string } | null>(),
    category: text('category'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** Whether this line holds stock (counted items only). */
    stockCounted: boolean('stock_counted').notNull().default(false),
  },
  (t) => [
    index('marketplace_order_items_order_idx').on(t.orderId),
    index('marketplace_order_items_item_idx').on(t.itemId),
  ],
);

/** Fulfilment staff's steps on an order (who, when, what, why): the audit trail of the fulfilment page. */
export const marketplaceOrderAudit = pgTable(
  'marketplace_order_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id),
    action: text('action').$type<'shipped' | 'completed' | 'refunded'>().notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('marketplace_order_audit_order_idx').on(t.orderId)],
);

/** A member's review of an item of one of their completed orders: one per member and item. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    review: text('review').notNull(),
    reviewer: text('reviewer').notNull(),
    reviewerEmail: text('reviewer_email').notNull(),
    createdAt: createdAt(),
    /** Hidden by staff (audited in staff_audit): no longer shown nor counted in the item's rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('product_reviews_user_item_unique').on(t.userId, t.itemId),
    // An item's shown reviews, newest first (the product page), and its average and count.
    index('product_reviews_item_shown_idx')
      .on(t.itemId, t.createdAt, t.id)
      .where(sql`${t.hiddenAt} is null`),
    // The staff list, newest first.
    index('product_reviews_created_idx').on(t.createdAt, t.id),
    check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export type MarketplaceOrderRow = typeof marketplaceOrders.$inferSelect;
export type MarketplaceOrderItemRow = typeof marketplaceOrderItems.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;

/**
 * Rate-limit counters (`http/rateLimitStore.ts`): one row per client and limited call, shared by every server
 * process on the database, so a limit holds however requests are spread over processes.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  // The prune job deletes by reset time.
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** An application to become a business partner (open to anyone, §6); its logo is a checked JPEG or PNG upload. */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    description: text('description').notNull(),
    link: text('link').notNull(),
    type: integer('type').$type<0 | 1 | 2>().notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    countryCode: text('country_code').notNull(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    zipCode: text('zip_code').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    /** The partner created when staff accepted the application. */
    partnerId: uuid('partner_id').references(() => partners.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('partner_applications_status_idx').on(t.status, t.createdAt)],
);

/**
 * An application to become a vendor (open to anyone, §6). The payout details (bank account, IBAN, SWIFT, PayPal)
 * are one AES-256-GCM sealed JSON (services/field-encryption.ts, key DATA_ENCRYPTION_KEY): never stored in plain
 * text, never returned by any call.
 */
export const vendorApplications = pgTable(
  'vendor_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    countryCode: text('country_code').notNull(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    zipCode: text('zip_code').notNull(),
    storeName: text('store_name').notNull(),
    payoutDetailsSealed: text('payout_details_sealed'),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('vendor_applications_status_idx').on(t.status, t.createdAt)],
);

export type PartnerApplicationRow = typeof partnerApplications.$inferSelect;
export type VendorApplicationRow = typeof vendorApplications.$inferSelect;

/**
 * One version per cached topic of the shared lists (`services/shared-cache.ts`). A trigger on each table a topic is
 * read from bumps its version in the same transaction as the change (migration 0019), so no writer can forget and
 * every server process on the database sees the change at the commit: a cached answer is served only while the
 * versions it was computed at are still the current ones.
 */
export const cacheVersions = pgTable('cache_versions', {
  topic: text('topic').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * What the last seed ran with (db/seed.ts): a start whose seed data, migrations, day and options are unchanged
 * skips seeding (the rows are already there), which is most of a start on a reused data folder.
 */
/** Each seed step that ran on this database (once: a restart never re-creates what an operator removed). */
export const seedRuns = pgTable('seed_runs', {
  step: text('step').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
});

/** An invitation to join the staff with a role: a one-time link (only its hash kept), 7 days. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);

/**
 * Every staff write (who, when, what, on what, why), inserted in the write's own transaction: the audit log of
 * `/staff/audit`. `staff_id` null: the command line (`pnpm admin`).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id').references(() => users.id),
    kind: text('kind').$type<StaffAuditKind>().notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at, t.id),
    index('staff_audit_staff_idx').on(t.staffId, t.at),
    index('staff_audit_kind_idx').on(t.kind, t.at),
  ],
);

export const seedState = pgTable('seed_state', {
  key: text('key').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull(),
});
