import type { APIRequestContext } from '@playwright/test';

export const ADMIN = { email: process.env.ADMIN_EMAIL || 'admin@example.com', password: process.env.ADMIN_PASSWORD || 'admin12345' };

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  if (!res.ok()) throw new Error(`Admin sign-in failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).data.token;
}
