/**
 * Newsletter sends over a real SMTP server started here (smtp-server, each message parsed with
 * mailparser): every confirmed subscriber gets exactly one message, also when the sender dies
 * between batches and is resumed, or is retried; a 550 refusal marks the address bounced, 451s are
 * tried again; every message carries the RFC 8058 headers, whose one-click POST unsubscribes with
 * no sign-in while GET does not; the post's save never waits for, nor fails with, the mail.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_LIMITS } from '@/shared/limits';
import type { NewsletterSend, Subscriber } from '@/shared/types';
import { authors, categories } from '@/server/repos/taxonomy';
import { deleteSubscriber, insertSubscriber, subscriberId } from '@/server/repos/subscribers';
import { setRecipient, updateSend } from '@/server/repos/newsletters';
import { setSendStarter } from '@/server/services/newsletter-dispatch';
import { runSend, type RunOptions } from '@/server/services/newsletter-sender';
import { resetClock, setClock } from '@/server/clock';
import { runScheduledPublishing } from '../../netlify/functions/publish-scheduled';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

const SITE = 'https://news.example.test';

interface Received {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Raw header values by lower-case name (mailparser folds List-* headers into one structure). */
  headers: Map<string, string>;
}

const inbox: Received[] = [];
/** Addresses refused for good, and how many 451s others get before they are accepted. */
const refuse = new Set<string>();
const busy = new Map<string, number>();
let smtp: SMTPServer;
let smtpUrl: string;
let admin: string;
let editor: string;
const saved: Record<string, string | undefined> = {};

/** Runs started by the API, in this process: awaited by the tests, never by the save. */
let runs: Promise<void>[] = [];
let runOptions: RunOptions = {};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (refuse.has(to)) return callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
      const left = busy.get(to) ?? 0;
      if (left > 0) {
        busy.set(to, left - 1);
        return callback(Object.assign(new Error('4.2.1 Mailbox busy, try later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((m) => {
          for (const r of session.envelope.rcptTo)
            inbox.push({
              to: r.address.toLowerCase(),
              subject: m.subject ?? '',
              html: typeof m.html === 'string' ? m.html : '',
              text: m.text ?? '',
              headers: new Map(m.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()])),
            });
          callback();
        })
        .catch(callback);
    },
  });
  // A sender killed mid-message leaves its connections reset: that is the point, not a failure.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  for (const [k, v] of Object.entries({ SMTP_URL: smtpUrl, SITE_URL: SITE, MAIL_RATE_PER_SECOND: '0', MAIL_CATCHER: '' })) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  setSendStarter(startHere);
  await categories.save({ id: 'news-cat', name: 'News', description: '', imageUrl: '' });
  await authors.save({ id: 'news-author', name: 'News Author', avatarUrl: '', bio: '', followers: 0 });
  admin = (await makeUser({ admin: true })).token;
  editor = (await makeUser({ role: 'editor', authorId: 'news-author' })).token;
});

afterAll(async () => {
  setSendStarter(null);
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

beforeEach(() => {
  runOptions = {};
});

/** Runs sends the API starts in this process, as the background function would. */
const startHere = async (id: string) => {
  runs.push(runSend(id, { backoffMs: 5, ...runOptions }));
};

/** Publishes with the newsletter and answers the queued send's id, without starting it here. */
async function publishWithoutRunning(title: string): Promise<{ postId: string; queued: string }> {
  let queued = '';
  setSendStarter(async (id) => {
    queued = id;
  });
  try {
    return { postId: await publish(title), queued };
  } finally {
    setSendStarter(startHere);
  }
}

/** Waits for every run the API started, including those started meanwhile. */
async function settle(): Promise<void> {
  while (runs.length) {
    const now = runs;
    runs = [];
    await Promise.allSettled(now);
  }
}

const uniq = () => randomUUID().slice(0, 8);
const postBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: 'What this issue is about',
  content: '<p>Hello readers.</p><p><img src="/images/sample.jpg" alt="A sample"></p>',
  imageUrl: '/images/featured.jpg',
  authorId: 'news-author',
  categoryId: 'news-cat',
  status: 'published',
  ...extra,
});

