/**
 * Staff roles over every route, generated from the route tables and the capability table
 * (src/shared/roles.ts): each role is let through where its capabilities and the ownership rules
 * allow, and otherwise refused with 403 and nothing changed. Then the crafted payloads and the
 * ownership rules one by one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { can, roleOf, STAFF_ROLES, type Role } from '@/shared/roles';
import { authors } from '@/server/repos/taxonomy';
import { getUser } from '@/server/repos/users';
import { allRoutes, call } from './helpers/dispatch';
import { storeFingerprint } from './helpers/fingerprint';
import { fixtures, makeWorld, type World } from './helpers/route-fixtures';
import { makeUser } from './helpers/users';

type Route = (typeof allRoutes)[number];
const key = (r: Route) => `${r.method} ${r.path}`;
let world: World;
const staff = {} as Record<(typeof STAFF_ROLES)[number], { token: string; id: string; authorId: string }>;

beforeAll(async () => {
  world = await makeWorld();
  for (const role of STAFF_ROLES) {
    const authorId = `profile-${role}`;
    await authors.save({ id: authorId, name: `The ${role}`, avatarUrl: '', bio: '', followers: 0 });
    const { user, token } = await makeUser({ role, authorId, name: `A ${role}` });
    staff[role] = { token, id: user.id, authorId };
  }
});

/**
 * Whether `role` may make the fixture's request. The fixtures act on someone else's records (posts
 * bylined to another profile), so post writes need the right to change anyone's posts; the user
 * fixture makes someone an administrator, which only an administrator may.
 */
function allowed(role: Role, r: Route): boolean {
  if (r.access === 'admin') return role === 'administrator';
  if (r.access !== 'staff') return true;
  if (!r.options.can || !can(role, r.options.can)) return false;
  if (r.path.startsWith('/api/posts')) return can(role, 'posts.others');
  if (key(r) === 'PUT /api/users/:id') return role === 'administrator';
  return true;
}

const guarded = allRoutes.filter((r) => r.access === 'staff' || r.access === 'admin');

describe.each(STAFF_ROLES.map((role) => [role] as const))('as %s', (role) => {
  it.each(guarded.map((r) => [key(r), r] as const))('%s', async (name, r) => {
    const fixture = await fixtures[name]!(world);
    const before = await storeFingerprint();
    const res = await call(r.method, fixture.path, { token: staff[role].token, body: fixture.body, form: fixture.form?.() });
    if (allowed(role, r)) {
      expect(fixture.ok, `${role} ${name} answered ${res.status}: ${await res.clone().text()}`).toContain(res.status);
    } else {
      expect(res.status, `${role} ${name}: ${await res.clone().text()}`).toBe(403);
      expect((await res.json()).error).toBeTruthy();
      expect(await storeFingerprint(), `${role} ${name} changed storage`).toBe(before);
    }
  });
});

const body = (authorId: string, extra: Record<string, unknown> = {}) => ({
  title: `Role post ${Math.random().toString(36).slice(2, 8)}`,
  excerpt: 'An excerpt',
  content: '<p>Words</p>',
  authorId,
  categoryId: 'matrix-cat',
  status: 'draft',
  ...extra,
});
const as = (role: (typeof STAFF_ROLES)[number]) => staff[role].token;
async function write(role: (typeof STAFF_ROLES)[number], extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/posts', { token: as(role), body: body(staff[role].authorId, extra) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data as { id: string; title: string; status: string };
}
async function refused(res: Response, code: string) {
  expect(res.status, await res.clone().text()).toBe(403);
  expect((await res.json()).code).toBe(code);
}

