import type { Schema } from '@wellness/api';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { staffAudit, users, type StaffAuditKind } from '../db/schema.js';
import { pageOf } from './staff-paging.js';

export interface StaffAction {
  /** Who acted; null for the command line. */
  staffId: string | null;
  kind: StaffAuditKind;
  /** The acted-on row: its table and id. */
  target: { type: string; id: string };
  details?: Record<string, unknown>;
  reason?: string | null;
  at: Date;
}

/** Writes the audit row of a staff write: always inside the write's own transaction, so neither exists alone. */
export async function recordStaffAction(tx: Database, action: StaffAction): Promise<void> {
  await tx.insert(staffAudit).values({
    staffId: action.staffId,
    kind: action.kind,
    targetType: action.target.type,
    targetId: action.target.id,
    details: action.details ?? {},
    reason: action.reason ?? null,
    at: action.at,
  });
}

export interface AuditQuery {
  page?: number;
  pageSize?: number;
  staff?: string;
  kind?: StaffAuditKind;
  from?: string;
  to?: string;
}

type AuditEntry = Schema<'StaffAuditEntry'>;

/** The audit log, newest first, a page at a time (one indexed statement for the rows, one for the count). */
export async function auditPage(db: Database, query: AuditQuery) {
  const { page, pageSize, offset } = pageOf(query);
  const filters: SQL[] = [];
  if (query.staff) filters.push(eq(staffAudit.staffId, query.staff));
  if (query.kind) filters.push(eq(staffAudit.kind, query.kind));
  if (query.from) filters.push(gte(staffAudit.at, new Date(query.from)));
  if (query.to) filters.push(lt(staffAudit.at, new Date(query.to)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: staffAudit, staff: { id: users.id, email: users.email, name: users.name } })
      .from(staffAudit)
      .leftJoin(users, eq(users.id, staffAudit.staffId))
      .where(where)
      .orderBy(desc(staffAudit.at), desc(staffAudit.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ n: count() }).from(staffAudit).where(where),
  ]);
  const items: AuditEntry[] = rows.map(({ entry, staff }) => ({
    uuid: entry.id,
    at: entry.at.toISOString(),
    staff: staff ? { uuid: staff.id, email: staff.email, name: staff.name } : null,
    kind: entry.kind,
    target: { type: entry.targetType, id: entry.targetId },
    details: entry.details,
    reason: entry.reason,
  }));
  return { items, total: total?.n ?? 0, page, pageSize };
}
