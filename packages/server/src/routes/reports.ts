import { authOf } from '../http/auth.js';
import type { ApiRequest, TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { REVENUE_CSV_COLUMNS, reportsService, toCsv } from '../services/reports.js';
import { EVENTS_CSV_COLUMNS, eventsCsvRows, eventsReport } from '../services/reports-events.js';
import { membersCsvRows, membersReport } from '../services/reports-members.js';
import { SHOP_CSV_COLUMNS, shopReport } from '../services/reports-shop.js';
import { requireStaff } from '../services/staff.js';

/** A report as a CSV download (`text/csv`, UTF-8, named after the report and its range). */
const csvFile = (message: string, csv: string, filename: string) => ({
  status: 200 as const,
  message,
  file: { buffer: Buffer.from(csv, 'utf8'), contentType: 'text/csv; charset=utf-8', filename },
});

/** The staff reports (/staff/reports/…): JSON for the dashboard, or CSV with `format=csv`. */
export function reportHandlers(services: Services): TypedHandlers {
  const reports = reportsService(services);
  const staffOf = (request: Pick<ApiRequest, 'auth'>) => {
    const { user } = authOf(request);
    requireStaff(user);
    return user;
  };
  return {
    async 'GET /staff/reports/revenue'(request) {
      staffOf(request);
      const { from, to, interval, format } = request.query;
      const data = await reports.revenue({ from, to, interval });
      if (format === 'csv') {
        return {
          status: 200,
          message: 'Revenue',
          file: {
            buffer: Buffer.from(toCsv([...REVENUE_CSV_COLUMNS], data.rows), 'utf8'),
            contentType: 'text/csv; charset=utf-8',
            filename: `revenue-${from}-${to}-${data.interval}.csv`,
          },
        };
      }
      return { status: 200, message: 'Revenue', data };
    },
    async 'GET /staff/reports/members'(request) {
      staffOf(request);
      const { from, to, interval, format } = request.query;
      const data = await membersReport(services.db, { from, to, interval }, services.clock());
      if (format === 'csv') {
        const { columns, rows } = membersCsvRows(data);
        return csvFile('Members', toCsv(columns, rows), `members-${from}-${to}-${data.interval}.csv`);
      }
      return { status: 200, message: 'Members', data };
    },
    async 'GET /staff/reports/events'(request) {
      staffOf(request);
      const { from, to, format } = request.query;
      const data = await eventsReport(services.db, { from, to });
      if (format === 'csv') {
        return csvFile(
          'Events',
          toCsv([...EVENTS_CSV_COLUMNS], eventsCsvRows(data)),
          `events-${from}-${to}.csv`,
        );
      }
      return { status: 200, message: 'Events', data };
    },
    async 'GET /staff/reports/shop'(request) {
      staffOf(request);
      const { from, to, interval, format } = request.query;
      const data = await shopReport(services.db, { from, to, interval });
      if (format === 'csv') {
        return csvFile(
          'Shop',
          toCsv([...SHOP_CSV_COLUMNS], data.rows),
          `shop-${from}-${to}-${data.interval}.csv`,
        );
      }
      return { status: 200, message: 'Shop', data };
    },
  };
}
