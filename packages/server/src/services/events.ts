import { and, asc, eq, gt, ne } from 'drizzle-orm';
import {
  eventRegistrations,
  events,
  packages,
  type EventRow,
  type PackageRow,
  type UserRow,
} from '../db/schema.js';
import { ApiError } from '../errors.js';
import type { Services } from './context.js';
import { couponFor, orderAmounts, priceOrder } from './coupons.js';
import { packageMeets } from './users.js';
import { currentPackage } from './memberships.js';
import { localized, type Locale } from './locale.js';
import { sanitizeRichText } from './rich-text.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const eventNotFound = () => new ApiError(404, 'Event not found', 'EVENT_NOT_FOUND');
const closed = () =>
  new ApiError(403, 'You can not Register for this Event. Registration Closed', 'REGISTRATION_CLOSED');
export const upgradeRequired = () =>
  new ApiError(
    403,
    'You can not Register for this Event. Kindly upgrade your Membership Packages',
    'PACKAGE_UPGRADE_REQUIRED',
  );
export const alreadyRegistered = () =>
  new ApiError(400, 'You have already registered for this event.', 'ALREADY_REGISTERED');
export const eventFull = () => new ApiError(409, 'Sorry! This event is fully booked.', 'EVENT_FULL');

const withoutTranslations = <R extends { translations: unknown }>({ translations: _t, ...rest }: R) => rest;

/**
 * The Event schema of openapi.yaml in `locale` (English where a translation is missing): the event's name and
 * description, and each speaker's designation and biography; the description is sanitised again on the way out.
 */
export function toEventView(row: EventRow, pkg: PackageRow | null, locale: Locale) {
  const event = localized(row, locale);
  return {
    uuid: event.id,
    id: event.number,
    name: event.name,
    image: event.image,
    eventCategory: event.category,
    eventMode: event.mode,
    startTime: event.startTime.toISOString(),
    endTime: event.endTime.toISOString(),
    price: event.price,
    allowRegistration: event.allowRegistration,
    description: sanitizeRichText(event.description),
    speakers: event.speakers.map(({ translations, ...speaker }) =>
      translations ? withoutTranslations(localized({ ...speaker, translations }, locale)) : speaker,
    ),
    packages: pkg ? [{ uuid: pkg.id, name: pkg.name, colour: pkg.colour, monthlyCost: pkg.monthlyCost }] : [],
    status: event.status,
    quantity: event.capacity === null ? null : Math.max(0, event.capacity - event.seatsTaken),
  };
}

/**
 * The event rules every registration path shares (free registration, checkout, coupon check): finding a published
 * event, §5's package rule, open for registration, not registered yet.
 */
export function eventRules(services: Pick<Services, 'db' | 'clock'>) {
  const { db, clock } = services;

  async function findEvent(id: string) {
    const [row] = UUID.test(id)
      ? await db
          .select({ event: events, pkg: packages })
          .from(events)
          .leftJoin(packages, eq(packages.id, events.packageId))
          .where(and(eq(events.id, id), ne(events.status, 'draft')))
      : [];
    if (!row) throw eventNotFound();
    return row;
  }

  const memberPackage = (user: UserRow) => currentPackage(db, clock(), user);

  /**
   * The required package is met by that package or a higher tier by yearly price; never the spec's comparison of
   * a yearly cost with a monthly one, which let Explorer ($99 a year) past a Champion event ($16.58 a month).
   * No current package, no registration (issue 31).
   */
  async function packageCostReaches(user: UserRow, required: PackageRow | null) {
    return packageMeets(await memberPackage(user), required);
  }

  return {
    findEvent,
    memberPackage,
    packageCostReaches,

    /**
     * The one copy of the rule for every registration path (free registration, checkout): the member's package
     * meets the event's required package. The event view reports it (`viewerCanRegister`), registration and
     * checkout enforce it.
     */
    async packageAllowsRegistration(user: UserRow, _event: EventRow, pkg: PackageRow | null) {
      return packageCostReaches(user, pkg);
    },

    /** Open for registration: allowed, announced and not started yet. */
    checkOpen(event: EventRow) {
      if (!event.allowRegistration || event.status !== 'upcoming' || event.startTime <= clock())
        throw closed();
    },

    async checkNotRegistered(userId: string, eventId: string) {
      const [active] = await db
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.userId, userId),
            eq(eventRegistrations.eventId, eventId),
            eq(eventRegistrations.isActive, true),
          ),
        );
      if (active) throw alreadyRegistered();
    },

    /** The member's coupon for the event (services/coupons.ts has the rules). */
    async coupon(user: UserRow, event: EventRow, code: string) {
      const pkg = await memberPackage(user);
      return couponFor(db, clock(), { event, code, user, memberPackageId: pkg?.id ?? null });
    },
  };
}

/** The event catalogue as members see it. */
export function eventService(services: Pick<Services, 'db' | 'clock' | 'cache'>) {
  const { db, clock } = services;
  const rules = eventRules(services);
  return {
    /** In the member's language (English where a translation is missing). */
    async listUpcoming(locale: Locale) {
      const rows = await db
        .select({ event: events, pkg: packages })
        .from(events)
        .leftJoin(packages, eq(packages.id, events.packageId))
        .where(and(eq(events.status, 'upcoming'), gt(events.endTime, clock())))
        .orderBy(asc(events.startTime), asc(events.number));
      return rows.map((r) => toEventView(r.event, r.pkg, locale));
    },

    /**
     * The same list, serialised and shared by every member of the language (nothing in it is about the member);
     * it holds until a change to events or packages, or until the first listed event ends.
     */
    listUpcomingShared(locale: Locale) {
      return services.cache.get(`events:upcoming:${locale}`, ['events', 'packages'], async () => {
        const value = await this.listUpcoming(locale);
        const ends = value.map((e) => Date.parse(e.endTime));
        return { value, validUntil: ends.length ? new Date(Math.min(...ends)) : null };
      });
    },

    /** One event, with whether this member may register (the server decides, the app shows). */
    async view(user: UserRow, uuid: string, locale: Locale) {
      const { event, pkg } = await rules.findEvent(uuid);
      const viewerCanRegister = await rules.packageAllowsRegistration(user, event, pkg);
      return {
        ...toEventView(event, pkg, locale),
        viewerCanRegister,
        blockedReason: viewerCanRegister ? null : ('PACKAGE_UPGRADE_REQUIRED' as const),
      };
    },

    /** The coupon, and the order's amounts for `quantity` seats with it (what the payment would charge). */
    async checkCoupon(user: UserRow, eventUuid: string, code: string, quantity = 1) {
      const { event } = await rules.findEvent(eventUuid);
      const coupon = await rules.coupon(user, event, code);
      return {
        discountType: coupon.discountType,
        discountedAmount: coupon.discountedAmount,
        ...orderAmounts(priceOrder(event.price, quantity, coupon)),
      };
    },

    /** Review Order's amounts before any coupon. */
    async quoteOrder(eventUuid: string, quantity: number) {
      const { event } = await rules.findEvent(eventUuid);
      return orderAmounts(priceOrder(event.price, quantity, undefined));
    },
  };
}
