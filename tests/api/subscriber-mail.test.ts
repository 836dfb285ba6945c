/**
 * Double opt-in and one-click unsubscribe over a real SMTP server: the local mail catcher
 * (smtp-server + mailparser, scripts/mail-catcher.ts) started here receives what the site sends,
 * and the Mailbox API reads it back as the admin screen does.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapturedMail, Subscriber } from '@/shared/types';
import { NEWSLETTER_WORDS } from '@/shared/messages';
import { insertSubscriber, subscriberId } from '@/server/repos/subscribers';
import { listUnsubscribeHeaders, unsubscribeLink } from '@/server/services/subscribers';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { call } from './helpers/dispatch';
import { storeFingerprint } from './helpers/fingerprint';
import { makeUser } from './helpers/users';

const SITE = 'https://blog.example.test';
const ENV = { SMTP_URL: '', MAIL_CATCHER: '1', NETLIFY_DEV: 'true', SITE_URL: SITE };
const saved: Record<string, string | undefined> = {};
const inbox: CapturedMail[] = [];
let catcher: MailCatcher;
let admin: string;
let reader: string;

beforeAll(async () => {
  catcher = await startMailCatcher({ onMail: (m) => inbox.push(m) });
  for (const [k, v] of Object.entries({ ...ENV, SMTP_URL: catcher.url })) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  admin = (await makeUser({ admin: true })).token;
  reader = (await makeUser()).token;
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await catcher.close();
});

const freshEmail = () => `news-${randomUUID().slice(0, 8)}@example.test`;
const mailTo = (email: string) => inbox.filter((m) => m.to.includes(email));
const subscribe = (email: string) => call('POST', '/api/subscribers/subscribe', { body: { email } });
const linkIn = (m: CapturedMail, path: string) => new RegExp(`${SITE}${path}\\?token=[\\w.-]+`).exec(m.text)?.[0];
/** A link of the site, asked for as a reader's browser would (path and query only). */
const follow = (link: string, method = 'GET', body?: string) =>
  call(method, link.slice(SITE.length), {
    ...(body !== undefined ? { raw: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
  });
async function subscriberOf(email: string): Promise<Subscriber> {
  const res = await call('GET', '/api/subscribers?limit=100', { token: admin });
  const found = ((await res.json()).data as Subscriber[]).find((s) => s.email === email);
  if (!found) throw new Error(`${email} is not a subscriber`);
  return found;
}

describe('subscribing', () => {
  it('answers true, keeps the address pending and mails it one confirmation with a working link', async () => {
    const email = freshEmail();
    const res = await subscribe(email);
    expect(await res.json()).toEqual({ data: true });
    expect((await subscriberOf(email)).status).toBe('pending');

    const mails = mailTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [CapturedMail];
    expect(mail.subject).toMatch(/^Confirm your subscription to /);
    expect(mail.html).toContain(`href="${SITE}/api/subscribers/confirm?token=`);
    const link = linkIn(mail, '/api/subscribers/confirm');
    expect(link).toBeTruthy();

    const page = await follow(link!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain(NEWSLETTER_WORDS.confirmed(email));
    const confirmed = await subscriberOf(email);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmedAt).toBeTruthy();
    // Following it again is harmless.
    expect((await follow(link!)).status).toBe(200);
  });

  it('answers false for a known address and sends no second mail at once', async () => {
    const email = freshEmail();
    await subscribe(email);
    const again = await subscribe(email.toUpperCase());
    expect(await again.json()).toEqual({ data: false });
    expect(mailTo(email)).toHaveLength(1);
  });

  it('refuses a forged, mistyped or wrong-purpose token with a 400 page and changes nothing', async () => {
    const email = freshEmail();
    await subscribe(email);
    const link = linkIn(mailTo(email)[0]!, '/api/subscribers/confirm')!;
    const token = new URL(link).searchParams.get('token')!;
    const [h, p, sig] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ purpose: 'subscriber-confirm', sub: subscriberId('x@example.test') })).toString('base64url')}.${sig}`;
    const unsubscribeToken = new URL(await unsubscribeLink({ id: subscriberId(email) })).searchParams.get('token')!;
    const before = await storeFingerprint();
    for (const bad of [`${token}x`, forged, unsubscribeToken, reader, 'not-a-token', `${h}.${p}.`]) {
      const res = await call('GET', `/api/subscribers/confirm?token=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(await res.text()).toContain(NEWSLETTER_WORDS.badConfirmHeading);
    }
    expect((await call('GET', '/api/subscribers/confirm')).status).toBe(400);
    expect(await storeFingerprint()).toBe(before);
    expect((await subscriberOf(email)).status).toBe('pending');
  });

  it('never takes a link token for a session', async () => {
    const email = freshEmail();
    await subscribe(email);
    const token = new URL(linkIn(mailTo(email)[0]!, '/api/subscribers/confirm')!).searchParams.get('token')!;
    expect((await call('GET', '/api/subscribers', { token })).status).toBe(401);
  });

  it('lets an address that unsubscribed come back as pending, with a new confirmation', async () => {
    const email = freshEmail();
    await subscribe(email);
    await follow(await unsubscribeLink({ id: subscriberId(email) }), 'POST', 'List-Unsubscribe=One-Click');
    expect((await subscriberOf(email)).status).toBe('unsubscribed');
    expect(await (await subscribe(email)).json()).toEqual({ data: true });
    expect((await subscriberOf(email)).status).toBe('pending');
    expect(mailTo(email)).toHaveLength(2);
  });
});

