/**
 * Odd ids answer 404 (or 400), never 500, on every `:param` route of every function's route table,
 * and change nothing in the store. Ids in bodies that name other records are held to the same rule.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteKey, getJSON, listKeys, setJSON } from '@/server/storage/store';
import { allRoutes, call } from './helpers/dispatch';
import { storeFingerprint } from './helpers/fingerprint';
import { fixtures, makeWorld, type World } from './helpers/route-fixtures';

/** Path segments as a client would send them (already percent-encoded where needed). */
const ODD_IDS: Record<string, string> = {
  'a very long id': 'a'.repeat(600),
  'a long id of multi-byte letters': encodeURIComponent('ж'.repeat(400)),
  'a NUL byte': '%00',
  'a NUL inside': 'post%00.json',
  'an encoded slash': 'a%2Fb',
  'an encoded path climb': '..%2F..%2Fsettings',
  'a dot-file id': '.hidden',
  'an encoded backslash': 'a%5Cb',
  'a right-to-left override': `${encodeURIComponent('\u202E')}gnp.exe`,
  'a right-to-left mark': `post${encodeURIComponent('\u200F')}`,
  'SQL-ish quotes': encodeURIComponent(`' OR '1'='1`),
  'a SQL comment': encodeURIComponent('1"; DROP TABLE posts;--'),
  spaces: encodeURIComponent('  '),
  'a broken escape': '%E0%A4%A',
  'an emoji': encodeURIComponent('📝'),
  'a query-looking id': encodeURIComponent('x?admin=1'),
};

const paramRoutes = allRoutes.filter((r) => r.path.includes('/:'));
const withId = (pattern: string, id: string) => pattern.replace(/:[A-Za-z]+/g, id);
let world: World;

beforeAll(async () => {
  world = await makeWorld();
});

describe('odd ids on every route with an id', () => {
  it('covers every route with an id in the route tables', () => {
    expect(paramRoutes.length).toBeGreaterThan(20);
  });

  describe.each(paramRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (name, r) => {
    it('answers 404 or 400 with an error message, and changes nothing', async () => {
      // A valid body where the route takes one, so only the id is wrong.
      const fixture = fixtures[name] ? await fixtures[name]!(world) : undefined;
      const token = r.access === 'public' ? undefined : world.admin;
      for (const [label, id] of Object.entries(ODD_IDS)) {
        const before = await storeFingerprint();
        const res = await call(r.method, withId(r.path, id), { token, body: fixture?.body, form: fixture?.form?.() });
        expect([400, 404], `${label} → ${res.status}: ${await res.clone().text()}`).toContain(res.status);
        expect((await res.json()).error, label).toBeTruthy();
        expect(await storeFingerprint(), `${label} changed storage`).toBe(before);
      }
    });
  });
});

describe('odd ids in bodies', () => {
  const badIds = ['a'.repeat(600), '../settings', 'a/b', 'x\u0000y', '\u202Eevil'];

  it('a comment on an odd post id is refused with 400 or 404', async () => {
    for (const postId of badIds) {
      const res = await call('POST', '/api/comments', { token: world.reader, body: { postId, text: 'Hello' } });
      expect([400, 404], JSON.stringify(postId)).toContain(res.status);
    }
  });

  it('a post naming an odd author or category is refused with 400 or 404', async () => {
    for (const id of badIds) {
      for (const field of ['authorId', 'categoryId']) {
        const body = { title: 'Odd refs', content: '<p>x</p>', authorId: 'matrix-author', categoryId: 'matrix-cat', [field]: id };
        const res = await call('POST', '/api/posts', { token: world.admin, body });
        expect([400, 404], `${field}=${JSON.stringify(id)} → ${res.status}`).toContain(res.status);
      }
    }
  });

  it('an AI chat about an odd post id is refused with 400 or 404', async () => {
    for (const postId of badIds) {
      const res = await call('POST', '/api/ai/chat/session', { body: { postId } });
      expect([400, 404, 503], JSON.stringify(postId)).toContain(res.status);
    }
  });
});

describe('storage keys built from odd ids', () => {
  it('find nothing on read and are refused on write, so an id cannot reach another key', async () => {
    await setJSON('canary/odd-ids', { kept: true });
    for (const key of [
      'posts/../canary/odd-ids',
      'posts/./x',
      'posts//x',
      `posts/${'a'.repeat(600)}`,
      'posts/a\u0000b',
      'posts/\u202Eevil',
      'posts/a\\b',
    ]) {
      expect(await getJSON(key), JSON.stringify(key)).toBeNull();
      await expect(setJSON(key, {}), JSON.stringify(key)).rejects.toMatchObject({ status: 400, code: 'INVALID_ID' });
      await expect(deleteKey(key), JSON.stringify(key)).rejects.toMatchObject({ status: 400 });
    }
    expect(await listKeys('posts/../canary/')).toEqual([]);
    expect(await getJSON('canary/odd-ids')).toEqual({ kept: true });
  });
});
