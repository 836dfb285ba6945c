/**
 * `POST /api/stripe/webhook`: the raw body's signature is checked first (missing, bad or stale: 400,
 * nothing changed), each event id is applied once, and every event that touches a subscription
 * re-fetches it from Stripe instead of trusting the event's copy.
 */
import type Stripe from 'stripe';
import { HttpError } from '../errors';
import { claimEvent, releaseEvent } from '../repos/stripe-events';
import { userOfCustomer } from '../repos/stripe-customers';
import { getUser } from '../repos/users';
import { notConfigured, stripe, webhookSecret, WEBHOOK_TOLERANCE_SECONDS } from '../payments/stripe-client';
import { syncSubscription } from './billing-sync';

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'charge.refunded',
]);

const idOf = (x: unknown): string | null =>
  typeof x === 'string' ? x : x && typeof x === 'object' && 'id' in x ? String((x as { id: unknown }).id) : null;

/** The subscription an invoice bills: on the invoice itself in older API versions, under `parent` in newer ones. */
function invoiceSubscription(inv: Stripe.Invoice): string | null {
  const legacy = (inv as unknown as { subscription?: unknown }).subscription;
  return idOf(legacy) ?? idOf(inv.parent?.subscription_details?.subscription);
}

/** A refund of the last payment ends the plan at once: the subscription is cancelled in Stripe, then re-read. */
async function refunded(charge: Stripe.Charge): Promise<void> {
  const customer = idOf(charge.customer);
  const userId = customer && (await userOfCustomer(customer));
  const subId = userId ? (await getUser(userId))?.billing?.subscriptionId : null;
  if (!subId) return;
  const sub = await stripe().subscriptions.retrieve(subId);
  if (!['canceled', 'incomplete_expired'].includes(sub.status)) await stripe().subscriptions.cancel(subId);
  await syncSubscription(subId, userId);
}

async function apply(event: Stripe.Event): Promise<void> {
  const obj = event.data.object as unknown;
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = obj as Stripe.Checkout.Session;
      const sub = idOf(s.subscription);
      if (sub) await syncSubscription(sub, s.client_reference_id ?? s.metadata?.userId);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return syncSubscription((obj as Stripe.Subscription).id);
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed': {
      const sub = invoiceSubscription(obj as Stripe.Invoice);
      if (sub) await syncSubscription(sub);
      return;
    }
    case 'charge.refunded':
      return refunded(obj as Stripe.Charge);
  }
}

const badSignature = (msg: string) => new HttpError(400, msg, 'INVALID_SIGNATURE');

export async function handleStripeWebhook(raw: string, signature: string | null): Promise<{ received: true }> {
  const secret = webhookSecret();
  if (!secret) throw notConfigured();
  if (!signature) throw badSignature('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = stripe().webhooks.constructEvent(raw, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw badSignature('The Stripe signature is invalid or too old');
  }
  if (!HANDLED.has(event.type)) return { received: true };
  if (!(await claimEvent(event.id, event.type))) return { received: true };
  try {
    await apply(event);
  } catch (err) {
    await releaseEvent(event.id);
    throw err;
  }
  return { received: true };
}
