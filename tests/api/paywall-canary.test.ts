/**
 * The canary (DESIGN.md, Members and paid content, Targets): a unique word after the divider of a
 * paid post reaches no guest or free reader through any surface: the post answers, lists and
 * search, the post page's data, the RSS feed, the search index records, the fediverse Article, every AI feature (in the
 * requests the Gemini stand-in receives) and the newsletter mail an SMTP server receives. A paying
 * reader gets it, from the content endpoint, the AI and the mail.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors, categories } from '@/server/repos/taxonomy';
import { insertSubscriber, subscriberId } from '@/server/repos/subscribers';
import { setSendStarter } from '@/server/services/newsletter-dispatch';
import { runSend } from '@/server/services/newsletter-sender';
import { loadPostPage } from '@/server/services/post-page';
import { searchRecordsOf } from '@/server/services/search-records';
import { forgetSiteData } from '@/server/services/site';
import { refreshAskIndex } from '@/server/ai/archive-index';
import { getPostRecord } from '@/server/repos/posts';
import { articleOf } from '@/server/services/fediverse-article';
import { GET as rss } from '../../src/pages/rss.xml';
import { startGeminiStandin, type GeminiStandin } from '../support/gemini-standin';
import { callAi, readChunks } from './helpers/ai-call';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

const CANARY = `zqcanary${randomUUID().replace(/-/g, '').slice(0, 10)}`;
const OPEN = 'Testing against a local stand-in keeps every run offline and fast. ';
const content = `<p>${OPEN.repeat(40)}</p><hr data-paywall=""><p>${CANARY} is the secret word. ${'The paid part goes deeper into the subject. '.repeat(30)}</p>`;

const mails: { to: string; html: string; text: string }[] = [];
let smtp: SMTPServer;
let gemini: GeminiStandin;
let admin: string;
let postId: string;
const runs: Promise<void>[] = [];
const env: Record<string, string | undefined> = {};
let guestOrFree: { label: string; token?: string; email?: string }[];
let paying: { token: string; email: string };

const hasCanary = (x: unknown) => (typeof x === 'string' ? x : JSON.stringify(x)).includes(CANARY);

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, cb) {
      simpleParser(stream)
        .then((m) => {
          for (const r of session.envelope.rcptTo)
            mails.push({ to: r.address.toLowerCase(), html: typeof m.html === 'string' ? m.html : '', text: m.text ?? '' });
          cb();
        })
        .catch(cb);
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  gemini = await startGeminiStandin();
  const vars = {
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    SITE_URL: 'https://paid.example.test',
    MAIL_RATE_PER_SECOND: '0',
    MAIL_CATCHER: '',
    GEMINI_API_KEY: 'test-key',
    GEMINI_BASE_URL: gemini.url,
  };
  for (const [k, v] of Object.entries(vars)) {
    env[k] = process.env[k];
    process.env[k] = v;
  }
  setSendStarter(async (id) => void runs.push(runSend(id, { backoffMs: 5 })));

  await categories.save({ id: 'canary-cat', name: 'Deep dives', description: '', imageUrl: '' });
  await authors.save({ id: 'canary-author', name: 'Canary Author', avatarUrl: '', bio: '', followers: 0 });
  admin = (await makeUser({ admin: true })).token;
  const tier = (
    await (
      await call('POST', '/api/tiers', {
        token: admin,
        body: { name: 'Insider', monthlyPrice: 500, yearlyPrice: 5000, currency: 'usd' },
      })
    ).json()
  ).data;
  const free = await makeUser();
  const payer = await makeUser();
  await call('PUT', `/api/members/${payer.user.id}`, { token: admin, body: { comped: tier.id } });
  guestOrFree = [{ label: 'guest' }, { label: 'free reader', token: free.token, email: free.user.email }];
  paying = { token: payer.token, email: payer.user.email };
  const plain = `plain-${randomUUID().slice(0, 6)}@list.example.test`;
  for (const email of [free.user.email, payer.user.email, plain])
    await insertSubscriber({ id: subscriberId(email), email, subscribedAt: new Date().toISOString(), status: 'confirmed' });

  const res = await call('POST', '/api/posts', {
    token: admin,
    body: {
      title: 'The paid deep dive',
      excerpt: 'A look at testing offline',
      content,
      authorId: 'canary-author',
      categoryId: 'canary-cat',
      status: 'published',
      visibility: 'paid',
      sendNewsletter: true,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  postId = (await res.json()).data.id;
  while (runs.length) await Promise.allSettled(runs.splice(0));
});

afterAll(async () => {
  setSendStarter(null);
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await gemini.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

describe('a reader without access', () => {
  it('never gets the canary from the post answers, lists, search or the content endpoint', async () => {
    for (const who of guestOrFree) {
      const answers = [
        await call('GET', `/api/posts/${postId}`, { token: who.token }),
        await call('GET', '/api/posts?limit=100', { token: who.token }),
        await call('GET', `/api/posts?q=${CANARY}`, { token: who.token }),
        await call('GET', `/api/posts/${postId}/content`, { token: who.token }),
      ];
      for (const res of answers) expect(hasCanary(await res.text()), who.label).toBe(false);
      const search = await (await call('GET', `/api/posts?q=${CANARY}`, { token: who.token })).json();
      expect(search.meta.total).toBe(0);
    }
  });

  it('never gets it from the post page, the feed or the search index', async () => {
    const page = await loadPostPage(postId);
    expect(page.post?.access).toBe(false);
    expect(page.post?.content).toContain(OPEN.trim());
    expect(hasCanary(page)).toBe(false);
    forgetSiteData();
    const feed = await (await rss({ site: new URL('https://paid.example.test') } as never)).text();
    expect(feed).toContain('The paid deep dive');
    expect(hasCanary(feed)).toBe(false);
    for await (const records of searchRecordsOf([postId])) {
      expect(records).toHaveLength(1);
      expect(hasCanary(records)).toBe(false);
    }
  });

  it('never sends it to the fediverse: the Article carries the preview only', async () => {
    const article = await (await articleOf((await getPostRecord(postId))!)).toJsonLd();
    expect(JSON.stringify(article)).toContain(OPEN.trim());
    expect(hasCanary(article)).toBe(false);
  });

  it('never has it sent to the AI model, by any AI feature', async () => {
    gemini.reset();
    for (const who of guestOrFree) {
      const summary = await callAi('summary', { postId }, { token: who.token });
      expect(summary.status, await summary.clone().text()).toBe(200);
      expect(hasCanary(await summary.text())).toBe(false);
      const quiz = await callAi('quiz', { postId }, { token: who.token });
      expect(hasCanary(await quiz.text())).toBe(false);
      const session = await callAi('chat/session', { postId }, { token: who.token });
      const { sessionId } = (await session.json()).data;
      const chat = await callAi('chat', { sessionId, message: `What is ${CANARY}?` }, { token: who.token });
      await readChunks(chat);
    }
    await refreshAskIndex(100, true);
    await callAi('ask', { question: 'What does the deep dive say about testing offline?' });
    await callAi('pathfinder', { topic: 'testing offline' });
    expect(gemini.requests.length).toBeGreaterThan(0);
    // The chat question itself carries the word (the reader typed it); nothing else may.
    const sent = gemini.requests.map((r) => JSON.stringify(r.body).split(`What is ${CANARY}?`).join(''));
    expect(sent.filter(hasCanary)).toEqual([]);
  });

  it('never gets it by mail: the newsletter is rendered per recipient', async () => {
    const mine = mails.filter((m) => m.html.includes('The paid deep dive'));
    expect(mine.length).toBe(3);
    for (const m of mine.filter((x) => x.to !== paying.email)) {
      expect(hasCanary(m.html) || hasCanary(m.text)).toBe(false);
      expect(m.html).toContain('This post is for paying subscribers only');
      expect(m.text).toContain('https://paid.example.test/subscribe');
    }
  });
});

describe('a paying reader', () => {
  it('gets the canary from the content endpoint, the post answer, the AI and the mail', async () => {
    const res = await call('GET', `/api/posts/${postId}/content`, { token: paying.token });
    expect(res.status).toBe(200);
    expect(hasCanary(await res.text())).toBe(true);
    expect(hasCanary(await (await call('GET', `/api/posts/${postId}`, { token: paying.token })).text())).toBe(true);
    gemini.reset();
    expect((await callAi('summary', { postId }, { token: paying.token })).status).toBe(200);
    expect(gemini.requests.some((r) => hasCanary(r.body))).toBe(true);
    const mail = mails.find((m) => m.to === paying.email && m.html.includes('The paid deep dive'));
    expect(hasCanary(mail?.html)).toBe(true);
  });
});
