import { randomUUID } from 'node:crypto';
import type { Schema } from '@wellness/api';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStorage } from '../adapters/storage/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import {
  partnerApplications,
  partners,
  staffDecisions,
  vendorApplications,
  type PartnerApplicationRow,
  type PartnerRow,
  type UserRow,
  type VendorApplicationRow,
} from '../db/schema.js';
import { ApiError, validationError } from '../errors.js';
import type { UploadedFile } from '../http/types.js';
import type { FieldSealer } from './field-encryption.js';
import type { JobRunner } from './jobs.js';
import { localized, type Locale } from './locale.js';
import { renderMemberMail } from './mail-templates.js';
import { recordStaffAction } from './staff-audit.js';
import { containing, DECIDED_TABLES, orderBy, pageOf, type Decision, type PageQuery } from './staff.js';

export const APPLICATION_SUBMITTED =
  'Your request has been successfully submitted. Our team will connect with you shortly.';

type PartnerForm = Omit<Schema<'PartnerRequest'>, 'logo'>;
type VendorForm = Schema<'VendorRequest'>;

/** The vendor form's payout fields: sealed together, never stored in plain text, never returned. */
const PAYOUT_FIELDS = [
  'account_name',
  'account_no',
  'bank_name',
  'swift_code',
  'bank_address',
  'iban',
  'paypal_link',
] as const;

const LOGO_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
const imageTypeInvalid = () =>
  new ApiError(400, 'Image type should be JPG, PNG or JPEG', 'IMAGE_TYPE_INVALID');
const tooLarge = (limit: number) =>
  new ApiError(
    413,
    `The file is too large (at most ${Math.max(1, Math.floor(limit / 1024 / 1024))} MB).`,
    'FILE_TOO_LARGE',
  );
const notPending = () =>
  new ApiError(404, 'There is no pending request with this id.', 'REQUEST_NOT_PENDING');
const required = (field: string) => validationError(`/${field}`, 'This field is required');

/**
 * A plain-text field trimmed, otherwise as typed ('Smith & Sons' stays so; the app escapes it where it is drawn);
 * '' when it held only spaces.
 */
const clean = (value: string | undefined) => (value ?? '').trim();

const MAIL_JOB = 'marketplace-application-mail';

