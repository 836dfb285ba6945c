import type { APIRequestContext } from '@playwright/test';

export const ADMIN = {
  email: process.env.ADMIN_EMAIL || 'admin@example.com',
  password: process.env.ADMIN_PASSWORD || 'admin12345',
};

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  if (!res.ok()) throw new Error(`Admin sign-in failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).data.token;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export interface AdminSession {
  token: string;
  user: import('@/shared/types').User;
}

/** Signs the admin in through the API, once per test file. */
export async function adminSession(request: APIRequestContext): Promise<AdminSession> {
  const token = await adminToken(request);
  const user = (await (await request.get('/api/auth/me', { headers: auth(token) })).json()).data;
  return { token, user };
}

/** Starts every page of the tab signed in, the way the site stores a session. */
export async function signInTab(page: import('@playwright/test').Page, session: AdminSession): Promise<void> {
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('auth_token', t!);
      localStorage.setItem('user_data', u!);
    },
    [session.token, JSON.stringify(session.user)],
  );
}
