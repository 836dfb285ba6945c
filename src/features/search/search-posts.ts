/**
 * Readers' search: the Pagefind indexes the build makes from the published posts, one per year (loaded
 * on first use, in chunks), plus the API for posts saved since that build. Where there is no index (`npm run dev`)
 * the API answers alone. Results put title matches first, then excerpt matches, then the rest in
 * Pagefind's order; at most `limit` are returned with the number that matched.
 */
import type { SearchCard } from '@/shared/search-card';
import type { PostSummary } from '@/shared/types';

export type { SearchCard } from '@/shared/search-card';

interface PagefindResult {
  id: string;
  data(): Promise<{ meta: Record<string, string> }>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  mergeIndex(path: string): Promise<void>;
  search(q: string): Promise<{ results: PagefindResult[] } | null>;
}
interface Engine {
  pagefind: Pagefind;
  builtAt: string;
  fresh: boolean;
}

/** How many Pagefind hits are read to put title and excerpt matches first. */
const RERANK_WINDOW = 20;

let engine: Promise<Engine | null> | null = null;

/** The build writes one index per year of publishing (newest first); the first loads Pagefind, the rest are merged into it. */
async function loadEngine(): Promise<Engine | null> {
  try {
    const built = await fetch('/pagefind/built.json');
    if (!built.ok) return null;
    const { builtAt, indexes } = (await built.json()) as { builtAt: string; indexes: string[] };
    if (!indexes.length) return null;
    const [pagefind, fresh] = await Promise.all([
      import(/* @vite-ignore */ `/pagefind/${indexes[0]}/pagefind.js`) as Promise<Pagefind>,
      // Posts saved since the build: when there are none, typing asks nothing of the API.
      apiSearch({ since: builtAt, limit: '1' }).then(
        (r) => r.total > 0,
        () => true,
      ),
    ]);
    await pagefind.options({ excerptLength: 0 });
    for (const year of indexes.slice(1)) await pagefind.mergeIndex(`/pagefind/${year}/`);
    return { pagefind, builtAt, fresh };
  } catch {
    return null;
  }
}

async function apiSearch(params: Record<string, string>, signal?: AbortSignal): Promise<{ items: SearchCard[]; total: number }> {
  const res = await fetch(`/api/posts?${new URLSearchParams({ status: 'published', ...params })}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`Search failed (${res.status})`);
  const body = (await res.json()) as { data: PostSummary[]; meta?: { total: number } };
  return { items: body.data, total: body.meta?.total ?? body.data.length };
}

function rankOf(card: SearchCard, needle: string): number {
  if (card.title.toLowerCase().includes(needle)) return 0;
  if (card.excerpt.toLowerCase().includes(needle)) return 1;
  return 2;
}

async function cardOf(r: PagefindResult): Promise<SearchCard | null> {
  try {
    return JSON.parse((await r.data()).meta.card ?? 'null') as SearchCard | null;
  } catch {
    return null;
  }
}

export async function searchPosts(
  query: string,
  limit: number,
  signal?: AbortSignal,
): Promise<{ items: SearchCard[]; total: number }> {
  const q = query.trim();
  if (!q) return { items: [], total: 0 };
  const e = await (engine ??= loadEngine());
  if (!e) return apiSearch({ q, limit: String(limit) }, signal);
  const [found, fresh] = await Promise.all([
    // Several words are searched as a phrase, as the API matches the whole query; Pagefind alone would take any of them.
    e.pagefind.search(/\s/.test(q) ? `"${q.replaceAll('"', ' ')}"` : q),
    e.fresh
      ? apiSearch({ q, since: e.builtAt, limit: String(limit) }, signal).catch(() => ({ items: [], total: 0 }))
      : { items: [], total: 0 },
  ]);
  signal?.throwIfAborted();
  const hits = found?.results ?? [];
  const cards = (await Promise.all(hits.slice(0, RERANK_WINDOW).map(cardOf))).filter((c): c is SearchCard => c !== null);
  return mergeResults(q, { items: cards, total: hits.length }, fresh, limit);
}

/**
 * Index hits (Pagefind's order) and posts saved since the build (the API's) as one list: a fresh
 * post replaces its indexed copy, then title matches, excerpt matches and the rest, each kept in order.
 */
export function mergeResults(
  query: string,
  indexed: { items: SearchCard[]; total: number },
  fresh: { items: SearchCard[]; total: number },
  limit: number,
): { items: SearchCard[]; total: number } {
  const freshIds = new Set(fresh.items.map((c) => c.id));
  const merged = [...fresh.items, ...indexed.items.filter((c) => !freshIds.has(c.id))];
  const needle = query.trim().toLowerCase();
  const ranked = merged.map((card, i) => ({ card, i, rank: rankOf(card, needle) })).sort((a, b) => a.rank - b.rank || a.i - b.i);
  const indexedIds = new Set(indexed.items.map((c) => c.id));
  const notIndexed = fresh.total - fresh.items.filter((c) => indexedIds.has(c.id)).length;
  return { items: ranked.slice(0, limit).map((r) => r.card), total: indexed.total + notIndexed };
}
