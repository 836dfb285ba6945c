import { mailTokenQuery, subscribeInput } from '@/shared/schemas';
import { subscriberListQuery } from '@/shared/list-schemas';
import { NEWSLETTER_WORDS as W } from '@/shared/messages';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { readJson, validate } from '@/server/http/input';
import { htmlPage } from '@/server/http/html-page';
import {
  checkUnsubscribeToken,
  confirmByToken,
  listSubscribers,
  removeSubscriber,
  resendConfirmation,
  subscribe,
  subscriberCounts,
  unsubscribe,
  unsubscribeByToken,
  UNSUBSCRIBE_PATH,
} from '@/server/services/subscribers';
import { getSettings } from '@/server/services/settings';
import { recordSignupOrigin } from '@/server/services/signup-origins';

const page = async (status: number, heading: string, message: string, form?: Parameters<typeof htmlPage>[1]['form']) =>
  htmlPage(status, { siteTitle: (await getSettings()).title, heading, message, form });

export const routes = [
  route(
    'POST',
    '/api/subscribers/subscribe',
    'public',
    { input: subscribeInput, rateLimit: 'subscribe' },
    async ({ input, url }) => {
      const added = await subscribe(input.email);
      if (added) await recordSignupOrigin('subscription', input.from, url.hostname);
      return ok(added, { status: added ? 201 : 200 });
    },
  ),
  // With a signed `token`: the one-click unsubscribe of RFC 8058 (a mail client's POST, or the
  // button of the GET page); without: the spec's unsubscribe by email (JSON body).
  route('POST', '/api/subscribers/unsubscribe', 'public', { query: mailTokenQuery }, async ({ req, query }) => {
    if (query.token === undefined) return ok(await unsubscribe(validate(subscribeInput, await readJson(req)).email));
    const done = await unsubscribeByToken(query.token);
    return done.ok ? page(200, W.unsubscribedHeading, W.unsubscribed) : page(400, W.badUnsubscribeHeading, W.badUnsubscribe);
  }),
  // A link scanner may open this: it only asks, the button POSTs.
  route('GET', '/api/subscribers/unsubscribe', 'public', { query: mailTokenQuery }, async ({ query }) => {
    const link = await checkUnsubscribeToken(query.token);
    if (!link.ok) return page(400, W.badUnsubscribeHeading, W.badUnsubscribe);
    if (!link.subscriber || link.subscriber.status === 'unsubscribed') return page(200, W.unsubscribedHeading, W.unsubscribed);
    return page(200, W.unsubscribeHeading, W.unsubscribeAsk(link.subscriber.email), {
      action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(query.token!)}`,
      button: W.unsubscribeButton,
      fields: { 'List-Unsubscribe': 'One-Click' },
    });
  }),
  route('GET', '/api/subscribers/confirm', 'public', { query: mailTokenQuery }, async ({ query }) => {
    const done = await confirmByToken(query.token);
    return done.ok && done.subscriber
      ? page(200, W.confirmedHeading, W.confirmed(done.subscriber.email))
      : page(400, W.badConfirmHeading, W.badConfirm);
  }),
  route('GET', '/api/subscribers', 'admin', { query: subscriberListQuery }, async ({ query }) => {
    const { items, total } = await listSubscribers(query);
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset } });
  }),
  route('GET', '/api/subscribers/counts', 'admin', async () => ok(await subscriberCounts())),
  route('POST', '/api/subscribers/:id/resend', 'admin', { audit: 'subscriber.confirmation_resent' }, async ({ params }) =>
    ok(await resendConfirmation(params.id)),
  ),
  route('DELETE', '/api/subscribers/:id', 'admin', async ({ params }) => ok({ id: (await removeSubscriber(params.id)).id })),
];

export const app = serve(routes);
export const handler = lambda(app);
