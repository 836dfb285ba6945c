/**
 * Newsletter opens and clicks over a real SMTP server: each message carries its own nonce in the
 * open pixel and signed links; opens count once per message, image-proxy opens apart; clicks once
 * per message, a link scanner's three links in 10 s not at all; a tampered link still leads to its
 * address but counts nothing; an unknown link is 404; `emailTracking: "off"` mails plain links.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors, categories } from '@/server/repos/taxonomy';
import { insertSubscriber, subscriberId } from '@/server/repos/subscribers';
import { setSendStarter } from '@/server/services/newsletter-dispatch';
import { runSend } from '@/server/services/newsletter-sender';
import { getStore } from '@netlify/blobs';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';
import { UA } from './helpers/analytics';

const SITE = 'https://news.example.test';
const inbox: { to: string; subject: string; html: string; headers: Map<string, string> }[] = [];
let smtp: SMTPServer;
let admin = '';
let runs: Promise<void>[] = [];
const saved: Record<string, string | undefined> = {};
const readers = ['ann', 'ben', 'cas', 'dee'].map((n) => `${n}@readers.example.test`);

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((m) => {
          for (const r of session.envelope.rcptTo)
            inbox.push({
              to: r.address.toLowerCase(),
              subject: m.subject ?? '',
              html: typeof m.html === 'string' ? m.html : '',
              headers: new Map(m.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()])),
            });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  for (const [k, v] of Object.entries({ SMTP_URL: smtpUrl, SITE_URL: SITE, MAIL_RATE_PER_SECOND: '0', MAIL_CATCHER: '' })) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  setSendStarter(async (id) => void runs.push(runSend(id, { backoffMs: 5 })));
  await categories.save({ id: 'mail-cat', name: 'Mail', description: '', imageUrl: '' });
  await authors.save({ id: 'mail-author', name: 'Mail Author', avatarUrl: '', bio: '', followers: 0 });
  admin = (await makeUser({ admin: true })).token;
  for (const email of readers)
    await insertSubscriber({ id: subscriberId(email), email, subscribedAt: new Date().toISOString(), status: 'confirmed' });
});

afterAll(async () => {
  setSendStarter(null);
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function mailPost(title: string): Promise<string> {
  const res = await call('POST', '/api/posts', {
    token: admin,
    body: {
      title,
      excerpt: 'Links inside',
      content:
        '<p><a href="https://elsewhere.example.org/a">A</a> <a href="https://elsewhere.example.org/b">B</a> <a href="https://elsewhere.example.org/c">C</a></p>',
      authorId: 'mail-author',
      categoryId: 'mail-cat',
      status: 'published',
      sendNewsletter: true,
    },
  });
  expect(res.status).toBe(201);
  while (runs.length) {
    const now = runs;
    runs = [];
    await Promise.allSettled(now);
  }
  return (await res.json()).data.id;
}

const mailTo = (to: string, subject: string) => inbox.find((m) => m.to === to && m.subject === subject)!;
const pixelOf = (html: string) => new RegExp(`${SITE}(/api/o/[\\w.-]+/[0-9a-f]{24}\\.gif)`).exec(html)?.[1];
const linksOf = (html: string) =>
  [...html.matchAll(new RegExp(`${SITE}(/r/[\\w.-]+\\?n=[0-9a-f]{24}&(?:amp;)?k=[\\w-]+)`, 'g'))].map((m) =>
    m[1]!.replace('&amp;', '&'),
  );
/** The tracked address of the link whose text is `text`. */
const linkTo = (html: string, text: string) =>
  new RegExp(`href="${SITE}(/r/[^"]+)"[^>]*>${text}</a>`).exec(html)?.[1]?.replace(/&amp;/g, '&');
const open = (path: string, ua: string, ip = '198.51.100.7') =>
  call('GET', path, { headers: { 'user-agent': ua, 'x-nf-client-connection-ip': ip } });

