import { newsletterListQuery } from '@/shared/list-schemas';
import { newsletterTestInput } from '@/shared/schemas';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { listNewsletters, retryNewsletter } from '@/server/services/newsletters';
import { sendTestNewsletter } from '@/server/services/newsletter-test';

export const routes = [
  route('GET', '/api/newsletters', 'admin', { query: newsletterListQuery }, async ({ query }) => {
    const { items, total } = await listNewsletters(query);
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset } });
  }),
  route(
    'POST',
    '/api/newsletters/test',
    'admin',
    { input: newsletterTestInput, audit: 'newsletter.test_sent' },
    async ({ input, user }) => ok(await sendTestNewsletter(input.postId, user!.email)),
  ),
  route('POST', '/api/newsletters/:id/retry', 'admin', { audit: 'newsletter.retried' }, async ({ params, url }) =>
    ok(await retryNewsletter(params.id, url.origin), { status: 202 }),
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
