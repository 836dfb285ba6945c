import {
  checkoutInput,
  memberImportInput,
  memberListQuery,
  memberSummaryQuery,
  memberUpdateInput,
} from '@/shared/member-schemas';
import { LIMITS } from '@/shared/limits';
import { memberOf } from '@/shared/member-status';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { notConfigured, paymentsConfigured } from '@/server/payments/stripe-client';
import { memberSummary } from '@/server/services/member-summary';
import { exportMembersCsv } from '@/server/services/member-csv/export';
import { importMembers } from '@/server/services/member-csv/import';
import { billingPortal, listMembers, setCancelAtPeriodEnd, setComp, startCheckout } from '@/server/services/members';

/** Payment routes answer 503 PAYMENTS_NOT_CONFIGURED before anything else when there is no Stripe key. */
const requirePayments = () => {
  if (!paymentsConfigured()) throw notConfigured();
};

const compAction = (ctx: { input: unknown }) =>
  (ctx.input as { comped: string | null }).comped ? 'member.comped' : 'member.uncomped';

export const routes = [
  route('GET', '/api/members', 'admin', { query: memberListQuery }, async ({ query }) => {
    const { items, total } = await listMembers(query);
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset } });
  }),
  // Revenue is for administrators only, like the list.
  route('GET', '/api/members/summary', 'admin', { query: memberSummaryQuery }, async ({ query }) =>
    ok(await memberSummary(query)),
  ),
  route('GET', '/api/members/me', 'user', async ({ user }) => ok(memberOf(user))),
  route(
    'GET',
    '/api/members/export',
    'admin',
    async () =>
      new Response(await exportMembersCsv(), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="members.csv"',
          'cache-control': 'no-store',
        },
      }),
  ),
  // History records an import that changed something; a dry run or a repeat changes nothing.
  route(
    'POST',
    '/api/members/import',
    'admin',
    {
      input: memberImportInput,
      bodyBytes: LIMITS.memberCsv + 4_096,
      audit: (ctx, data) =>
        (ctx.input as { dryRun: boolean }).dryRun || !(Number(data?.created) || Number(data?.updated))
          ? null
          : 'members.imported',
    },
    async ({ input }) => ok(await importMembers(input)),
  ),
  route('PUT', '/api/members/:userId', 'admin', { input: memberUpdateInput, audit: compAction }, async ({ input, params }) =>
    ok(await setComp(params.userId!, input)),
  ),
  // Its input is checked first, so a bad body is a 400 whether or not payments are set up.
  route('POST', '/api/members/checkout', 'user', { input: checkoutInput }, async ({ input, user, url }) => {
    requirePayments();
    return ok(await startCheckout(user!, input, url.origin));
  }),
  route('POST', '/api/members/cancel', 'user', { guard: requirePayments }, async ({ user }) =>
    ok(await setCancelAtPeriodEnd(user!, true)),
  ),
  route('POST', '/api/members/resume', 'user', { guard: requirePayments }, async ({ user }) =>
    ok(await setCancelAtPeriodEnd(user!, false)),
  ),
  route('POST', '/api/members/portal', 'user', { guard: requirePayments }, async ({ user, url }) =>
    ok(await billingPortal(user!, url.origin)),
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
