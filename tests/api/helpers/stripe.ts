/** The Stripe stand-in for API tests: started with the site's Stripe settings pointing at it, a signed event sent to the webhook, and a reader who has paid through checkout. */
import { expect } from 'vitest';
import { startStripeStandin, type SignedEvent, type StripeStandin } from '../../support/stripe-standin';
import { call } from './dispatch';
import { makeUser } from './users';

export async function startStripe(): Promise<StripeStandin> {
  const stripe = await startStripeStandin();
  process.env.STRIPE_SECRET_KEY = 'sk_test_standin';
  process.env.STRIPE_API_BASE = stripe.url;
  process.env.STRIPE_WEBHOOK_SECRET = stripe.webhookSecret;
  return stripe;
}

export async function stopStripe(stripe: StripeStandin): Promise<void> {
  await stripe.close();
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE;
  delete process.env.STRIPE_WEBHOOK_SECRET;
}

export const sendStripeEvent = (e: SignedEvent, signature = e.signature) =>
  call('POST', '/api/stripe/webhook', { raw: e.payload, headers: { 'stripe-signature': signature } });

/** A new reader who has paid for `tierId` through checkout: the session's events delivered once, in order. */
export async function paidSubscriber(stripe: StripeStandin, tierId: string, cadence: 'month' | 'year' = 'month') {
  const reader = await makeUser();
  const res = await call('POST', '/api/members/checkout', { token: reader.token, body: { tierId, cadence } });
  expect(res.status, await res.clone().text()).toBe(200);
  const sessionId = new URL((await res.json()).data.url).pathname.split('/').pop()!;
  const { subscription, events } = stripe.complete(sessionId);
  for (const e of events) expect((await sendStripeEvent(e)).status).toBe(200);
  return { ...reader, sub: subscription, sessionId, events };
}
