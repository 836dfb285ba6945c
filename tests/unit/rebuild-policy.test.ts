/** A post's reported change follows its status; only changes readers' pages show ask for a rebuild and purge cached pages. */
import { describe, expect, it } from 'vitest';
import { postChange } from '@/server/changes';
import { livePages } from '@/server/http/rebuild';
import { LIST_PAGES_TAG, POST_PAGES_TAG, purgeChangedPages, tagsOf } from '@/server/page-cache';

const post = (status: string) => ({ id: 'p1', title: 'Tides', status });

describe('postChange', () => {
  it.each([
    [null, 'draft', 'added', false],
    [null, 'published', 'published', true],
    ['draft', 'draft', 'updated', false],
    ['draft', 'published', 'published', true],
    ['published', 'published', 'updated', true],
    ['published', 'draft', 'unpublished', true],
  ])('%s → %s is %s (live: %s)', (before, after, kind, live) => {
    expect(postChange(post(after), before ? { status: before } : null)).toEqual({
      entity: 'post',
      kind,
      id: 'p1',
      title: 'Tides',
      live,
    });
  });
});

describe('livePages', () => {
  it('names each live change and ignores the rest', () => {
    expect(
      livePages([
        postChange(post('draft'), { status: 'published' }),
        { entity: 'category', kind: 'deleted', id: 'c', title: 'Travel', live: true },
        postChange(post('draft'), { status: 'draft' }),
        { entity: 'settings', kind: 'updated', id: 'settings', title: 'Inkwell', live: true },
      ]),
    ).toBe('Updated "Tides"; Category "Travel" deleted; Site settings updated');
  });

  it('asks for nothing when no reader sees the change', () => {
    expect(livePages([postChange(post('draft'), null)])).toBeNull();
    expect(livePages([])).toBeNull();
  });
});

describe('tagsOf (the cached pages a change purges)', () => {
  it("purges a live post's own page and the list pages, every post page for site-wide changes, nothing for drafts or pages", () => {
    expect(
      tagsOf([
        postChange(post('published'), { status: 'published' }),
        postChange({ id: 'p2', title: 'Draft', status: 'draft' }, { status: 'draft' }),
        { entity: 'page', kind: 'updated', id: 'about', title: 'About', live: true },
      ]),
    ).toEqual([LIST_PAGES_TAG, 'post-p1']);
    expect(tagsOf([{ entity: 'category', kind: 'updated', id: 'c1', title: 'Travel', live: true }])).toEqual([
      LIST_PAGES_TAG,
      POST_PAGES_TAG,
    ]);
    expect(tagsOf([{ entity: 'settings', kind: 'updated', id: 'settings', title: 'Settings', live: true }])).toEqual([
      LIST_PAGES_TAG,
      POST_PAGES_TAG,
    ]);
    expect(tagsOf([postChange({ id: 'p2', title: 'Draft', status: 'draft' }, null)])).toEqual([]);
  });

  it("sends the tags to Netlify's purge API on Netlify, and nothing elsewhere (no purge token)", async () => {
    const bodies: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (_url: unknown, init?: RequestInit) => {
      bodies.push(String(init?.body));
      return new Response('{}', { status: 202 });
    }) as typeof fetch;
    const purge = () => purgeChangedPages([postChange(post('published'), { status: 'draft' })]);
    try {
      await purge();
      expect(bodies).toEqual([]);
      process.env.NETLIFY_PURGE_API_TOKEN = 'token';
      process.env.SITE_ID = 'site';
      await purge();
      expect(bodies.map((b) => JSON.parse(b).cache_tags)).toEqual([[LIST_PAGES_TAG, 'post-p1']]);
    } finally {
      globalThis.fetch = original;
      delete process.env.NETLIFY_PURGE_API_TOKEN;
      delete process.env.SITE_ID;
    }
  });
});
