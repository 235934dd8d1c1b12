import { describe, expect, it } from 'vitest';
import { noStaffAuditFilters } from '@wellness/ui/staff';
import { AUDIT_PAGE_SIZE, auditQueryOf } from '../api';

describe("the audit log's query", () => {
  it('sends only the filters set', () => {
    expect(auditQueryOf({ page: 3, filters: noStaffAuditFilters })).toEqual({
      page: 3,
      pageSize: AUDIT_PAGE_SIZE,
    });
  });

  it("reads the days in the reader's zone, the last day included", () => {
    const query = auditQueryOf({
      page: 1,
      filters: { staff: 'u1', kind: 'member-erased', from: '2026-11-01', to: '2026-11-30' },
    });
    expect(query).toEqual({
      page: 1,
      pageSize: AUDIT_PAGE_SIZE,
      staff: 'u1',
      kind: 'member-erased',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 11, 1).toISOString(),
    });
  });
});
