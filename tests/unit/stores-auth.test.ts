import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, reader, settle } from './stores-browser';

afterEach(() => vi.unstubAllGlobals());

const me = (user: unknown) => (_method: string, path: string) =>
  path === '/api/auth/me' ? { status: 200, body: { data: user } } : { status: 404, body: { error: 'Not found' } };

describe('auth store', () => {
  it('is anonymous without a stored token', async () => {
    const b = installBrowser();
    const { $auth, authReady } = await import('@/stores/auth');
    $auth.listen(() => {});
    expect((await authReady()).status).toBe('anonymous');
    expect(b.calls).toEqual([]);
  });

  it('restores the cached user at once, then refreshes it from the server with the token', async () => {
    const b = installBrowser(me({ ...reader, name: 'Ada Lovelace' }));
    b.localStorage.setItem('auth_token', 'tok');
    b.localStorage.setItem('user_data', JSON.stringify(reader));
    const { $auth } = await import('@/stores/auth');
    $auth.listen(() => {});
    expect($auth.get()).toMatchObject({ status: 'signedIn', token: 'tok', user: { name: 'Ada Reader' } });
    await settle();
    expect(b.calls).toEqual([{ method: 'GET', path: '/api/auth/me', body: undefined, auth: 'Bearer tok' }]);
    expect($auth.get().user?.name).toBe('Ada Lovelace');
    expect(JSON.parse(b.localStorage.getItem('user_data')!).name).toBe('Ada Lovelace');
  });

  it('keeps the cached user when the refresh fails for another reason than a bad token', async () => {
    const b = installBrowser(() => ({ status: 503, body: { error: 'Down' } }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    b.localStorage.setItem('auth_token', 'tok');
    b.localStorage.setItem('user_data', JSON.stringify(reader));
    const { $auth } = await import('@/stores/auth');
    $auth.listen(() => {});
    await settle();
    expect($auth.get()).toMatchObject({ status: 'signedIn', user: { id: 'u1' } });
  });

  it('signs out when the server rejects the token', async () => {
    const b = installBrowser(() => ({ status: 401, body: { error: 'Unauthorized' } }));
    b.localStorage.setItem('auth_token', 'expired');
    b.localStorage.setItem('user_data', JSON.stringify(reader));
    const { $auth } = await import('@/stores/auth');
    $auth.listen(() => {});
    await settle();
    expect($auth.get().status).toBe('anonymous');
    expect(b.localStorage.getItem('auth_token')).toBeNull();
  });

  it('clears an unreadable cached user and loads the user from the server instead', async () => {
    const b = installBrowser(me(reader));
    b.localStorage.setItem('auth_token', 'tok');
    b.localStorage.setItem('user_data', '{not json');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { $auth, authReady } = await import('@/stores/auth');
    $auth.listen(() => {});
    expect($auth.get().status).toBe('loading');
    expect(b.localStorage.getItem('user_data')).toBeNull();
    expect(await authReady()).toMatchObject({ status: 'signedIn', user: { id: 'u1' } });
  });

  it('signIn stores token and user; signOut removes token, user and the provider token', async () => {
    const b = installBrowser();
    const { $auth, signIn, signOut } = await import('@/stores/auth');
    $auth.listen(() => {});
    signIn('tok', reader);
    expect($auth.get()).toMatchObject({ status: 'signedIn', token: 'tok' });
    expect(b.localStorage.getItem('auth_token')).toBe('tok');
    b.localStorage.setItem('supabase_token', 'sb');
    b.localStorage.setItem('sb-abc-auth-token', '{}');
    signOut();
    expect($auth.get()).toEqual({ status: 'anonymous', user: null, token: null });
    for (const k of ['auth_token', 'user_data', 'supabase_token', 'sb-abc-auth-token'])
      expect(b.localStorage.getItem(k)).toBeNull();
  });
});
