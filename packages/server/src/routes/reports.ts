import { authOf } from '../http/auth.js';
import type { ApiRequest, TypedHandlers } from '../http/types.js';
import type { Services } from '../services/context.js';
import { REVENUE_CSV_COLUMNS, reportsService, toCsv } from '../services/reports.js';
import { requireStaff } from '../services/staff.js';

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
  };
}
