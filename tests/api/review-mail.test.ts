/**
 * A draft submitted for review reaches everyone who may publish it by mail, once; the writer's save
 * never waits on, or fails with, the mail. The local mail catcher started here receives what is sent.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapturedMail } from '@/shared/types';
import { authors, categories } from '@/server/repos/taxonomy';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

const SITE = 'https://review.example.test';
const saved: Record<string, string | undefined> = {};
const inbox: CapturedMail[] = [];
let catcher: MailCatcher;
const people = {} as Record<
  'contributor' | 'author' | 'editor' | 'administrator',
  { token: string; email: string; authorId: string }
>;

function setEnv(env: Record<string, string>) {
  for (const [k, v] of Object.entries(env)) {
    if (!(k in saved)) saved[k] = process.env[k];
    process.env[k] = v;
  }
}

beforeAll(async () => {
  catcher = await startMailCatcher({ onMail: (m) => inbox.push(m) });
  setEnv({ SMTP_URL: catcher.url, SITE_URL: SITE });
  await categories.save({ id: 'review-cat', name: 'Review', description: '', imageUrl: '' });
  for (const role of ['contributor', 'author', 'editor', 'administrator'] as const) {
    const authorId = `review-${role}-${randomUUID().slice(0, 6)}`;
    await authors.save({ id: authorId, name: `Review ${role}`, avatarUrl: '', bio: '', followers: 0 });
    const { user, token } = await makeUser({ role, authorId, name: `Review ${role}` });
    people[role] = { token, email: user.email, authorId };
  }
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await catcher.close();
});

const mailTo = (email: string) => inbox.filter((m) => m.to.includes(email));
const draftBody = (authorId: string, title: string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: 'An excerpt for the review mail test.',
  content: '<p>Words waiting for an editor.</p>',
  authorId,
  categoryId: 'review-cat',
  status: 'draft',
  ...extra,
});

describe('review requests by mail', () => {
  it('mails editors and administrators once when a contributor submits a draft, and not the writer', async () => {
    const title = `Review me ${randomUUID().slice(0, 6)}`;
    const c = people.contributor;
    const made = await call('POST', '/api/posts', { token: c.token, body: draftBody(c.authorId, title) });
    expect(made.status).toBe(201);
    const id = ((await made.json()).data as { id: string }).id;
    // A plain draft save asks nobody.
    expect(inbox.filter((m) => m.subject.includes(title))).toHaveLength(0);

    const submit = await call('PUT', `/api/posts/${id}`, {
      token: c.token,
      body: draftBody(c.authorId, title, { reviewRequested: true }),
    });
    expect(submit.status).toBe(200);
    for (const who of [people.editor, people.administrator]) {
      const mails = mailTo(who.email).filter((m) => m.subject === `Review requested: ${title}`);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('Review contributor submitted');
      expect(mails[0]!.text).toContain(`${SITE}/admin/posts/edit/${id}`);
    }
    expect(mailTo(c.email)).toHaveLength(0);
    expect(mailTo(people.author.email)).toHaveLength(0);

    // Saving the draft again while it waits does not ask again.
    const again = await call('PUT', `/api/posts/${id}`, {
      token: c.token,
      body: draftBody(c.authorId, title, { content: '<p>Words, edited while waiting.</p>', reviewRequested: true }),
    });
    expect(again.status).toBe(200);
    expect(inbox.filter((m) => m.subject === `Review requested: ${title}`)).toHaveLength(2);
  });

  it('still saves the submission when the mail server is gone', async () => {
    setEnv({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const a = people.author;
      const title = `No mail ${randomUUID().slice(0, 6)}`;
      const res = await call('POST', '/api/posts', {
        token: a.token,
        body: draftBody(a.authorId, title, { reviewRequested: true }),
      });
      expect(res.status).toBe(201);
      expect((await res.json()).data).toMatchObject({ title, status: 'draft', reviewRequested: true });
    } finally {
      setEnv({ SMTP_URL: catcher.url });
    }
  });
});
