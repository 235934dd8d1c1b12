// The paging of every staff list, apart from staff.ts so that staff-audit.ts (which staff.ts writes through) can
// page without importing staff.ts back.

/** A staff queue's paging, sorting and search (the query of every `GET /staff/…` list). */
export interface PageQuery<Sort extends string = string> {
  page?: number;
  pageSize?: number;
  sort?: Sort;
  order?: 'asc' | 'desc';
  search?: string;
}

export const DEFAULT_PAGE_SIZE = 10;

export function pageOf(query: PageQuery) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}
