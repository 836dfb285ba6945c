/** Categories, authors and tags, to join post references with names; kept in memory until one of them changes. */
import type { AuthorRecord, CategoryRecord, PostIndexEntry, PostRecord } from '@/shared/records';
import type { AuthorRef, CategoryRef, Post, PostSummary, Tag } from '@/shared/types';
import { readCatalogItems, type CatalogItems } from '../repos/taxonomy';

export interface Catalog {
  categories: Map<string, CategoryRecord>;
  authors: Map<string, AuthorRecord>;
  tags: Map<string, Tag>;
}

const records = <T>(items: Map<string, { item: T }>) => new Map([...items].map(([id, { item }]) => [id, item]));

/** One catalog per copy of the items, so requests share it until an item changes. */
const built = new WeakMap<CatalogItems, Catalog>();

export async function loadCatalog(): Promise<Catalog> {
  const items = await readCatalogItems();
  let cat = built.get(items);
  if (!cat) {
    cat = { categories: records(items.categories), authors: records(items.authors), tags: records(items.tags) };
    built.set(items, cat);
  }
  return cat;
}

const categoryRef = (cat: Catalog, id: string): CategoryRef => ({ id, name: cat.categories.get(id)?.name ?? 'Uncategorized' });
function authorRef(cat: Catalog, id: string): AuthorRef {
  const a = cat.authors.get(id);
  return {
    id,
    name: a?.name ?? 'Unknown author',
    avatarUrl: a?.avatarUrl ?? '',
    bio: a?.bio ?? '',
    followers: a?.followers ?? 0,
  };
}

export function toSummary(e: PostIndexEntry, cat: Catalog, likes: number): PostSummary {
  return {
    id: e.id,
    title: e.title,
    excerpt: e.excerpt,
    imageUrl: e.imageUrl,
    status: e.status,
    featured: e.featured,
    visibility: e.visibility ?? 'public',
    tiers: e.tiers ?? [],
    likes,
    publishedDate: e.publishedDate,
    updatedAt: e.updatedAt,
    readingTime: e.readingTime,
    category: categoryRef(cat, e.categoryId),
    author: authorRef(cat, e.authorId),
    authorId: e.authorId,
    reviewRequested: Boolean(e.reviewRequested),
    ...(e.reviewRequested && e.reviewRequestedAt ? { reviewRequestedAt: e.reviewRequestedAt } : {}),
    tags: e.tagIds.map((id) => cat.tags.get(id)).filter((t): t is Tag => Boolean(t)),
  };
}

export function toPost(p: PostRecord, cat: Catalog, likes: number): Post {
  return {
    ...toSummary(p, cat, likes),
    content: p.content,
    metaTitle: p.metaTitle ?? '',
    metaDescription: p.metaDescription ?? '',
    history: p.history,
    ...(p.sendNewsletter ? { sendNewsletter: true } : {}),
  };
}