async function publish(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await call('POST', '/api/posts', { token: admin, body: postBody(title, { sendNewsletter: true, ...extra }) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data.id;
}

async function sendOf(postId: string): Promise<NewsletterSend> {
  const res = await call('GET', `/api/newsletters?postId=${encodeURIComponent(postId)}`, { token: admin });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: NewsletterSend[] };
  expect(data).toHaveLength(1);
  return data[0]!;
}

const mailsWith = (subject: string) => inbox.filter((m) => m.subject === subject);

function countBy(mails: Received[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of mails) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  return counts;
}

async function addSubscribers(prefix: string, n: number, status: Subscriber['status']): Promise<string[]> {
  const emails = Array.from({ length: n }, (_, i) => `${prefix}-${i}@list.example.test`);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const email = emails[next++]!;
      await insertSubscriber({ id: subscriberId(email), email, subscribedAt: new Date().toISOString(), status });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return emails;
}

describe('failures', () => {
  const emails: string[] = [];
  afterAll(async () => {
    for (const e of emails) await deleteSubscriber(subscriberId(e));
  });

  it('marks an address refused with 550 bounced, retries 451s, and lets an administrator retry what failed', async () => {
    const tag = uniq();
    emails.push(...(await addSubscribers(`small-${tag}`, 6, 'confirmed')));
    const [bounce, flaky, down] = emails as [string, string, string];
    refuse.add(bounce);
    busy.set(flaky, 2);
    busy.set(down, 99);

    const title = `Failures ${tag}`;
    const postId = await publish(title);
    await settle();
    const send = await sendOf(postId);
    expect(send).toMatchObject({ state: 'sent', recipients: 6, sent: 4, failed: 2, bounced: 1, retryable: 1, skipped: 0 });
    const got = countBy(mailsWith(title));
    expect(got.get(flaky)).toBe(1);
    expect(got.has(bounce)).toBe(false);
    expect(got.has(down)).toBe(false);
    const list = await (await call('GET', '/api/subscribers?status=bounced&limit=100', { token: admin })).json();
    expect(list.data.map((s: Subscriber) => s.email)).toContain(bounce);

    busy.delete(down);
    const retry = await call('POST', `/api/newsletters/${send.id}/retry`, { token: admin });
    expect(retry.status).toBe(202);
    await settle();
    expect(await sendOf(postId)).toMatchObject({ state: 'sent', recipients: 6, sent: 5, failed: 1, bounced: 1, retryable: 0 });
    const after = countBy(mailsWith(title));
    expect([...after.values()].every((n) => n === 1)).toBe(true);
    expect(after.get(down)).toBe(1);
    expect(after.has(bounce)).toBe(false);
    const again = await call('POST', `/api/newsletters/${send.id}/retry`, { token: admin });
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe('NOTHING_TO_RETRY');
  });

  it('keeps the choice on a scheduled post and sends it when the publishing job publishes it', async () => {
    const title = `Scheduled ${uniq()}`;
    const at = Date.now() + 60 * 60_000;
    const postId = await publish(title, { status: 'scheduled', publishedDate: new Date(at).toISOString() });
    await settle();
    const before = await call('GET', `/api/newsletters?postId=${postId}`, { token: admin });
    expect((await before.json()).data).toEqual([]);
    const post = await (await call('GET', `/api/posts/${postId}`, { token: admin })).json();
    expect(post.data).toMatchObject({ status: 'scheduled', sendNewsletter: true });
    expect((await (await call('GET', `/api/posts/${postId}`, { token: editor })).json()).data.sendNewsletter).toBe(true);

    setClock(() => at + 60_000);
    try {
      expect(await runScheduledPublishing('http://localhost')).toContain(postId);
    } finally {
      resetClock();
    }
    await settle();
    expect(await sendOf(postId)).toMatchObject({ state: 'sent', recipients: 5, sent: 5 });
    const got = countBy(mailsWith(title));
    expect(got.size).toBe(5);
    expect([...got.values()].every((n) => n === 1)).toBe(true);
  });

  it('answers the save at once when the mail server is down, and the send fails with everyone retryable', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9'; // nothing listens on the discard port here
    try {
      const title = `Down ${uniq()}`;
      const started = Date.now();
      const postId = await publish(title);
      expect(Date.now() - started).toBeLessThan(5_000);
      const post = await (await call('GET', `/api/posts/${postId}`)).json();
      expect(post.data.status).toBe('published');
      // Readers are not told which posts were emailed.
      expect(post.data).not.toHaveProperty('sendNewsletter');
      await settle();
      const send = await sendOf(postId);
      expect(send.state).toBe('failed');
      expect(send.sent).toBe(0);
      expect(send.retryable).toBe(send.recipients);
      expect(send.error).toMatch(/could not be reached/);
    } finally {
      process.env.SMTP_URL = smtpUrl;
    }
  });
});

