import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAtom, loader } from '@/admin/stores/list';

type Answer = { status: number; body: unknown };

/** A browser stand-in: localStorage and a fetch answering by path. */
function installBrowser(answer: (path: string) => Answer = () => ({ status: 404, body: { error: 'Not found' } })) {
  const store = new Map<string, string>();
  const calls: string[] = [];
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('fetch', async (url: URL) => {
    calls.push(url.pathname);
    const { status, body } = answer(url.pathname);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { store, calls };
}

const admin = { id: 'a1', name: 'Ada Admin', email: 'ada@example.com', avatarUrl: '', isVerified: true, isAdmin: true };
const reader = { ...admin, id: 'r1', name: 'Reed Reader', isAdmin: false };

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('admin access check', () => {
  it('refuses at once without a token, or when the cached user is not an admin', async () => {
    const b = installBrowser();
    const { confirmAdmin } = await import('@/stores/admin-access');
    expect(await confirmAdmin()).toBe(false);
    b.store.set('auth_token', 'tok');
    b.store.set('user_data', JSON.stringify(reader));
    expect(await confirmAdmin()).toBe(false);
    expect(b.calls).toEqual([]);
  });

  it('asks the server about a cached admin and believes the server', async () => {
    const b = installBrowser(() => ({ status: 200, body: { data: reader } }));
    b.store.set('auth_token', 'tok');
    b.store.set('user_data', JSON.stringify(admin));
    const { confirmAdmin } = await import('@/stores/admin-access');
    const { $auth } = await import('@/stores/auth');
    expect(await confirmAdmin()).toBe(false);
    expect(b.calls).toEqual(['/api/auth/me']);
    expect(JSON.parse(b.store.get('user_data')!).isAdmin).toBe(false);
    expect($auth.get().user).toBeNull();
  });

  it('lets a confirmed admin in and refreshes the cached user', async () => {
    const b = installBrowser(() => ({ status: 200, body: { data: { ...admin, name: 'Ada Lovelace' } } }));
    b.store.set('auth_token', 'tok');
    const { confirmAdmin } = await import('@/stores/admin-access');
    const { $auth } = await import('@/stores/auth');
    expect(await confirmAdmin()).toBe(true);
    expect($auth.get().user?.name).toBe('Ada Lovelace');
    expect(JSON.parse(b.store.get('user_data')!).name).toBe('Ada Lovelace');
  });

  it('treats a rejected token as final but a failing server as no answer', async () => {
    let status = 401;
    const b = installBrowser(() => ({ status, body: { error: 'nope' } }));
    b.store.set('auth_token', 'tok');
    b.store.set('user_data', JSON.stringify(admin));
    const { confirmAdmin } = await import('@/stores/admin-access');
    expect(await confirmAdmin()).toBe(false);
    status = 503;
    expect(await confirmAdmin()).toBe(true);
  });
});

describe('list loader', () => {
  it('keeps the answer of the newest call when an older one arrives later', async () => {
    const $list = listAtom<string>();
    const pending: ((items: string[]) => void)[] = [];
    const load = loader($list, () => new Promise<string[]>((resolve) => pending.push(resolve)));
    const first = load();
    const second = load();
    pending[1]!(['newest']);
    await second;
    pending[0]!(['stale']);
    await first;
    expect($list.get()).toEqual({ items: ['newest'], loading: false, loaded: true, error: null });
  });

  it('keeps the items it had and reports the error when a reload fails', async () => {
    const $list = listAtom<string>();
    let fail = false;
    const load = loader($list, async () => {
      if (fail) throw new Error('Server unavailable');
      return ['a'];
    });
    await load();
    fail = true;
    await load();
    expect($list.get()).toEqual({ items: ['a'], loading: false, loaded: true, error: 'Server unavailable' });
  });
});

describe('snippets store', () => {
  const snippet = (id: string, name: string) => ({
    id,
    name,
    description: '',
    icon: 'InfoIcon',
    content: '<p>x</p>',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  });

  /** A server holding snippets in memory, recording each call as "METHOD /path". */
  function installServer(fail?: (method: string) => number | undefined) {
    let list = [snippet('s1', 'Info Box')];
    const calls: string[] = [];
    vi.stubGlobal('localStorage', { getItem: () => 'tok', setItem: () => {}, removeItem: () => {} });
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      const reply = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      const status = fail?.(method);
      if (status) return reply(status, { error: 'Refused', errors: [{ field: 'content', msg: 'Refused' }] });
      const id = url.pathname.split('/')[3];
      if (method === 'POST') {
        const made = { ...snippet('s2', ''), ...JSON.parse(String(init.body)) };
        list = [...list, made];
        return reply(201, { data: made });
      }
      if (method === 'PUT') {
        list = list.map((s) => (s.id === id ? { ...s, ...JSON.parse(String(init.body)) } : s));
        return reply(200, { data: list.find((s) => s.id === id) });
      }
      if (method === 'DELETE') {
        list = list.filter((s) => s.id !== id);
        return reply(200, { data: { id } });
      }
      return reply(200, { data: list });
    });
    return calls;
  }

  it('loads the shared list from the API, with loading and loaded flags', async () => {
    const calls = installServer();
    const { $snippets, loadSnippets } = await import('@/admin/stores/snippets');
    expect($snippets.get()).toEqual({ items: [], loading: false, loaded: false, error: null });
    const done = loadSnippets();
    expect($snippets.get().loading).toBe(true);
    await done;
    expect($snippets.get()).toEqual({ items: [snippet('s1', 'Info Box')], loading: false, loaded: true, error: null });
    expect(calls).toEqual(['GET /api/snippets']);
  });

  it('creates, updates and deletes through the API, refetching the list after each', async () => {
    const calls = installServer();
    const { $snippets, deleteSnippet, saveSnippet } = await import('@/admin/stores/snippets');
    const fields = { name: 'Quote', description: 'd', icon: 'QuoteIcon', content: '<blockquote>q</blockquote>' };
    const made = await saveSnippet(fields);
    expect(made).toMatchObject({ id: 's2', ...fields });
    await saveSnippet({ ...fields, name: 'Pull quote' }, 's2');
    expect($snippets.get().items.map((s) => s.name)).toEqual(['Info Box', 'Pull quote']);
    await deleteSnippet('s1');
    expect($snippets.get().items.map((s) => s.id)).toEqual(['s2']);
    expect(calls).toEqual([
      'POST /api/snippets',
      'GET /api/snippets',
      'PUT /api/snippets/s2',
      'GET /api/snippets',
      'DELETE /api/snippets/s1',
      'GET /api/snippets',
    ]);
  });

  it('passes a refused save on with the server status and field errors, and refetches the list', async () => {
    const calls = installServer((method) => (method === 'POST' ? 400 : undefined));
    const { $snippets, loadSnippets, saveSnippet } = await import('@/admin/stores/snippets');
    await loadSnippets();
    const err = await saveSnippet({ name: 'X', description: '', icon: 'InfoIcon', content: '<script></script>' }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ status: 400, errors: [{ field: 'content', msg: 'Refused' }] });
    expect($snippets.get().items.map((s) => s.id)).toEqual(['s1']);
    expect(calls).toEqual(['GET /api/snippets', 'POST /api/snippets', 'GET /api/snippets']);
  });
});

describe('one session for reader pages and admin', () => {
  it('a confirmed admin is the signed-in user of the shared auth store, and sign-out clears every session key', async () => {
    const b = installBrowser(() => ({ status: 200, body: { data: admin } }));
    b.store.set('auth_token', 'tok');
    b.store.set('supabase_token', 'sb');
    const { confirmAdmin } = await import('@/stores/admin-access');
    const { $auth, signOut } = await import('@/stores/auth');
    expect(await confirmAdmin()).toBe(true);
    expect($auth.get()).toMatchObject({ status: 'signedIn', token: 'tok', user: { id: 'a1' } });
    expect($auth.get().user?.isAdmin).toBe(true);
    signOut();
    expect([...b.store.keys()]).toEqual([]);
    expect($auth.get()).toMatchObject({ status: 'anonymous', user: null });
  });
});
