/** Readers for the browser tests: fresh verified accounts, and a page signed in as one. */
import { randomUUID } from 'node:crypto';
import { postId, seedPosts } from '../../../scripts/seed/posts';
import type { APIRequestContext, Page } from '@playwright/test';
import type { PostSummary, User } from '@/shared/types';

export interface Reader {
  name: string;
  email: string;
  password: string;
  token: string;
  user: User;
}

export const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.test`;

/** Registers and verifies a new account through the API. */
export async function newReader(request: APIRequestContext, tag = 'reader'): Promise<Reader> {
  const name = `Reader ${randomUUID().slice(0, 4)}`;
  const email = uniqueEmail(tag);
  const password = 'reader-pass-1';
  const res = await request.post('/api/auth/register', { data: { name, email, password } });
  if (res.status() !== 201) throw new Error(`Register failed: ${res.status()} ${await res.text()}`);
  const { token, verificationCode } = (await res.json()).data;
  const verified = await request.post('/api/auth/verify-email', {
    headers: { authorization: `Bearer ${token}` },
    data: { code: verificationCode },
  });
  if (!verified.ok()) throw new Error(`Verify failed: ${verified.status()} ${await verified.text()}`);
  return { name, email, password, token, user: (await verified.json()).data };
}

/** Puts the reader's session where the site keeps it, as a sign-in would. */
export async function signInPage(page: Page, reader: Pick<Reader, 'token' | 'user'>): Promise<void> {
  await page.goto('/saved');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem('user_data', JSON.stringify(user));
  }, reader);
}

/** The demo posts the site was built with. */
const SEEDED_POSTS = new Set(seedPosts.map(postId));

/**
 * Published demo posts that existed when the site was built (the oldest ones), so they have pages.
 * Only the seeded ones: other files' posts (an imported 2019 archive, say) can be older.
 */
export async function builtPosts(request: APIRequestContext, count: number): Promise<PostSummary[]> {
  // Newest first, and the demo posts are the oldest: read to the end.
  const posts: PostSummary[] = [];
  for (let offset = 0; ; offset += 100) {
    const page: PostSummary[] = (await (await request.get('/api/posts', { params: { limit: 100, offset } })).json()).data;
    posts.push(...page.filter((p) => SEEDED_POSTS.has(p.id)));
    if (page.length < 100) break;
  }
  return posts.slice(-count);
}

export async function siteTitle(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/api/settings')).json()).data.title;
}