describe('who may send', () => {
  it('lists sends to administrators only', async () => {
    expect((await call('GET', '/api/newsletters', { token: editor })).status).toBe(403);
    expect((await call('GET', '/api/newsletters')).status).toBe(401);
    expect((await call('POST', '/api/newsletters/test', { token: editor, body: { postId: 'x' } })).status).toBe(403);
    expect((await call('GET', '/api/newsletters', { token: admin })).status).toBe(200);
  });

  it('refuses sendNewsletter from an editor, who may still publish', async () => {
    const title = `Editor ${uniq()}`;
    const refused = await call('POST', '/api/posts', { token: editor, body: postBody(title, { sendNewsletter: true }) });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('NEWSLETTER_ADMINS_ONLY');
    const res = await call('POST', '/api/posts', { token: editor, body: postBody(title) });
    expect(res.status).toBe(201);
    await settle();
    const list = await (await call('GET', `/api/newsletters?postId=${(await res.json()).data.id}`, { token: admin })).json();
    expect(list.data).toEqual([]);
  });
});

describe('a newsletter to 1,000 confirmed subscribers', () => {
  let confirmed: string[];
  let others: string[];

  beforeAll(async () => {
    const tag = uniq();
    confirmed = await addSubscribers(`c-${tag}`, 1000, 'confirmed');
    others = [
      ...(await addSubscribers(`p-${tag}`, 20, 'pending')),
      ...(await addSubscribers(`u-${tag}`, 20, 'unsubscribed')),
      ...(await addSubscribers(`b-${tag}`, 10, 'bounced')),
    ];
  }, 120_000);

  it('mails exactly one message to each confirmed address and none to the rest, with the one-click headers', async () => {
    const title = `Issue ${uniq()}`;
    const postId = await publish(title);
    await settle();
    const mails = mailsWith(title);
    expect(mails).toHaveLength(1000);
    const got = countBy(mails);
    expect([...got.keys()].sort()).toEqual([...confirmed].sort());
    expect([...got.values()].every((n) => n === 1)).toBe(true);
    expect(others.some((e) => got.has(e))).toBe(false);
    expect(await sendOf(postId)).toMatchObject({ state: 'sent', recipients: 1000, sent: 1000, failed: 0, skipped: 0 });

    for (const m of mails) {
      expect(m.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const header = m.headers.get('list-unsubscribe') ?? '';
      expect(header).toContain(`${SITE}/api/subscribers/unsubscribe?token=`);
      expect(header).toContain('mailto:');
    }
    const sample = mails[0]!;
    // The HTML's links go through the send's tracked redirects (tests/api/analytics-email.test.ts).
    expect(sample.html).toMatch(new RegExp(`${SITE}/r/[\\w.-]+\\?n=[0-9a-f]{24}`));
    expect(sample.text).toContain(`${SITE}/post/${postId}`);
    expect(sample.html).toContain('View in browser');
    expect(sample.html).toContain(`${SITE}/.netlify/images?url=%2Fimages%2Ffeatured.jpg`);
    expect(sample.text).toContain(title);
    expect(sample.text).toContain(`${SITE}/api/subscribers/unsubscribe?token=`);

    // Saved again, published again, at the same time: still that one send.
    await Promise.all(
      Array.from({ length: 3 }, () =>
        call('PUT', `/api/posts/${postId}`, { token: admin, body: postBody(title, { sendNewsletter: true }) }),
      ),
    );
    await settle();
    expect(mailsWith(title)).toHaveLength(1000);
    await sendOf(postId);
  });

  it('queues one send when a draft is published by several requests at once', async () => {
    const title = `Race ${uniq()}`;
    const res = await call('POST', '/api/posts', { token: admin, body: postBody(title, { status: 'draft' }) });
    const postId = (await res.json()).data.id;
    runOptions = { batchSize: 250 };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('PUT', `/api/posts/${postId}`, { token: admin, body: postBody(title, { sendNewsletter: true }) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    await settle();
    const list = await (await call('GET', '/api/newsletters?limit=100', { token: admin })).json();
    expect(list.data.filter((s: NewsletterSend) => s.postId === postId)).toHaveLength(1);
    // History notes the one send, once, beside the saves.
    const history = (await (await call('GET', '/api/audit?action=newsletter.sent', { token: admin })).json()).data;
    expect(history.filter((e: { target: { title: string } }) => e.target.title === title)).toHaveLength(1);
    const got = countBy(mailsWith(title));
    expect(got.size).toBe(1000);
    expect([...got.values()].every((n) => n === 1)).toBe(true);
  });

  it('resumes a sender that died after a batch without mailing anyone twice', async () => {
    const title = `Resumed ${uniq()}`;
    runOptions = {
      batchSize: 250,
      afterBatch: (n) => {
        if (n === 1) throw new Error('crash');
      },
    };
    const postId = await publish(title);
    await settle();
    const stalled = await sendOf(postId);
    expect(stalled).toMatchObject({ state: 'sending', sent: 500 });
    expect(mailsWith(title)).toHaveLength(500);

    // A recipient whose message was on its way when the run died is not mailed again.
    const batch2 = [...confirmed].map((e) => ({ e, id: subscriberId(e) })).sort((a, b) => a.id.localeCompare(b.id))[500]!;
    await setRecipient(stalled.id, batch2.id, { state: 'sending', at: new Date().toISOString(), runId: 'dead', pass: 1 });

    // The publishing job leaves a send alone while its run says it is alive, and resumes it once it stops saying so.
    runOptions = { batchSize: 250 };
    await runScheduledPublishing('http://localhost');
    await settle();
    expect(mailsWith(title)).toHaveLength(500);
    // It died having begun the third batch, 10 minutes ago.
    await updateSend(stalled.id, (cur) => ({
      ...cur!,
      openedBatch: 2,
      heartbeatAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    }));
    await runScheduledPublishing('http://localhost');
    await settle();

    const got = countBy(mailsWith(title));
    expect(got.size).toBe(999);
    expect([...got.values()].every((n) => n === 1)).toBe(true);
    expect(got.has(batch2.e)).toBe(false);
    expect(await sendOf(postId)).toMatchObject({ state: 'sent', recipients: 1000, sent: 999, failed: 1, retryable: 0 });
  });

  it('never mails anyone twice when the sender is killed mid-batch: a message cut off on its way counts as failed', async () => {
    const title = `Killed ${uniq()}`;
    const { postId, queued } = await publishWithoutRunning(title);
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/helpers/send-in-child.ts', queued], {
      env: process.env,
      stdio: 'ignore',
    });
    await expect.poll(() => mailsWith(title).length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(300);
    child.kill('SIGKILL');
    await once(child, 'exit');
    const killedAt = mailsWith(title).length;
    expect(killedAt).toBeLessThan(1000);

    await updateSend(queued, (cur) => ({ ...cur!, heartbeatAt: new Date(Date.now() - 10 * 60_000).toISOString() }));
    runOptions = { batchSize: 250 };
    await runScheduledPublishing('http://localhost');
    await settle();

    const send = await sendOf(postId);
    const got = countBy(mailsWith(title));
    expect([...got.values()].every((n) => n === 1)).toBe(true);
    expect(send.state).toBe('sent');
    expect(send.sent + send.failed).toBe(1000);
    expect(send.retryable).toBe(0);
    // The cut-off messages (at most one per SMTP connection) may or may not have arrived; none came twice.
    expect(send.failed).toBeLessThanOrEqual(NEWSLETTER_LIMITS.connections);
    expect(got.size).toBeGreaterThanOrEqual(send.sent);
    expect(got.size).toBeLessThanOrEqual(1000);
  });

  it('mails everyone once when two processes start the same send at the same moment', async () => {
    const title = `Twice started ${uniq()}`;
    const { postId, queued } = await publishWithoutRunning(title);
    // Both load first, then take the send on the same signal.
    const children = [0, 1].map(() =>
      spawn(process.execPath, ['--import', 'tsx', 'tests/api/helpers/send-in-child.ts', queued, '--on-go'], {
        env: process.env,
        stdio: ['pipe', 'pipe', 'ignore'],
      }),
    );
    await Promise.all(children.map((child) => once(child.stdout!, 'data')));
    const exits = children.map((child) => once(child, 'exit'));
    for (const child of children) child.stdin!.write('go\n');
    expect((await Promise.all(exits)).map(([code]) => code)).toEqual([0, 0]);

    const got = countBy(mailsWith(title));
    expect([...got.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    expect(got.size).toBe(1000);
    expect(await sendOf(postId)).toMatchObject({ state: 'sent', recipients: 1000, sent: 1000, failed: 0 });
  });

  it('unsubscribes with a POST to the List-Unsubscribe URL, with no sign-in; a GET only asks', async () => {
    const mail = inbox.find((m) => m.to === confirmed[7])!;
    const header = mail.headers.get('list-unsubscribe') ?? '';
    const link = new RegExp(`${SITE}/api/subscribers/unsubscribe\\?token=[\\w.-]+`).exec(header)![0];
    const path = link.slice(SITE.length);
    const status = async () => {
      const res = await call('GET', '/api/subscribers?status=unsubscribed&limit=100', { token: admin });
      return (await res.json()).data.some((s: Subscriber) => s.email === confirmed[7]);
    };
    const ask = await call('GET', path);
    expect(ask.status).toBe(200);
    expect(await status()).toBe(false);
    const done = await call('POST', path, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    expect(await status()).toBe(true);
  });

  it('mails a test of the newsletter to the administrator who asks', async () => {
    const title = `Tested ${uniq()}`;
    const res = await call('POST', '/api/posts', { token: admin, body: postBody(title, { status: 'draft' }) });
    const postId = (await res.json()).data.id;
    const { user, token } = await makeUser({ admin: true });
    const test = await call('POST', '/api/newsletters/test', { token, body: { postId } });
    expect(test.status).toBe(200);
    const mails = inbox.filter((m) => m.subject === `[Test] ${title}`);
    expect(mails.map((m) => m.to)).toEqual([user.email.toLowerCase()]);
    expect(mails[0]!.html).toContain('View in browser');
    expect((await call('POST', '/api/newsletters/test', { token, body: { postId: 'no-such-post' } })).status).toBe(404);
  });
});
