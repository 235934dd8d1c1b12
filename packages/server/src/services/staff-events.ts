import type { Schema } from '@wellness/api';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  eventOrders,
  eventRegistrations,
  events,
  packages,
  payments,
  users,
  vouchers,
  type EventRow,
  type SpeakerRecord,
  type UserRow,
} from '../db/schema.js';
import { ApiError, validationError } from '../http/errors.js';
import type { UploadedFile } from '../http/types.js';
import type { Services } from './context.js';
import type { EventOrderService } from './event-orders.js';
import type { RefundService } from './refunds.js';
import { toCsv } from './reports.js';
import { sanitizeRichText } from './rich-text.js';
import { releaseSeats } from './seats.js';
import { recordStaffAction } from './staff-audit.js';
import { pageOf } from './staff-paging.js';
import { containing } from './staff.js';

type EventPatch = Schema<'StaffEventPatch'>;
type EventRequest = Schema<'StaffEventRequest'>;
type StaffEvent = Schema<'StaffEvent'>;
type Registrant = Schema<'StaffRegistrant'>;
type Texts = { name?: string; description?: string };

export interface StaffEventQuery {
  page?: number;
  pageSize?: number;
  search?: string;
  status?: EventRow['status'];
  from?: string;
  to?: string;
}

/** Content sniffing decides, never the file name or the declared type. */
const PICTURE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const notFound = () => new ApiError(404, 'Event not found', 'EVENT_NOT_FOUND');
const conflict = (message: string, code: string) => new ApiError(409, message, code);
const cancelledAlready = () =>
  conflict('This event has been cancelled and can no longer be changed.', 'EVENT_CANCELLED');

/** Active registrations and registrations ever paid for, per event (one grouped read for a page). */
const registrationCounts = {
  registrations: sql<number>`count(*) filter (where ${eventRegistrations.isActive})`.mapWith(Number),
  paidRegistrations: sql<number>`count(*) filter (where ${isNotNull(eventRegistrations.paymentId)})`.mapWith(
    Number,
  ),
};

/** A translation as stored: only texts that say something, the description sanitised like the English one. */
function storedTexts(texts: Texts | undefined) {
  const out: { name?: string; description?: string } = {};
  const name = texts?.name?.trim();
  const description = texts?.description ? sanitizeRichText(texts.description).trim() : '';
  if (name) out.name = name;
  if (description) out.description = description;
  return out;
}

function storedSpeakers(speakers: EventPatch['speakers']): SpeakerRecord[] | undefined {
  return speakers?.map((s) => ({
    name: s.name.trim(),
    role: s.role,
    designation: s.designation?.trim() || null,
    description: s.description?.trim() || null,
    linkedInProfile: s.linkedInProfile?.trim() || null,
    image: s.image ?? null,
  }));
}

function toStaffEvent(
  event: EventRow,
  pkg: { id: string; name: string } | null,
  counts: { registrations: number; paidRegistrations: number },
): StaffEvent {
  const texts = (locale: 'tr' | 'ar') => ({
    name: event.translations[locale]?.name ?? '',
    description: event.translations[locale]?.description ?? '',
  });
  return {
    uuid: event.id,
    id: event.number,
    name: event.name,
    description: sanitizeRichText(event.description),
    translations: { tr: texts('tr'), ar: texts('ar') },
    image: event.image,
    eventCategory: event.category,
    eventMode: event.mode,
    startTime: event.startTime.toISOString(),
    endTime: event.endTime.toISOString(),
    price: event.price,
    allowRegistration: event.allowRegistration,
    speakers: event.speakers,
    packageUuid: pkg?.id ?? null,
    packageName: pkg?.name ?? null,
    capacity: event.capacity,
    seatsTaken: event.seatsTaken,
    status: event.status,
    registrations: counts.registrations,
    paidRegistrations: counts.paidRegistrations,
    cancelReason: event.cancelReason,
    createdAt: event.createdAt.toISOString(),
  };
}

