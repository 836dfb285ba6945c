/**
 * Every list of posts says, item by item, whether the caller may read the whole post, as the post's
 * own answer does (DESIGN.md, Members and paid content, Post access): plain, filtered by category,
 * tag or author, searched and ordered by likes.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostSummary, Tier } from '@/shared/types';
import { authors, categories } from '@/server/repos/taxonomy';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

const run = randomUUID().slice(0, 8);
const WORD = `zqlist${run.replace(/-/g, '')}`;
const CAT = `al-cat-${run}`;
const AUTHOR = `al-author-${run}`;
const TAG = `Access ${run}`;
const content = `<p>${WORD} opens the post.</p><hr data-paywall=""><p>The rest, for those the post admits.</p>`;

type Kind = 'public' | 'members' | 'paid' | 'gold';
let admin: string;
const posts = {} as Record<Kind, Post>;
const readers: { label: string; token?: string; expected: Record<Kind, boolean> }[] = [];

async function tier(name: string): Promise<Tier> {
  const body = { name: `${name} ${run}`, monthlyPrice: 500, yearlyPrice: 5000, currency: 'usd' };
  return (await (await call('POST', '/api/tiers', { token: admin, body })).json()).data;
}

async function post(kind: Kind, access: Record<string, unknown>): Promise<void> {
  const body = {
    title: `A ${kind} post`,
    excerpt: 'The excerpt',
    content,
    authorId: AUTHOR,
    categoryId: CAT,
    status: 'published',
    tags: [TAG],
    ...access,
  };
  const res = await call('POST', '/api/posts', { token: admin, body });
  expect(res.status, await res.clone().text()).toBe(201);
  posts[kind] = (await res.json()).data;
}

async function comped(tierId: string): Promise<string> {
  const m = await makeUser();
  expect((await call('PUT', `/api/members/${m.user.id}`, { token: admin, body: { comped: tierId } })).status).toBe(200);
  return m.token;
}

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  await categories.save({ id: CAT, name: 'Access lists', description: '', imageUrl: '' });
  await authors.save({ id: AUTHOR, name: 'List Author', avatarUrl: '', bio: '', followers: 0 });
  admin = (await makeUser({ admin: true })).token;
  const [gold, silver] = [await tier('Gold'), await tier('Silver')];
  await post('public', {});
  await post('members', { visibility: 'members' });
  await post('paid', { visibility: 'paid' });
  await post('gold', { visibility: 'tiers', tiers: [gold.id] });
  const byline = await makeUser({ role: 'author', authorId: AUTHOR });
  const all = { public: true, members: true, paid: true, gold: true };
  readers.push(
    { label: 'guest', expected: { public: true, members: false, paid: false, gold: false } },
    {
      label: 'free reader',
      token: (await makeUser()).token,
      expected: { public: true, members: true, paid: false, gold: false },
    },
    {
      label: 'silver member',
      token: await comped(silver.id),
      expected: { public: true, members: true, paid: true, gold: false },
    },
    { label: 'gold member', token: await comped(gold.id), expected: all },
    { label: "the posts' author", token: byline.token, expected: all },
    { label: 'administrator', token: admin, expected: all },
  );
});

const tagId = () => posts.public.tags[0]!.id;
const lists = () => [
  '/api/posts?limit=100',
  `/api/posts?category=${CAT}`,
  `/api/posts?author=${AUTHOR}`,
  `/api/posts?tag=${tagId()}`,
  `/api/posts?q=${WORD}`,
  `/api/posts?category=${CAT}&sort=likes`,
  `/api/posts?q=${WORD}&sort=likes`,
];

async function accessIn(url: string, token: string | undefined): Promise<Record<string, boolean | undefined>> {
  const res = await call('GET', url, { token });
  expect(res.status, url).toBe(200);
  const items = (await res.json()).data as PostSummary[];
  return Object.fromEntries(items.map((p) => [p.id, p.access]));
}

describe('access on list items', () => {
  it("answers for each reader what the post's own answer does, in every list", async () => {
    for (const who of readers) {
      for (const kind of Object.keys(posts) as Kind[]) {
        const single = (await (await call('GET', `/api/posts/${posts[kind].id}`, { token: who.token })).json()).data as Post;
        expect(single.access, `${who.label}, ${kind} post`).toBe(who.expected[kind]);
      }
      for (const url of lists()) {
        const found = await accessIn(url, who.token);
        for (const kind of Object.keys(posts) as Kind[])
          expect(found[posts[kind].id], `${who.label}, ${kind} post in ${url}`).toBe(who.expected[kind]);
      }
    }
  });

  it('keeps a gated item to its excerpt for a guest', async () => {
    const res = await call('GET', `/api/posts?category=${CAT}`);
    const item = ((await res.json()).data as PostSummary[]).find((p) => p.id === posts.paid.id)!;
    expect(item).toMatchObject({ access: false, excerpt: 'The excerpt' });
    expect(JSON.stringify(item)).not.toContain('The rest, for those the post admits');
  });
});
