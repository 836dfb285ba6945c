/** Readers for the browser tests: fresh verified accounts, and a page signed in as one. */
import { randomUUID } from 'node:crypto';
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

/** Published posts that existed when the site was built (the oldest ones), so they have pages. */
export async function builtPosts(request: APIRequestContext, count: number): Promise<PostSummary[]> {
  const res = await request.get('/api/posts', { params: { limit: 100 } });
  const posts: PostSummary[] = (await res.json()).data;
  return posts.slice(-count);
}

export async function siteTitle(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/api/settings')).json()).data.title;
}
