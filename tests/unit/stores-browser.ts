/** A minimal browser for store tests: window events, local and session storage, and a fake /api. */
import { vi } from 'vitest';

export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
}

export type ApiHandler = (
  method: string,
  path: string,
  body: unknown,
  headers: Headers,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** Installs a fresh browser and resets modules so every store starts from its stored state. */
export function installBrowser(handler: ApiHandler = () => ({ status: 404, body: { error: 'Not found' } })) {
  vi.resetModules();
  const localStorage = new MemoryStorage();
  const sessionStorage = new MemoryStorage();
  const win = Object.assign(new EventTarget(), { localStorage, sessionStorage });
  vi.stubGlobal('window', win);
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('sessionStorage', sessionStorage);
  const calls: { method: string; path: string; body: unknown; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const headers = new Headers(init.headers);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const method = init.method ?? 'GET';
      calls.push({ method, path: url.pathname + url.search, body, auth: headers.get('authorization') });
      const res = await handler(method, url.pathname, body, headers);
      return new Response(JSON.stringify(res.body), { status: res.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { localStorage, sessionStorage, window: win, calls };
}

export const reader = {
  id: 'u1',
  name: 'Ada Reader',
  email: 'ada@example.com',
  avatarUrl: '',
  isVerified: true,
  isAdmin: false,
  role: 'reader' as const,
};

/** Lets pending promise callbacks (fake fetches) run. */
export const settle = () => new Promise((r) => setTimeout(r, 0));
