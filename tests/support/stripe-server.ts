/**
 * The Stripe stand-in as its own process, for the browser tests' site (STRIPE_API_BASE points here).
 * Its checkout page pays and delivers the signed events to the site's webhook, as Stripe would.
 */
import type { ServerResponse } from 'node:http';
import { startStripeStandin } from './stripe-standin';

const port = Number(process.env.STRIPE_STANDIN_PORT);
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
const webhookUrl = process.env.STRIPE_STANDIN_WEBHOOK_URL;
if (!port || !webhookSecret || !webhookUrl)
  throw new Error('STRIPE_STANDIN_PORT, STRIPE_WEBHOOK_SECRET and STRIPE_STANDIN_WEBHOOK_URL are required');

const send = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const standin = await startStripeStandin({
  port,
  webhookSecret,
  webhookUrl,
  extra: async (req, res) => (req.url === '/control/health' ? (send(res, 200, { ok: true }), true) : false),
});
console.log(`Stripe stand-in on ${standin.url}, delivering to ${webhookUrl}`);
const stop = () => void standin.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