const REGISTRANT_CSV_COLUMNS = [
  'name',
  'email',
  'quantity',
  'paid',
  'coupon',
  'registeredAt',
  'cancelled',
  'attendedAt',
] as const;

/**
 * The programme's events as staff write them: the list with drafts, writing and publishing, cancelling with
 * refunds and mails, the registrants with their attendance. Every write is audited in its own transaction.
 */
export function staffEventService(
  services: Services,
  orders: Pick<EventOrderService, 'cancelPendingOrders'>,
  refunds: Pick<RefundService, 'requestRefund' | 'run'>,
) {
  const { db, clock, storage } = services;

  async function load(uuid: string) {
    const [row] = await db
      .select({ event: events, pkg: { id: packages.id, name: packages.name } })
      .from(events)
      .leftJoin(packages, eq(packages.id, events.packageId))
      .where(eq(events.id, uuid));
    if (!row) throw notFound();
    const [counts] = await db
      .select(registrationCounts)
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, uuid));
    return toStaffEvent(row.event, row.pkg, counts ?? { registrations: 0, paidRegistrations: 0 });
  }

  async function checkPackage(uuid: string | undefined) {
    if (uuid === undefined) return;
    const [pkg] = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, uuid));
    if (!pkg) throw validationError('/packageUuid', 'There is no package with this id.');
  }

  function checkTimes(start: Date, end: Date) {
    if (end <= start) throw validationError('/endTime', 'The event must end after it starts.');
  }

  /** The columns a request sets (only those it names). */
  function columnsOf(input: EventPatch, current?: EventRow): Partial<typeof events.$inferInsert> {
    const set: Partial<typeof events.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name.trim();
    if (input.description !== undefined) set.description = sanitizeRichText(input.description);
    if (input.translations !== undefined) {
      const merged = { ...(current?.translations ?? {}) };
      for (const locale of ['tr', 'ar'] as const) {
        if (input.translations[locale] !== undefined) {
          merged[locale] = { ...merged[locale], ...storedTexts(input.translations[locale]) };
          // A text sent empty is taken away (members then read English).
          for (const field of ['name', 'description'] as const) {
            if (
              input.translations[locale]?.[field] !== undefined &&
              !storedTexts(input.translations[locale])[field]
            )
              delete merged[locale]?.[field];
          }
        }
      }
      set.translations = merged;
    }
    if (input.image !== undefined) set.image = input.image;
    if (input.eventCategory !== undefined) set.category = input.eventCategory;
    if (input.eventMode !== undefined) set.mode = input.eventMode;
    if (input.startTime !== undefined) set.startTime = new Date(input.startTime);
    if (input.endTime !== undefined) set.endTime = new Date(input.endTime);
    if (input.price !== undefined) set.price = input.price;
    if (input.allowRegistration !== undefined) set.allowRegistration = input.allowRegistration;
    if (input.speakers !== undefined) set.speakers = storedSpeakers(input.speakers);
    if (input.packageUuid !== undefined) set.packageId = input.packageUuid;
    if (input.capacity !== undefined) set.capacity = input.capacity;
    if (input.status !== undefined) set.status = input.status;
    return set;
  }

  return {
    /** A page of events, newest start first (drafts and cancelled ones too). */
    async list(query: StaffEventQuery) {
      const { page, pageSize, offset } = pageOf(query);
      const filters: SQL[] = [];
      const search = query.search?.trim();
      if (search) filters.push(ilike(events.name, containing(search)));
      if (query.status) filters.push(eq(events.status, query.status));
      if (query.from) filters.push(gte(events.startTime, new Date(query.from)));
      if (query.to) filters.push(lt(events.startTime, new Date(query.to)));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ event: events, pkg: { id: packages.id, name: packages.name } })
          .from(events)
          .leftJoin(packages, eq(packages.id, events.packageId))
          .where(where)
          .orderBy(desc(events.startTime), desc(events.number))
          .limit(pageSize)
          .offset(offset),
        db.select({ n: count() }).from(events).where(where),
      ]);
      const ids = rows.map((r) => r.event.id);
      const counts = ids.length
        ? await db
            .select({ eventId: eventRegistrations.eventId, ...registrationCounts })
            .from(eventRegistrations)
            .where(inArray(eventRegistrations.eventId, ids))
            .groupBy(eventRegistrations.eventId)
        : [];
      const byEvent = new Map(counts.map((c) => [c.eventId, c]));
      const items = rows.map((r) =>
        toStaffEvent(r.event, r.pkg, byEvent.get(r.event.id) ?? { registrations: 0, paidRegistrations: 0 }),
      );
      return { items, total: total?.n ?? 0, page, pageSize };
    },

    view: load,

    async create(staff: UserRow, input: EventRequest) {
      const start = new Date(input.startTime);
      const end = new Date(input.endTime);
      checkTimes(start, end);
      await checkPackage(input.packageUuid);
      const now = clock();
      const values = columnsOf(input);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(events)
          .values({
            ...values,
            name: input.name.trim(),
            mode: input.eventMode,
            startTime: start,
            endTime: end,
            status: input.status,
            translations: values.translations ?? {},
            createdAt: now,
          })
          .returning({ id: events.id });
        if (!row) throw new Error('event insert returned nothing');
        await recordStaffAction(tx, {
          staffId: staff.id,
          kind: 'event-created',
          target: { type: 'event', id: row.id },
          details: { name: input.name.trim(), status: input.status },
          at: now,
        });
        return row.id;
      });
      return load(id);
    },

    /**
     * Changes what is sent, under the event's row lock: seats are taken by conditional updates of the same row,
     * so the capacity check sees every seat taken before it. The price is read by each new checkout; orders
     * already made keep their own amounts.
     */
    async update(staff: UserRow, uuid: string, input: EventPatch) {
      await checkPackage(input.packageUuid);
      const now = clock();
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(events).where(eq(events.id, uuid)).for('update');
        if (!current) throw notFound();
        if (current.status === 'cancelled' || current.status === 'completed') throw cancelledAlready();
        const set = columnsOf(input, current);
        checkTimes(set.startTime ?? current.startTime, set.endTime ?? current.endTime);
        if (set.capacity != null && set.capacity < current.seatsTaken) {
          throw conflict(
            `Capacity cannot be lower than the ${current.seatsTaken} seats already taken.`,
            'CAPACITY_BELOW_SEATS_TAKEN',
          );
        }
        if (set.status === 'draft' && current.status !== 'draft') {
          const [active] = await tx
            .select({ n: count() })
            .from(eventRegistrations)
            .where(and(eq(eventRegistrations.eventId, uuid), eq(eventRegistrations.isActive, true)));
          if (active?.n) {
            throw conflict(
              'An event with registrations cannot go back to a draft.',
              'EVENT_HAS_REGISTRATIONS',
            );
          }
        }
        await tx.update(events).set(set).where(eq(events.id, uuid));
        const changed = Object.keys(input);
        await recordStaffAction(tx, {
          staffId: staff.id,
          kind: 'event-updated',
          target: { type: 'event', id: uuid },
          details: {
            changed,
            ...(set.status && set.status !== current.status ? { status: set.status } : {}),
            ...(set.price !== undefined && set.price !== current.price
              ? { price: { from: current.price, to: set.price } }
              : {}),
            ...(set.allowRegistration === false && current.allowRegistration
              ? { registration: 'closed' }
              : {}),
          },
          at: now,
        });
      });
      return load(uuid);
    },

    /** Deleted only when nobody ever registered or checked out: an event with registrations is cancelled instead. */
    async remove(staff: UserRow, uuid: string) {
      const now = clock();
      const image = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(events).where(eq(events.id, uuid)).for('update');
        if (!current) throw notFound();
        const [registered] = await tx
          .select({ n: count() })
          .from(eventRegistrations)
          .where(eq(eventRegistrations.eventId, uuid));
        const [ordered] = await tx
          .select({ n: count() })
          .from(eventOrders)
          .where(eq(eventOrders.eventId, uuid));
        if (registered?.n || ordered?.n) {
          throw conflict(
            'This event has registrations: it can only be cancelled, not deleted.',
            'EVENT_HAS_REGISTRATIONS',
          );
        }
        await tx.delete(events).where(eq(events.id, uuid));
        await recordStaffAction(tx, {
          staffId: staff.id,
          kind: 'event-deleted',
          target: { type: 'event', id: uuid },
          details: { name: current.name },
          at: now,
        });
        return current.image;
      });
      const stillUsed = image
        ? await db.select({ id: events.id }).from(events).where(eq(events.image, image)).limit(1)
        : [];
      if (image && !stillUsed.length) await storage.remove(image);
    },

    /**
     * Cancels the event in one transaction: status and reason, registration closed, every active registration
     * cancelled with its seats released, its registrant mailed in their language, and each paid one handed to
     * the durable refund job. Checkouts still waiting for a payment are stopped afterwards (at the gateway first).
     */
    async cancel(staff: UserRow, uuid: string, reason: string) {
      const now = clock();
      const mailIds: (number | null)[] = [];
      const refundJobs: (number | null)[] = [];
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(events).where(eq(events.id, uuid)).for('update');
        if (!current) throw notFound();
        if (current.status === 'cancelled') throw cancelledAlready();
        await tx
          .update(events)
          .set({ status: 'cancelled', allowRegistration: false, cancelReason: reason.trim() })
          .where(eq(events.id, uuid));
        const active = await tx
          .select({ registration: eventRegistrations, amountCents: payments.amountCents })
          .from(eventRegistrations)
          .leftJoin(payments, eq(payments.id, eventRegistrations.paymentId))
          .where(and(eq(eventRegistrations.eventId, uuid), eq(eventRegistrations.isActive, true)))
          .orderBy(asc(eventRegistrations.id))
          .for('update', { of: eventRegistrations });
        let refunded = 0;
        for (const { registration, amountCents } of active) {
          await tx
            .update(eventRegistrations)
            .set({ isActive: false, cancelledAt: now })
            .where(eq(eventRegistrations.id, registration.id));
          await releaseSeats(tx, uuid, registration.quantity);
          const paid = Boolean(registration.paymentId && amountCents);
          mailIds.push(
            await services.mails.enqueue(tx, registration.userId, `called-off:${registration.id}`, {
              template: 'event-called-off',
              registrationId: registration.id,
              paid,
              reason: reason.trim(),
            }),
          );
          if (paid && registration.paymentId) {
            refundJobs.push(await refunds.requestRefund(tx, registration.id, registration.paymentId));
            refunded += 1;
          }
        }
        await recordStaffAction(tx, {
          staffId: staff.id,
          kind: 'event-cancelled',
          target: { type: 'event', id: uuid },
          details: { name: current.name, registrations: active.length, refunds: refunded },
          reason: reason.trim(),
          at: now,
        });
      });
      await services.mails.sendNow(mailIds);
      // Started now; a gateway that fails is retried by the job runner.
      await refunds.run(refundJobs);
      await orders.cancelPendingOrders(uuid);
      return load(uuid);
    },

    /** A picture for an event or a speaker, kept by its bytes' type through the storage adapter. */
    async uploadImage(staff: UserRow, file: UploadedFile | undefined) {
      if (!file) throw validationError('/image', 'This field is required');
      if (file.truncated) {
        throw new ApiError(413, 'The picture is too large.', 'FILE_TOO_LARGE');
      }
      const extension = PICTURE_TYPES[(await fileTypeFromBuffer(file.buffer))?.mime ?? ''];
      if (!extension) throw new ApiError(400, 'Image type should be JPG, PNG or WEBP', 'IMAGE_TYPE_INVALID');
      const image = await storage.save(file.buffer, extension);
      try {
        await db.transaction((tx) =>
          recordStaffAction(tx, {
            staffId: staff.id,
            kind: 'event-image-uploaded',
            target: { type: 'upload', id: image },
            at: clock(),
          }),
        );
      } catch (error) {
        await storage.remove(image);
        throw error;
      }
      return { image };
    },

    async registrants(uuid: string, query: { page?: number; pageSize?: number; search?: string }) {
      await load(uuid);
      const { page, pageSize, offset } = pageOf(query);
      const search = query.search?.trim();
      const where = and(
        eq(eventRegistrations.eventId, uuid),
        search
          ? or(ilike(users.name, containing(search)), ilike(users.email, containing(search)))
          : undefined,
      ) as SQL;
      const [rows, [total]] = await Promise.all([
        registrantRows(where).limit(pageSize).offset(offset),
        db
          .select({ n: count() })
          .from(eventRegistrations)
          .innerJoin(users, eq(users.id, eventRegistrations.userId))
          .where(where),
      ]);
      return { items: rows.map(toRegistrant), total: total?.n ?? 0, page, pageSize };
    },

    async registrantsCsv(uuid: string) {
      await load(uuid);
      const rows = (await registrantRows(eq(eventRegistrations.eventId, uuid))).map(toRegistrant);
      return toCsv(
        [...REGISTRANT_CSV_COLUMNS],
        rows.map((r) => ({
          name: r.name ?? '',
          email: r.email,
          quantity: r.quantity,
          paid: r.paid.toFixed(2),
          coupon: r.coupon ?? '',
          registeredAt: r.registeredAt,
          cancelled: r.isActive ? 'no' : 'yes',
          attendedAt: r.attendedAt ?? '',
        })),
      );
    },

    async markAttended(staff: UserRow, registrationUuid: string, attended: boolean) {
      const now = clock();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(eventRegistrations)
          .set({ attendedAt: attended ? now : null })
          .where(eq(eventRegistrations.id, registrationUuid))
          .returning({ eventId: eventRegistrations.eventId });
        if (!row) throw notFound();
        await recordStaffAction(tx, {
          staffId: staff.id,
          kind: 'event-attendance-marked',
          target: { type: 'event-registration', id: registrationUuid },
          details: { eventId: row.eventId, attended },
          at: now,
        });
      });
      const [row] = await registrantRows(eq(eventRegistrations.id, registrationUuid));
      if (!row) throw notFound();
      return toRegistrant(row);
    },
  };

  function registrantRows(where: SQL) {
    return db
      .select({
        registration: eventRegistrations,
        name: users.name,
        email: users.email,
        amountCents: payments.amountCents,
        coupon: vouchers.voucherCode,
      })
      .from(eventRegistrations)
      .innerJoin(users, eq(users.id, eventRegistrations.userId))
      .leftJoin(payments, eq(payments.id, eventRegistrations.paymentId))
      .leftJoin(eventOrders, eq(eventOrders.paymentId, eventRegistrations.paymentId))
      .leftJoin(vouchers, eq(vouchers.id, eventOrders.voucherId))
      .where(where)
      .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
      .$dynamic();
  }
}

function toRegistrant(row: {
  registration: typeof eventRegistrations.$inferSelect;
  name: string | null;
  email: string;
  amountCents: number | null;
  coupon: string | null;
}): Registrant {
  return {
    uuid: row.registration.id,
    name: row.name,
    email: row.email,
    quantity: row.registration.quantity,
    isActive: row.registration.isActive,
    paid: (row.amountCents ?? 0) / 100,
    coupon: row.coupon,
    registeredAt: row.registration.createdAt.toISOString(),
    attendedAt: row.registration.attendedAt?.toISOString() ?? null,
  };
}