/** OR of ILIKE over the columns, or nothing when the search is empty. */
function searchOver(search: string | undefined, columns: AnyPgColumn[]) {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = containing(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A partner as served: the description in the member's language where it has one (names are brand names). */
function toPartnerView(partner: PartnerRow, locale: Locale = 'en') {
  const row = localized(partner, locale);
  return {
    uuid: row.id,
    name: row.name,
    logo: row.logo,
    type: row.type,
    link: row.link,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

function toPartnerApplicationView(row: PartnerApplicationRow) {
  return {
    uuid: row.id,
    name: row.name,
    logo: row.logo,
    description: row.description,
    link: row.link,
    type: row.type,
    emailId: row.email,
    phoneNumber: row.phone,
    countryCode: row.countryCode,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    country: row.country,
    zipCode: row.zipCode,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What staff see of a vendor application: everything but the sealed payout details. */
function toVendorApplicationView(row: VendorApplicationRow) {
  return {
    uuid: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    countryCode: row.countryCode,
    address_1: row.addressLine1,
    address_2: row.addressLine2,
    city: row.city,
    state: row.state,
    country: row.country,
    zipCode: row.zipCode,
    store_name: row.storeName,
    hasPayoutDetails: row.payoutDetailsSealed !== null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Partner businesses (§2 Partners), and the open applications to become a business partner or a vendor (§5, §6)
 * with the staff review of both (audited in staff_decisions; the applicant is mailed through a durable job).
 */
export function partnerService(deps: {
  db: Database;
  clock: () => Date;
  storage: FileStorage;
  sealer: FieldSealer;
  uploadLimit: number;
  jobs: JobRunner;
  send: (mail: { to: string; subject: string; text: string; html?: string }) => Promise<void>;
  /** The organisation's name and support address, which sign every mail. */
  config: Pick<Config, 'organisationName' | 'supportEmail'>;
}) {
  const { db, clock, storage, sealer, uploadLimit, jobs, send, config } = deps;
  jobs.register(MAIL_JOB, async (payload) => {
    await send(payload as { to: string; subject: string; text: string; html?: string });
  });

  /** Required text fields after trimming: a field of spaces only is missing. */
  function requireAll<T extends Record<string, unknown>>(form: T, fields: (keyof T & string)[]) {
    const values = {} as Record<keyof T & string, string>;
    for (const field of fields) {
      const value = clean(form[field] as string | undefined);
      if (!value) throw required(field);
      values[field] = value;
    }
    return values;
  }

  async function decide(
    kind: 'partner-application' | 'vendor-application',
    staff: UserRow,
    id: string,
    decision: Decision,
    reason: string | undefined,
  ) {
    const now = clock();
    const cleanReason = reason?.trim() || null;
    const jobId = await db.transaction(async (tx) => {
      let to: string;
      let who: string;
      if (kind === 'partner-application') {
        const [row] = await tx
          .select()
          .from(partnerApplications)
          .where(and(eq(partnerApplications.id, id), eq(partnerApplications.status, 'pending')))
          .for('update');
        if (!row) throw notPending();
        let partnerId: string | null = null;
        if (decision === 'accept') {
          // Accepting lists the business among the partners, with the checked logo it sent.
          const [partner] = await tx
            .insert(partners)
            .values({
              name: row.name,
              logo: row.logo,
              type: row.type,
              link: row.link,
              description: row.description,
            })
            .returning({ id: partners.id });
          partnerId = partner?.id ?? null;
        }
        await tx
          .update(partnerApplications)
          .set({ status: decision === 'accept' ? 'approved' : 'rejected', decidedAt: now, partnerId })
          .where(eq(partnerApplications.id, id));
        to = row.email;
        who = row.name;
      } else {
        const [row] = await tx
          .select()
          .from(vendorApplications)
          .where(and(eq(vendorApplications.id, id), eq(vendorApplications.status, 'pending')))
          .for('update');
        if (!row) throw notPending();
        await tx
          .update(vendorApplications)
          .set({ status: decision === 'accept' ? 'approved' : 'rejected', decidedAt: now })
          .where(eq(vendorApplications.id, id));
        to = row.email;
        who = `${row.firstName} ${row.lastName}`;
      }
      const [audit] = await tx
        .insert(staffDecisions)
        .values({
          staffId: staff.id,
          kind,
          targetId: id,
          decision: decision === 'accept' ? 'accepted' : 'rejected',
          reason: cleanReason,
          decidedAt: now,
        })
        .returning({ id: staffDecisions.id });
      await recordStaffAction(tx, {
        staffId: staff.id,
        kind,
        target: { type: DECIDED_TABLES[kind], id },
        details: { decision: decision === 'accept' ? 'accepted' : 'rejected' },
        reason: cleanReason,
        at: now,
      });
      // Signed and with the support address like every other mail; an applicant has no account, so English.
      const mail = renderMemberMail(
        { template: 'staff-decision', kind, decision, subject: '', reason: cleanReason },
        {
          locale: 'en',
          name: who,
          organisationName: config.organisationName,
          supportEmail: config.supportEmail,
        },
      );
      return jobs.enqueue(tx, {
        kind: MAIL_JOB,
        key: `decision-${audit?.id}`,
        payload: { to, ...mail },
      });
    });
    await jobs.run([jobId]);
  }

  return {
    async list(locale: Locale = 'en') {
      const rows = await db
        .select()
        .from(partners)
        .where(eq(partners.isActive, true))
        .orderBy(asc(partners.name), asc(partners.id));
      return rows.map((row) => toPartnerView(row, locale));
    },

    async view(id: string, locale: Locale = 'en') {
      const [row] = await db
        .select()
        .from(partners)
        .where(and(eq(partners.id, id), eq(partners.isActive, true)));
      if (!row) throw new ApiError(404, 'Partner not found', 'PARTNER_NOT_FOUND');
      return toPartnerView(row, locale);
    },

    /** §5 business partner form: every field checked first, the logo by its bytes; nothing stored on a refusal. */
    async applyAsPartner(form: PartnerForm, files: UploadedFile[]) {
      const values = requireAll(form, [
        'name',
        'description',
        'link',
        'emailId',
        'phoneNumber',
        'countryCode',
        'city',
        'state',
        'country',
        'zipCode',
      ]);
      const logo = files.find((f) => f.field === 'logo');
      if (!logo) throw required('logo');
      if (logo.truncated) throw tooLarge(uploadLimit);
      if (logo.buffer.length === 0) throw imageTypeInvalid();
      const extension = LOGO_TYPES[(await fileTypeFromBuffer(logo.buffer))?.mime ?? ''];
      if (!extension) throw imageTypeInvalid();
      const path = await storage.save(logo.buffer, extension);
      try {
        await db.insert(partnerApplications).values({
          name: values.name,
          logo: path,
          description: values.description,
          link: values.link,
          type: form.type,
          email: values.emailId.toLowerCase(),
          phone: values.phoneNumber,
          countryCode: values.countryCode,
          addressLine1: clean(form.addressLine1) || null,
          addressLine2: clean(form.addressLine2) || null,
          city: values.city,
          state: values.state,
          country: values.country,
          zipCode: values.zipCode,
          createdAt: clock(),
        });
      } catch (error) {
        await storage.remove(path);
        throw error;
      }
    },

    /** §5 vendor form: empty fields dropped; the payout details sealed with the row's id as context. */
    async applyAsVendor(form: VendorForm) {
      const values = requireAll(form, [
        'first_name',
        'last_name',
        'email',
        'phone',
        'countryCode',
        'zipCode',
        'state',
        'city',
        'country',
        'store_name',
      ]);
      const payout: Partial<Record<(typeof PAYOUT_FIELDS)[number], string>> = {};
      for (const field of PAYOUT_FIELDS) {
        const value = form[field]?.trim();
        if (value) payout[field] = value;
      }
      const id = randomUUID();
      await db.insert(vendorApplications).values({
        id,
        firstName: values.first_name,
        lastName: values.last_name,
        email: values.email.toLowerCase(),
        phone: values.phone,
        countryCode: values.countryCode,
        addressLine1: clean(form.address_1) || null,
        addressLine2: clean(form.address_2) || null,
        city: values.city,
        state: values.state,
        country: values.country,
        zipCode: values.zipCode,
        storeName: values.store_name,
        payoutDetailsSealed: Object.keys(payout).length ? sealer.seal(JSON.stringify(payout), id) : null,
        createdAt: clock(),
      });
    },

    async partnerApplications(query: PageQuery<'requestedAt' | 'name' | 'type'> = {}) {
      const where = and(
        eq(partnerApplications.status, 'pending'),
        searchOver(query.search, [
          partnerApplications.name,
          partnerApplications.email,
          partnerApplications.city,
          partnerApplications.country,
        ]),
      );
      const { page, pageSize, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(partnerApplications)
          .where(where)
          .orderBy(
            ...orderBy(
              query,
              {
                requestedAt: partnerApplications.createdAt,
                name: sql`lower(${partnerApplications.name})`,
                type: partnerApplications.type,
              },
              partnerApplications.id,
            ),
          )
          .limit(pageSize)
          .offset(offset),
        db.select({ n: count() }).from(partnerApplications).where(where),
      ]);
      return { items: rows.map(toPartnerApplicationView), total: Number(total?.n ?? 0), page, pageSize };
    },

    /** Never selects, searches or sorts by the sealed payout details. */
    async vendorApplications(query: PageQuery<'requestedAt' | 'name' | 'store'> = {}) {
      const where = and(
        eq(vendorApplications.status, 'pending'),
        searchOver(query.search, [
          vendorApplications.firstName,
          vendorApplications.lastName,
          vendorApplications.email,
          vendorApplications.storeName,
          vendorApplications.city,
          vendorApplications.country,
        ]),
      );
      const { page, pageSize, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(vendorApplications)
          .where(where)
          .orderBy(
            ...orderBy(
              query,
              {
                requestedAt: vendorApplications.createdAt,
                name: sql`lower(${vendorApplications.firstName} || ' ' || ${vendorApplications.lastName})`,
                store: sql`lower(${vendorApplications.storeName})`,
              },
              vendorApplications.id,
            ),
          )
          .limit(pageSize)
          .offset(offset),
        db.select({ n: count() }).from(vendorApplications).where(where),
      ]);
      return { items: rows.map(toVendorApplicationView), total: Number(total?.n ?? 0), page, pageSize };
    },

    decidePartner: (staff: UserRow, id: string, decision: Decision, reason?: string) =>
      decide('partner-application', staff, id, decision, reason),
    decideVendor: (staff: UserRow, id: string, decision: Decision, reason?: string) =>
      decide('vendor-application', staff, id, decision, reason),
  };
}
