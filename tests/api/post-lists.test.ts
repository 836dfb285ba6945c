/**
 * Post lists answer from the index kept in reading order: every combination of filters, viewer and
 * page gives exactly what filtering and sorting every post would, scheduled posts join the published
 * list the moment they fall due, and an edit moves a post at once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '@/shared/types';
import { resetClock, setClock } from '@/server/clock';
import { authors, categories, tags } from '@/server/repos/taxonomy';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

const run = randomUUID().slice(0, 6);
const cats = [`lc-a-${run}`, `lc-b-${run}`];
const tagIds = [`lt-a-${run}`, `lt-b-${run}`];
const profiles = [`lp-a-${run}`, `lp-b-${run}`];
const HOUR = 3_600_000;
let clock = Date.now();
let admin: string;
let contributor: string;
interface Made {
  id: string;
  status: string;
  categoryId: string;
  authorId: string;
  tagIds: string[];
  featured: boolean;
  publishedDate: string;
  reviewRequested: boolean;
}
const made: Made[] = [];

beforeAll(async () => {
  setClock(() => clock);
  admin = (await makeUser({ admin: true })).token;
  contributor = (await makeUser({ role: 'contributor', authorId: profiles[1] })).token;
  for (const id of cats) await categories.save({ id, name: id, description: '', imageUrl: '' });
  for (const id of tagIds) await tags.save({ id, name: id });
  for (const id of profiles) await authors.save({ id, name: id, avatarUrl: '', bio: '', followers: 0 });
  // 24 posts across both categories, authors and tags, four statuses, some featured, dates spread
  // (two share a date, so ties are ordered by id).
  for (let i = 0; i < 24; i++) {
    const status = ['published', 'draft', 'published', 'scheduled'][i % 4]!;
    const at = status === 'scheduled' ? clock + (i + 1) * HOUR : clock - (i === 5 ? 4 : i) * HOUR;
    const body = {
      title: `List check ${run} ${String(i).padStart(2, '0')}`,
      excerpt: 'An excerpt',
      content: '<p>Body</p>',
      authorId: profiles[i % 2]!,
      categoryId: cats[Math.floor(i / 2) % 2]!,
      tags: [{ id: tagIds[i % 3 === 0 ? 0 : 1]!, name: tagIds[i % 3 === 0 ? 0 : 1]! }],
      featured: i % 5 === 0,
      status,
      publishedDate: new Date(at).toISOString(),
      ...(status === 'draft' && i % 8 === 1 ? { reviewRequested: true } : {}),
    };
    const res = await call('POST', '/api/posts', { token: admin, body });
    expect(res.status, await res.clone().text()).toBe(201);
    const p = (await res.json()).data as Made & { category: { id: string }; author: { id: string }; tags: { id: string }[] };
    made.push({ ...p, categoryId: p.category.id, authorId: p.author.id, tagIds: p.tags.map((t) => t.id) });
  }
});
afterAll(() => resetClock());

type Viewer = 'guest' | 'contributor' | 'admin';
const tokenOf = (v: Viewer) => (v === 'admin' ? admin : v === 'contributor' ? contributor : undefined);

/** What filtering and sorting every post by hand gives. */
function expected(viewer: Viewer, q: Record<string, string>): string[] {
  const now = clock;
  const status = viewer === 'guest' ? 'published' : (q.status ?? 'all');
  return made
    .map((p) => (p.status === 'scheduled' && Date.parse(p.publishedDate) <= now ? { ...p, status: 'published' } : p))
    .filter((p) => p.status === 'published' || viewer === 'admin' || (viewer === 'contributor' && p.authorId === profiles[1]))
    .filter((p) => status === 'all' || p.status === status)
    .filter((p) => !q.category || p.categoryId === q.category)
    .filter((p) => !q.author || p.authorId === q.author)
    .filter((p) => !q.tag || p.tagIds.includes(q.tag))
    .filter((p) => !q.featured || p.featured === (q.featured === 'true'))
    .filter((p) => !q.review || p.reviewRequested === (q.review === 'true'))
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.id.localeCompare(b.id))
    .map((p) => p.id);
}

async function listed(viewer: Viewer, q: Record<string, string>): Promise<{ ids: string[]; total: number }> {
  const res = await call('GET', `/api/posts?${new URLSearchParams(q)}`, { token: tokenOf(viewer) });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: PostSummary[]; meta: { total: number } };
  return { ids: body.data.map((p) => p.id), total: body.meta.total };
}

const QUERIES: Record<string, string>[] = [
  { category: cats[0]! },
  { category: cats[1]!, status: 'published' },
  { category: cats[0]!, status: 'draft' },
  { category: cats[1]!, status: 'scheduled' },
  { author: profiles[0]! },
  { author: profiles[1]!, status: 'published' },
  { tag: tagIds[0]! },
  { tag: tagIds[1]!, featured: 'true' },
  { category: cats[0]!, author: profiles[1]!, tag: tagIds[1]! },
  { category: cats[1]!, review: 'true' },
  { author: profiles[0]!, featured: 'false' },
  {},
  { status: 'draft' },
  { featured: 'true' },
  { review: 'true' },
  { status: 'published', featured: 'true' },
  // Every title holds the needle, so a search gives the list itself.
  { q: `list CHECK ${run}` },
  { q: `check ${run}`, category: cats[0]!, status: 'published' },
];

describe('post lists from the ordered index', () => {
  it('give what filtering and sorting every post gives, for every viewer, filter and page', async () => {
    for (const viewer of ['guest', 'contributor', 'admin'] as const)
      for (const q of QUERIES) {
        const want = expected(viewer, q);
        const whole = await listed(viewer, { ...q, limit: '50' });
        expect(whole, `${viewer} ${JSON.stringify(q)}`).toEqual({ ids: want, total: want.length });
        // Pages of three, walked to the end, give the same list.
        const paged: string[] = [];
        for (let offset = 0; offset < want.length + 3; offset += 3) {
          const page = await listed(viewer, { ...q, limit: '3', offset: String(offset) });
          expect(page.total).toBe(want.length);
          paged.push(...page.ids);
        }
        expect(paged, `${viewer} ${JSON.stringify(q)} paged`).toEqual(want);
      }
  });

  it('lists a scheduled post as published from the moment it falls due, without a write', async () => {
    const q = { category: cats[1]!, status: 'published', limit: '50' };
    const before = await listed('guest', q);
    const next = made
      .filter((p) => p.status === 'scheduled' && p.categoryId === cats[1])
      .sort((a, b) => a.publishedDate.localeCompare(b.publishedDate))[0]!;
    expect(before.ids).not.toContain(next.id);
    clock = Date.parse(next.publishedDate) + 1;
    const after = await listed('guest', q);
    expect(after.ids).toContain(next.id);
    expect(after).toEqual({ ids: expected('guest', q), total: before.total + 1 });
  });

  it('moves an edited post to its new place at once', async () => {
    const q = { category: cats[0]!, limit: '50' };
    const last = (await listed('admin', q)).ids.at(-1)!;
    const res = await call('PUT', `/api/posts/${last}`, {
      token: admin,
      body: {
        title: 'Moved to the top',
        excerpt: 'An excerpt',
        content: '<p>Body</p>',
        authorId: profiles[0],
        categoryId: cats[0],
        status: 'published',
        publishedDate: new Date(clock + 1).toISOString(),
      },
    });
    expect(res.status).toBe(200);
    expect((await listed('admin', q)).ids[0]).toBe(last);
  });
});
