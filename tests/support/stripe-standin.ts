/**
 * A local stand-in for the parts of Stripe's HTTP API the site uses: Checkout Sessions, subscriptions
 * (retrieve, update, cancel) and Billing Portal sessions, with a checkout page a browser can pay on.
 * It signs events as Stripe does (`Stripe-Signature: t=…,v1=HMAC-SHA256`) and can deliver them to a
 * webhook URL; a test can also take a signed event and send it itself, late, twice or out of order.
 * Every API request is recorded.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Obj = Record<string, unknown>;

export interface StandinSubscription {
  id: string;
  object: 'subscription';
  status: string;
  customer: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  ended_at: number | null;
  created: number;
  items: {
    object: 'list';
    data: {
      id: string;
      current_period_end: number;
      price: { unit_amount: number; currency: string; recurring: { interval: string } };
    }[];
  };
}

export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

export interface StripeStandin {
  url: string;
  webhookSecret: string;
  /** Where `deliver` and the checkout page post events. */
  webhookUrl: string | null;
  requests: { method: string; path: string; body: Obj }[];
  sessions: Map<string, Obj>;
  subscriptions: Map<string, StandinSubscription>;
  /** Pays a checkout session: a customer and an active subscription; answers the events Stripe would send. */
  complete(sessionId: string): { subscription: StandinSubscription; events: SignedEvent[] };
  /** A customer's subscription, active unless told (checkout's, or one paid through another platform). */
  addSubscription(
    customer: string,
    plan?: {
      interval?: 'month' | 'year';
      amount?: number;
      currency?: string;
      status?: string;
      metadata?: Record<string, string>;
    },
  ): StandinSubscription;
  /** Changes a subscription as Stripe would after a payment, a failure or a cancel. */
  update(id: string, patch: Partial<Omit<StandinSubscription, 'items'>> & { periodEnd?: number }): StandinSubscription;
  /** A signed event; `timestamp` (seconds) makes a stale one, `secret` a forged one. */
  event(type: string, object: unknown, opts?: { id?: string; timestamp?: number; secret?: string }): SignedEvent;
  deliver(e: SignedEvent): Promise<number>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 86_400;

/** Stripe's form encoding (`a[b][0][c]=x`) back into an object. */
function parseForm(raw: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Obj = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  return out;
}