describe('with email tracking on (the default)', () => {
  const title = `Tracked ${Date.now()}`;
  let postId = '';
  const html: Record<string, string> = {};

  beforeAll(async () => {
    postId = await mailPost(title);
    for (const r of readers) html[r] = mailTo(r, title).html;
  });

  it('gives each message its own nonce in the pixel and in every link, and no tracked unsubscribe', () => {
    const nonces = readers.map((r) => /[0-9a-f]{24}/.exec(pixelOf(html[r]!)!)![0]);
    expect(new Set(nonces).size).toBe(4);
    for (const [i, r] of readers.entries()) {
      expect(linksOf(html[r]!).length).toBeGreaterThanOrEqual(3);
      for (const l of linksOf(html[r]!)) expect(l).toContain(`n=${nonces[i]}`);
      expect(mailTo(r, title).headers.get('list-unsubscribe')).toMatch(/\/api\/subscribers\/unsubscribe\?token=/);
    }
  });

  it('answers the pixel with a 43-byte GIF that is never cached', async () => {
    const res = await open(pixelOf(html[readers[0]!]!)!, UA.chromeWindows);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.arrayBuffer()).byteLength).toBe(43);
  });

  it('counts opens once per message, image proxies (by agent or Apple address) apart; clicks once per message, scanners not at all', async () => {
    const [ann, ben, cas, dee] = readers.map((r) => html[r]!);
    await open(pixelOf(ann!)!, UA.chromeWindows);
    await open(pixelOf(ben!)!, 'Mozilla/5.0');
    await open(pixelOf(cas!)!, 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)');
    // Apple's proxy with a full agent, known by its address block.
    await open(pixelOf(dee!)!, UA.chromeWindows, '17.58.101.4');

    const go = async (path: string) => {
      const res = await call('GET', path);
      expect(res.status).toBe(302);
      return res.headers.get('location');
    };
    expect(await go(linkTo(ann!, 'A')!)).toBe('https://elsewhere.example.org/a');
    expect(await go(linkTo(ann!, 'A')!)).toBe('https://elsewhere.example.org/a');
    await go(linkTo(ben!, 'A')!);
    await go(linkTo(ben!, 'B')!);
    // A link scanner follows every link of Cas's message at once.
    for (const letter of ['A', 'B', 'C']) await go(linkTo(cas!, letter)!);
    // Dee's link with its signature changed still leads on, uncounted.
    const tampered = linkTo(dee!, 'C')!.replace(/k=[\w-]+/, 'k=forged');
    expect(await go(tampered)).toBe('https://elsewhere.example.org/c');

    const res = await call('GET', `/api/analytics/posts/${postId}`, { token: admin });
    expect(res.status).toBe(200);
    const { newsletter } = (await res.json()).data;
    expect(newsletter).toMatchObject({
      recipients: 4,
      accepted: 4,
      bounced: 0,
      opens: 1,
      machineOpens: 3,
      clicks: 2,
      links: [
        { url: 'https://elsewhere.example.org/a', clicks: 2 },
        { url: 'https://elsewhere.example.org/b', clicks: 1 },
      ],
      unsubscribes: 0,
      openRate: 25,
      clickRate: 50,
    });
  });

  it('answers 404 for an unknown link and never redirects elsewhere', async () => {
    expect((await call('GET', '/r/no-such-link?n=0&k=x')).status).toBe(404);
    const stored = linkTo(html[readers[0]!]!, 'B')!;
    const res = await call('GET', stored.replace(/\?.*$/, '?n=&k=&to=https://evil.example'));
    expect(res.headers.get('location')).toBe('https://elsewhere.example.org/b');
  });

  it('stores no email address with the opens and clicks', async () => {
    const store = getStore({ name: 'data', consistency: 'strong' });
    for (const prefix of ['email-opens/', 'email-clicks/', 'email-links/']) {
      const { blobs } = await store.list({ prefix });
      expect(blobs.length, prefix).toBeGreaterThan(0);
      for (const b of blobs) expect(`${b.key} ${await store.get(b.key, { type: 'text' })}`).not.toMatch(/@|readers\.example/);
    }
  });
});

describe('with email tracking off', () => {
  it('mails plain links and no pixel', async () => {
    const settings = await call('PUT', '/api/settings', {
      token: admin,
      body: { title: 'Inkwell', description: 'News', email_tracking: 'off' },
    });
    expect(settings.status).toBe(200);
    const title = `Plain ${Date.now()}`;
    await mailPost(title);
    const { html } = mailTo(readers[0]!, title);
    expect(html).toContain('href="https://elsewhere.example.org/a"');
    expect(html).not.toContain('/r/');
    expect(pixelOf(html)).toBeUndefined();
  });
});
