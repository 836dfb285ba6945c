import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, reader, settle } from './stores-browser';

afterEach(() => vi.unstubAllGlobals());

function signedInBrowser(likes = 4) {
  const b = installBrowser((method, path, body) => {
    if (path === '/api/auth/me') return { status: 200, body: { data: reader } };
    if (method === 'POST' && path === '/api/posts/p1/like')
      return { status: 200, body: { data: (body as { liked: boolean }).liked ? likes + 1 : likes } };
    return { status: 404, body: { error: 'Post not found' } };
  });
  b.localStorage.setItem('auth_token', 'tok');
  b.localStorage.setItem('user_data', JSON.stringify(reader));
  return b;
}

describe('reading list (Save)', () => {
  it('tells a guest to log in and stores nothing', async () => {
    const b = installBrowser();
    const { toggleSaved, $savedIds } = await import('@/stores/saved');
    const { $toasts } = await import('@/stores/toasts');
    $savedIds.listen(() => {});
    expect(toggleSaved('p1')).toBeNull();
    expect($toasts.get()).toMatchObject([{ message: 'Please log in to save posts to your reading list.', type: 'info' }]);
    expect(b.localStorage.length).toBe(0);
  });

  it('keeps ids per user under savedPosts_{userId} and empties when the user signs out', async () => {
    const b = signedInBrowser();
    const { toggleSaved, $savedIds } = await import('@/stores/saved');
    const { signOut } = await import('@/stores/auth');
    $savedIds.listen(() => {});
    expect(toggleSaved('p1')).toBe(true);
    expect(toggleSaved('p2')).toBe(true);
    expect(toggleSaved('p1')).toBe(false);
    expect(JSON.parse(b.localStorage.getItem('savedPosts_u1')!)).toEqual(['p2']);
    expect($savedIds.get()).toEqual(['p2']);
    signOut();
    expect($savedIds.get()).toEqual([]);
    expect(b.localStorage.getItem('savedPosts_u1')).not.toBeNull();
  });
});

describe('likes', () => {
  it('tells a guest to log in and sends nothing', async () => {
    const b = installBrowser();
    const { toggleLike } = await import('@/stores/likes');
    const { $toasts } = await import('@/stores/toasts');
    const { authReady, $auth } = await import('@/stores/auth');
    $auth.listen(() => {});
    await authReady();
    expect(await toggleLike('p1')).toBeNull();
    expect($toasts.get()).toMatchObject([{ message: 'Please log in to like posts.', type: 'info' }]);
    expect(b.calls).toEqual([]);
  });

  it('sends the new liked state, answers the server count and remembers the like per user', async () => {
    const b = signedInBrowser(4);
    const { toggleLike, $likedIds } = await import('@/stores/likes');
    $likedIds.listen(() => {});
    await settle();
    expect(await toggleLike('p1')).toEqual({ liked: true, count: 5 });
    expect(b.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/posts/p1/like',
      body: { liked: true },
      auth: 'Bearer tok',
    });
    expect(JSON.parse(b.localStorage.getItem('likedPosts_u1')!)).toEqual(['p1']);
    expect(await toggleLike('p1')).toEqual({ liked: false, count: 4 });
    expect(b.calls.at(-1)?.body).toEqual({ liked: false });
    expect($likedIds.get()).toEqual([]);
  });

  it('shows the server error and keeps the state when the like fails', async () => {
    signedInBrowser();
    const { toggleLike, $likedIds } = await import('@/stores/likes');
    const { $toasts } = await import('@/stores/toasts');
    $likedIds.listen(() => {});
    expect(await toggleLike('missing')).toBeNull();
    expect($toasts.get().at(-1)).toMatchObject({ message: 'Post not found', type: 'error' });
    expect($likedIds.get()).toEqual([]);
  });
});
