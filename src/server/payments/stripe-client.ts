/**
 * The one Stripe client (the official SDK). `STRIPE_API_BASE` points it elsewhere than Stripe's own
 * API (tests use a local stand-in); without `STRIPE_SECRET_KEY` payments answer 503.
 */
import Stripe from 'stripe';
import { PAYWALL_WORDS } from '@/shared/members';
import { ServiceUnavailable } from '../errors';

export const paymentsConfigured = (): boolean => Boolean(process.env.STRIPE_SECRET_KEY);

export const notConfigured = () => ServiceUnavailable(PAYWALL_WORDS.notConfigured, 'PAYMENTS_NOT_CONFIGURED');

let cached: { key: string; base: string; client: Stripe } | null = null;

export function stripe(): Stripe {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) throw notConfigured();
  const base = process.env.STRIPE_API_BASE ?? '';
  if (cached?.key === key && cached.base === base) return cached.client;
  const url = base ? new URL(base) : null;
  const client = new Stripe(key, {
    maxNetworkRetries: 1,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port) || (url.protocol === 'http:' ? 80 : 443),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  cached = { key, base, client };
  return client;
}

/** Webhooks are checked against `STRIPE_WEBHOOK_SECRET`, with Stripe's 5-minute tolerance. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const webhookSecret = (): string | null => process.env.STRIPE_WEBHOOK_SECRET || null;