describe('one-click unsubscribe', () => {
  it('builds the RFC 8058 headers with the one-click URL and a mailto', async () => {
    const headers = await listUnsubscribeHeaders({ id: subscriberId('a@example.test'), email: 'a@example.test' });
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(
      new RegExp(
        `^<${SITE}/api/subscribers/unsubscribe\\?token=[\\w.-]+>, <mailto:[^>]+\\?subject=unsubscribe%20a%40example\\.test>$`,
      ),
    );
  });

  it('POST unsubscribes at once with no sign-in; GET only asks', async () => {
    const email = freshEmail();
    await subscribe(email);
    await follow(linkIn(mailTo(email)[0]!, '/api/subscribers/confirm')!);
    const link = await unsubscribeLink({ id: subscriberId(email) });

    const before = await storeFingerprint();
    const ask = await follow(link);
    expect(ask.status).toBe(200);
    const html = await ask.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain(NEWSLETTER_WORDS.unsubscribeAsk(email));
    expect(await storeFingerprint()).toBe(before);
    expect((await subscriberOf(email)).status).toBe('confirmed');

    const done = await follow(link, 'POST', 'List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(NEWSLETTER_WORDS.unsubscribedHeading);
    const gone = await subscriberOf(email);
    expect(gone.status).toBe('unsubscribed');
    expect(gone.unsubscribedAt).toBeTruthy();
    expect((await follow(link, 'POST', 'List-Unsubscribe=One-Click')).status).toBe(200);
  });

  it('refuses a forged link with 400 and changes nothing', async () => {
    const email = freshEmail();
    await subscribe(email);
    const link = await unsubscribeLink({ id: subscriberId(email) });
    const before = await storeFingerprint();
    const res = await follow(`${link}x`, 'POST', 'List-Unsubscribe=One-Click');
    expect(res.status).toBe(400);
    expect((await follow(`${link}x`)).status).toBe(400);
    expect(await storeFingerprint()).toBe(before);
    expect((await subscriberOf(email)).status).toBe('pending');
  });

  it("keeps the spec's unsubscribe by email", async () => {
    const email = freshEmail();
    await subscribe(email);
    expect(await (await call('POST', '/api/subscribers/unsubscribe', { body: { email } })).json()).toEqual({ data: true });
  });
});

describe('the admin side', () => {
  it('counts and filters subscribers by state; a record from before states reads as confirmed', async () => {
    const legacy = freshEmail();
    await insertSubscriber({ id: subscriberId(legacy), email: legacy, subscribedAt: new Date().toISOString() } as Subscriber);
    const pending = freshEmail();
    await subscribe(pending);
    const counts = (await (await call('GET', '/api/subscribers/counts', { token: admin })).json()).data;
    expect(counts.total).toBe(counts.pending + counts.confirmed + counts.unsubscribed + counts.bounced);
    expect(counts.pending).toBeGreaterThan(0);
    const confirmed = (await (await call('GET', '/api/subscribers?status=confirmed&limit=100', { token: admin })).json()).data;
    expect(confirmed.every((s: Subscriber) => s.status === 'confirmed')).toBe(true);
    expect(confirmed.some((s: Subscriber) => s.email === legacy)).toBe(true);
    expect(confirmed.some((s: Subscriber) => s.email === pending)).toBe(false);
    expect((await call('GET', '/api/subscribers?status=gone', { token: admin })).status).toBe(400);
  });

  it('resends a confirmation to a pending address only', async () => {
    const email = freshEmail();
    await subscribe(email);
    const { id } = await subscriberOf(email);
    const res = await call('POST', `/api/subscribers/${id}/resend`, { token: admin });
    expect(res.status).toBe(200);
    expect((await res.json()).data.status).toBe('pending');
    expect(mailTo(email)).toHaveLength(2);
    await follow(linkIn(mailTo(email)[1]!, '/api/subscribers/confirm')!);
    const again = await call('POST', `/api/subscribers/${id}/resend`, { token: admin });
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe('NOT_PENDING');
  });

  it('shows administrators the captured mail, newest first, with its parts and headers', async () => {
    const email = freshEmail();
    await subscribe(email);
    const list = await (await call('GET', '/api/mailbox', { token: admin })).json();
    expect(list.data[0].to).toEqual([email]);
    expect(list.meta.total).toBeGreaterThan(0);
    const mail = (await (await call('GET', `/api/mailbox/${list.data[0].id}`, { token: admin })).json()).data as CapturedMail;
    expect(mail.subject).toMatch(/^Confirm your subscription/);
    expect(mail.text).toContain(`${SITE}/api/subscribers/confirm?token=`);
    expect(mail.html).toContain('<a href=');
    expect(mail.headers.some((h) => h.name === 'subject')).toBe(true);
    expect((await call('GET', '/api/mailbox/nope', { token: admin })).status).toBe(404);
  });

  it('refuses the mailbox and the subscriber admin routes to non-admins', async () => {
    const { id } = await subscriberOf(inbox[0]!.to[0]!);
    for (const [method, path] of [
      ['GET', '/api/mailbox'],
      ['GET', `/api/mailbox/${inbox[0]!.id}`],
      ['GET', '/api/subscribers'],
      ['GET', '/api/subscribers/counts'],
      ['POST', `/api/subscribers/${id}/resend`],
      ['DELETE', `/api/subscribers/${id}`],
    ] as const) {
      expect((await call(method, path, { token: reader })).status, `${method} ${path}`).toBe(403);
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('has no mailbox outside netlify dev, nor without the catcher', async () => {
    delete process.env.NETLIFY_DEV;
    try {
      expect((await call('GET', '/api/mailbox', { token: admin })).status).toBe(404);
    } finally {
      process.env.NETLIFY_DEV = 'true';
    }
    process.env.MAIL_CATCHER = '0';
    try {
      expect((await call('GET', '/api/mailbox', { token: admin })).status).toBe(404);
    } finally {
      process.env.MAIL_CATCHER = '1';
    }
  });
});

describe('verification codes under the local catcher', () => {
  it('mails the code with an HTML part and still hands it back, as nothing leaves the computer', async () => {
    const email = freshEmail();
    const res = await call('POST', '/api/auth/register', { body: { name: 'Cat Cher', email, password: 'secret-pass' } });
    expect(res.status).toBe(201);
    const { verificationCode } = (await res.json()).data;
    expect(verificationCode).toMatch(/^\d{6}$/);
    const [mail] = mailTo(email);
    expect(mail!.text).toContain(`Your verification code is ${verificationCode}.`);
    expect(mail!.html).toContain(verificationCode);
  });
});