describe('crafted payloads', () => {
  it('a contributor cannot publish or schedule, even by sending the status', async () => {
    const before = await storeFingerprint();
    await refused(
      await call('POST', '/api/posts', {
        token: as('contributor'),
        body: body(staff.contributor.authorId, { status: 'published' }),
      }),
      'CANNOT_PUBLISH',
    );
    const at = new Date(Date.now() + 3_600_000).toISOString();
    await refused(
      await call('POST', '/api/posts', {
        token: as('contributor'),
        body: body(staff.contributor.authorId, { status: 'scheduled', publishedDate: at }),
      }),
      'CANNOT_PUBLISH',
    );
    const draft = await write('contributor');
    const mid = await storeFingerprint();
    await refused(
      await call('PUT', `/api/posts/${draft.id}`, {
        token: as('contributor'),
        body: body(staff.contributor.authorId, { title: draft.title, status: 'published' }),
      }),
      'CANNOT_PUBLISH',
    );
    expect(await storeFingerprint()).toBe(mid);
    expect(before).not.toBe(mid);
  });

  it("an author cannot write as another author's profile", async () => {
    const before = await storeFingerprint();
    await refused(await call('POST', '/api/posts', { token: as('author'), body: body('matrix-author') }), 'OWN_PROFILE_ONLY');
    const mine = await write('author', { status: 'published' });
    const after = await storeFingerprint();
    await refused(
      await call('PUT', `/api/posts/${mine.id}`, { token: as('author'), body: body('matrix-author', { title: mine.title }) }),
      'OWN_PROFILE_ONLY',
    );
    expect(await storeFingerprint()).toBe(after);
    expect(after).not.toBe(before);
  });

  it('an editor cannot make anyone an administrator, nor touch one', async () => {
    const reader = await makeUser();
    const before = await storeFingerprint();
    await refused(
      await call('PUT', `/api/users/${reader.user.id}`, { token: as('editor'), body: { role: 'administrator' } }),
      'ROLE_NOT_ALLOWED',
    );
    await refused(
      await call('PUT', `/api/users/${reader.user.id}`, { token: as('editor'), body: { isAdmin: true } }),
      'ROLE_NOT_ALLOWED',
    );
    await refused(
      await call('PUT', `/api/users/${staff.administrator.id}`, { token: as('editor'), body: { role: 'reader' } }),
      'ROLE_NOT_ALLOWED',
    );
    expect(await storeFingerprint()).toBe(before);
    // Within their rights: a reader becomes an author, with an author profile made from their name.
    const res = await call('PUT', `/api/users/${reader.user.id}`, { token: as('editor'), body: { role: 'author' } });
    expect(res.status).toBe(200);
    const user = (await res.json()).data;
    expect(user).toMatchObject({ role: 'author', isAdmin: false, authorId: expect.any(String) });
    expect((await authors.get(user.authorId))?.name).toBe(reader.user.name);
    // The Users screen sends the name with every change: unchanged, it is no rename.
    const same = await call('PUT', `/api/users/${reader.user.id}`, {
      token: as('editor'),
      body: { name: reader.user.name, role: 'contributor' },
    });
    expect((await same.json()).data.role).toBe('contributor');
    const renamed = await call('PUT', `/api/users/${reader.user.id}`, { token: as('editor'), body: { name: 'Someone else' } });
    expect(renamed.status).toBe(403);
  });

  it('nobody changes their own role, and only the owner touches the owner', async () => {
    await refused(
      await call('PUT', `/api/users/${staff.administrator.id}`, { token: as('administrator'), body: { role: 'editor' } }),
      'CANNOT_CHANGE_OWN_ROLE',
    );
    const owner = await makeUser({ role: 'administrator' });
    const { updateUser } = await import('@/server/repos/users');
    await updateUser(owner.user.id, (u) => ({ ...u!, isOwner: true }));
    const before = await storeFingerprint();
    await refused(
      await call('PUT', `/api/users/${owner.user.id}`, { token: as('administrator'), body: { role: 'editor' } }),
      'OWNER_PROTECTED',
    );
    await refused(await call('DELETE', `/api/users/${owner.user.id}`, { token: as('administrator') }), 'OWNER_PROTECTED');
    expect(await storeFingerprint()).toBe(before);
    expect(roleOf((await getUser(owner.user.id))!)).toBe('administrator');
  });
});

describe('ownership', () => {
  it("an author edits, publishes and deletes their own posts, not another's", async () => {
    const mine = await write('author');
    const put = (id: string, title: string, extra = {}) =>
      call('PUT', `/api/posts/${id}`, { token: as('author'), body: body(staff.author.authorId, { title, ...extra }) });
    expect((await put(mine.id, mine.title, { status: 'published' })).status).toBe(200);
    const theirs = await write('editor');
    const before = await storeFingerprint();
    // Someone else's draft is not even visible to them.
    expect((await put(theirs.id, theirs.title)).status).toBe(404);
    expect((await call('GET', `/api/posts/${theirs.id}`, { token: as('author') })).status).toBe(404);
    expect((await call('DELETE', `/api/posts/${theirs.id}`, { token: as('author') })).status).toBe(404);
    expect(await storeFingerprint()).toBe(before);
    expect((await call('DELETE', `/api/posts/${mine.id}`, { token: as('author') })).status).toBe(200);
  });

  it('a contributor edits and deletes their own drafts, but not once they are published', async () => {
    const draft = await write('contributor');
    const own = body(staff.contributor.authorId, { title: draft.title });
    expect((await call('PUT', `/api/posts/${draft.id}`, { token: as('contributor'), body: own })).status).toBe(200);
    const published = await call('PUT', `/api/posts/${draft.id}`, {
      token: as('editor'),
      body: { ...own, status: 'published' },
    });
    expect(published.status).toBe(200);
    const before = await storeFingerprint();
    await refused(await call('PUT', `/api/posts/${draft.id}`, { token: as('contributor'), body: own }), 'CANNOT_PUBLISH');
    await refused(await call('DELETE', `/api/posts/${draft.id}`, { token: as('contributor') }), 'CANNOT_PUBLISH');
    expect(await storeFingerprint()).toBe(before);
    const other = await write('contributor');
    expect((await call('DELETE', `/api/posts/${other.id}`, { token: as('contributor') })).status).toBe(200);
  });

  it("a draft submitted for review shows in the editors' queue until it is published", async () => {
    const draft = await write('contributor');
    const submit = await call('PUT', `/api/posts/${draft.id}`, {
      token: as('contributor'),
      body: body(staff.contributor.authorId, { title: draft.title, reviewRequested: true }),
    });
    expect(submit.status).toBe(200);
    expect((await submit.json()).data).toMatchObject({ status: 'draft', reviewRequested: true });
    const queue = async () =>
      (
        (await (await call('GET', '/api/posts?review=true&limit=100', { token: as('editor') })).json()).data as { id: string }[]
      ).map((p) => p.id);
    expect(await queue()).toContain(draft.id);
    const publish = await call('PUT', `/api/posts/${draft.id}`, {
      token: as('editor'),
      body: body(staff.contributor.authorId, { title: draft.title, status: 'published' }),
    });
    expect((await publish.json()).data).toMatchObject({ status: 'published', reviewRequested: false });
    expect(await queue()).not.toContain(draft.id);
  });
});