export function signPayload(payload: string, secret: string, timestamp = nowSeconds()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export async function startStripeStandin(
  opts: {
    port?: number;
    webhookSecret?: string;
    webhookUrl?: string;
    /** Requests of the process that runs it (its health check); true when answered. */
    extra?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  } = {},
): Promise<StripeStandin> {
  const requests: StripeStandin['requests'] = [];
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, StandinSubscription>();
  const webhookSecret = opts.webhookSecret ?? `whsec_${randomBytes(12).toString('hex')}`;

  const send = (res: ServerResponse, status: number, body: unknown): void =>
    void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const missing = (res: ServerResponse, what: string): void =>
    send(res, 404, { error: { type: 'invalid_request_error', message: `No such ${what}` } });

  const self: StripeStandin = {
    url: '',
    webhookSecret,
    webhookUrl: opts.webhookUrl ?? null,
    requests,
    sessions,
    subscriptions,
    complete(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`No session ${sessionId}`);
      const price = ((s.line_items as Obj)['0'] as Obj).price_data as Obj;
      const customer = (s.customer as string) || id('cus');
      const sub = self.addSubscription(customer, {
        interval: (price.recurring as Obj).interval as 'month' | 'year',
        amount: Number(price.unit_amount),
        currency: String(price.currency),
        metadata: ((s.subscription_data as Obj)?.metadata as Record<string, string>) ?? {},
      });
      Object.assign(s, { status: 'complete', customer, subscription: sub.id });
      return {
        subscription: sub,
        events: [self.event('checkout.session.completed', s), self.event('customer.subscription.created', sub)],
      };
    },
    addSubscription(customer, plan = {}) {
      const interval = plan.interval ?? 'month';
      const sub: StandinSubscription = {
        id: id('sub'),
        object: 'subscription',
        status: plan.status ?? 'active',
        customer,
        metadata: plan.metadata ?? {},
        cancel_at_period_end: false,
        ended_at: null,
        created: nowSeconds(),
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              current_period_end: nowSeconds() + (interval === 'year' ? 12 * MONTH : MONTH),
              price: { unit_amount: plan.amount ?? 500, currency: plan.currency ?? 'usd', recurring: { interval } },
            },
          ],
        },
      };
      subscriptions.set(sub.id, sub);
      return sub;
    },
    update(subId, patch) {
      const sub = subscriptions.get(subId);
      if (!sub) throw new Error(`No subscription ${subId}`);
      const { periodEnd, ...rest } = patch;
      Object.assign(sub, rest);
      if (periodEnd !== undefined) sub.items.data[0]!.current_period_end = periodEnd;
      return sub;
    },
    event(type, object, o = {}) {
      const evId = o.id ?? id('evt');
      const payload = JSON.stringify({
        id: evId,
        object: 'event',
        type,
        created: o.timestamp ?? nowSeconds(),
        api_version: '2026-01-28',
        data: { object: JSON.parse(JSON.stringify(object)) },
      });
      return { id: evId, payload, signature: signPayload(payload, o.secret ?? webhookSecret, o.timestamp) };
    },
    async deliver(e) {
      if (!self.webhookUrl) throw new Error('No webhook URL');
      const res = await fetch(self.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
        body: e.payload,
      });
      return res.status;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };

  async function api(req: IncomingMessage, res: ServerResponse, path: string, body: Obj, query: URLSearchParams): Promise<void> {
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const sid = id('cs_test');
      const session = { id: sid, object: 'checkout.session', status: 'open', url: `${self.url}/checkout/${sid}`, ...body };
      sessions.set(sid, session);
      return send(res, 200, session);
    }
    if (req.method === 'GET' && path === '/v1/subscriptions') {
      const customer = query.get('customer');
      const status = query.get('status') ?? 'active';
      const data = [...subscriptions.values()]
        .filter((s) => (!customer || s.customer === customer) && (status === 'all' || s.status === status))
        .sort((a, b) => b.created - a.created);
      return send(res, 200, { object: 'list', url: '/v1/subscriptions', has_more: false, data });
    }
    if ((m = /^\/v1\/subscriptions\/([\w]+)$/.exec(path))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return missing(res, 'subscription');
      if (req.method === 'POST' && body.cancel_at_period_end !== undefined)
        sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      if (req.method === 'DELETE') Object.assign(sub, { status: 'canceled', ended_at: nowSeconds() });
      return send(res, 200, sub);
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions')
      return send(res, 200, {
        id: id('bps'),
        object: 'billing_portal.session',
        url: `${self.url}/portal/${body.customer}`,
        ...body,
      });
    return send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
  }

  /** The hosted checkout page a browser pays on, and its Pay button. */
  async function page(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const m = /^\/checkout\/([\w]+)(\/pay)?$/.exec(path);
    if (!m) return false;
    const s = sessions.get(m[1]!);
    if (!s) return (missing(res, 'session'), true);
    const line = (s.line_items as Obj)['0'] as Obj;
    const price = line.price_data as Obj;
    if (!m[2]) {
      const name = String((price.product_data as Obj).name).replace(/[<&>"]/g, '');
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><title>Checkout</title></head><body><main><h1>Pay ${name}</h1>` +
            `<p>${Number(price.unit_amount) / 100} ${String(price.currency).toUpperCase()} per ${String((price.recurring as Obj).interval)}</p>` +
            `<form method="post" action="/checkout/${s.id}/pay"><button type="submit">Pay and subscribe</button></form>` +
            `<a href="${String(s.cancel_url)}">Back</a></main></body></html>`,
        );
      return true;
    }
    const { events } = self.complete(String(s.id));
    for (const e of events) await self.deliver(e);
    res.writeHead(303, { location: String(s.success_url) }).end();
    return true;
  }

  const server = createServer(async (req, res) => {
    try {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (opts.extra && (await opts.extra(req, res))) return;
      if (await page(req, res, url.pathname)) return;
      const body = raw ? parseForm(raw) : {};
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
      await api(req, res, url.pathname, body, url.searchParams);
    } catch (err) {
      send(res, 500, { error: { type: 'api_error', message: String(err) } });
    }
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', () => r()));
  self.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return self;
}
