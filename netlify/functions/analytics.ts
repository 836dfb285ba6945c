import { analyticsRangeQuery } from '@/shared/analytics-schemas';
import { lambda } from '@/server/http/lambda';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { exportCsv, overview } from '@/server/services/analytics-overview';
import { postReport, realtime } from '@/server/services/analytics-reports';

/**
 * Every staff role writes posts, and sees the figures of the posts it may see: editors and
 * administrators all, authors and contributors their own (the service narrows the figures).
 */
const staff = { can: 'posts.write', query: analyticsRangeQuery } as const;

export const routes = [
  route('GET', '/api/analytics/overview', 'staff', staff, async ({ user, query }) => {
    const { visitsByDay: _visits, ...data } = await overview(user!, query);
    return ok(data);
  }),
  route('GET', '/api/analytics/realtime', 'staff', { can: staff.can }, async ({ user }) => ok(await realtime(user!))),
  route('GET', '/api/analytics/posts/:id', 'staff', staff, async ({ user, params, query }) =>
    ok(await postReport(user!, params.id, query)),
  ),
  route('GET', '/api/analytics/export.csv', 'staff', staff, async ({ user, query }) => {
    const csv = await exportCsv(user!, query);
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="analytics.csv"`,
        'cache-control': 'no-store',
      },
    });
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
