/** Authors: counts of published posts, readable ids, and no deleting an author who still has posts. */
import type { AuthorRecord } from '@/shared/records';
import type { Author, AuthorInput } from '@/shared/types';
import { slugify } from '@/lib/slug';
import { Conflict, NotFound } from '../errors';
import { readOrderedPosts } from '../repos/post-order';
import { authors } from '../repos/taxonomy';
import { createWithUniqueId } from '../repos/unique-id';
import { MESSAGES } from '@/shared/messages';
import { written, type ChangeKind, type Written } from '../changes';
import { now } from '../clock';
import { loadCatalog } from './catalog';

/** Every author shows on readers' pages, so every change to one is live. */
const change = (a: AuthorRecord, kind: ChangeKind) => ({ entity: 'author' as const, kind, id: a.id, title: a.name, live: true });

async function publishedCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const e of (await readOrderedPosts(now())).published) counts.set(e.authorId, (counts.get(e.authorId) ?? 0) + 1);
  return counts;
}

const withCount = (a: AuthorRecord, counts: Map<string, number>): Author => ({ ...a, postCount: counts.get(a.id) ?? 0 });

export async function listAuthors(): Promise<Author[]> {
  const [cat, counts] = await Promise.all([loadCatalog(), publishedCounts()]);
  return [...cat.authors.values()].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((a) => withCount(a, counts));
}

async function mustGet(id: string): Promise<AuthorRecord> {
  const a = await authors.get(id);
  if (!a) throw NotFound('Author');
  return a;
}

export async function getAuthor(id: string): Promise<Author> {
  const [a, counts] = await Promise.all([mustGet(id), publishedCounts()]);
  return withCount(a, counts);
}

export async function createAuthor(input: AuthorInput): Promise<Written<Author>> {
  const a = await createWithUniqueId(authors.create, slugify(input.name), (id) => ({ id, ...input }));
  return written({ ...a, postCount: 0 }, change(a, 'added'));
}

export async function updateAuthor(id: string, input: AuthorInput): Promise<Written<Author>> {
  const next: AuthorRecord = { ...(await mustGet(id)), ...input, id };
  await authors.save(next);
  return written(withCount(next, await publishedCounts()), change(next, 'updated'));
}

/** Refused while any post, draft or published, is still by the author. */
export async function deleteAuthor(id: string): Promise<Written<{ id: string }>> {
  const [a, ordered] = await Promise.all([mustGet(id), readOrderedPosts(now())]);
  if (ordered.byAuthor.get(id)?.length) {
    throw Conflict(MESSAGES.authorHasPosts(a.name), 'AUTHOR_HAS_POSTS');
  }
  await authors.remove(id);
  return written({ id }, change(a, 'deleted'));
}
