import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { handleStripeWebhook } from '@/server/services/stripe-webhook';

/** Stripe's events: the body is read raw, as its signature covers the exact bytes. */
export const routes = [
  route('POST', '/api/stripe/webhook', 'public', async ({ req }) =>
    ok(await handleStripeWebhook(await req.text(), req.headers.get('stripe-signature'))),
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
