/** Categories: counts of published posts, readable ids, and no deleting a category posts still use. */
import type { CategoryRecord } from '@/shared/records';
import type { Category, CategoryInput } from '@/shared/types';
import { slugify } from '@/lib/slug';
import { Conflict, NotFound } from '../errors';
import { readOrderedPosts } from '../repos/post-order';
import { categories } from '../repos/taxonomy';
import { createWithUniqueId } from '../repos/unique-id';
import { MESSAGES } from '@/shared/messages';
import { written, type ChangeKind, type Written } from '../changes';
import { now } from '../clock';
import { loadCatalog } from './catalog';

/** Every category shows on readers' pages, so every change to one is live. */
const change = (c: CategoryRecord, kind: ChangeKind) => ({
  entity: 'category' as const,
  kind,
  id: c.id,
  title: c.name,
  live: true,
});

async function publishedCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const e of (await readOrderedPosts(now())).published) counts.set(e.categoryId, (counts.get(e.categoryId) ?? 0) + 1);
  return counts;
}

const withCount = (c: CategoryRecord, counts: Map<string, number>): Category => ({ ...c, postCount: counts.get(c.id) ?? 0 });

export async function listCategories(): Promise<Category[]> {
  const [cat, counts] = await Promise.all([loadCatalog(), publishedCounts()]);
  return [...cat.categories.values()].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((c) => withCount(c, counts));
}

async function mustGet(id: string): Promise<CategoryRecord> {
  const c = await categories.get(id);
  if (!c) throw NotFound('Category');
  return c;
}

export async function getCategory(id: string): Promise<Category> {
  const [c, counts] = await Promise.all([mustGet(id), publishedCounts()]);
  return withCount(c, counts);
}

export async function createCategory(input: CategoryInput): Promise<Written<Category>> {
  const c = await createWithUniqueId(categories.create, slugify(input.name), (id) => ({ id, ...input }));
  return written({ ...c, postCount: 0 }, change(c, 'added'));
}

export async function updateCategory(id: string, input: CategoryInput): Promise<Written<Category>> {
  const next: CategoryRecord = { ...(await mustGet(id)), ...input, id };
  await categories.save(next);
  return written(withCount(next, await publishedCounts()), change(next, 'updated'));
}

/** Refused while any post, draft or published, still belongs to the category. */
export async function deleteCategory(id: string): Promise<Written<{ id: string }>> {
  const [c, ordered] = await Promise.all([mustGet(id), readOrderedPosts(now())]);
  if (ordered.byCategory.get(id)?.length) throw Conflict(MESSAGES.categoryHasPosts(c.name), 'CATEGORY_HAS_POSTS');
  await categories.remove(id);
  return written({ id }, change(c, 'deleted'));
}
