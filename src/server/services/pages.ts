/** Static pages (privacy, terms, …): sanitised HTML, a read-only slug, and pages flagged as permanent. */
import type { Page, PageInput, PageUpdate } from '@/shared/types';
import { slugify } from '@/lib/slug';
import { Conflict, Forbidden, NotFound } from '../errors';
import { pages } from '../repos/taxonomy';
import { sanitizeRichHtml } from '../sanitize';
import { assertFresh } from '../http/etag';
import { written, type ChangeKind, type Written } from '../changes';

/** Every page is public, so every change to one is live. */
const change = (p: Page, kind: ChangeKind) => ({ entity: 'page' as const, kind, id: p.id, title: p.title, live: true });

export async function listPages(): Promise<Page[]> {
  return (await pages.all()).sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

/** The public site asks by slug, the admin app by id. */
export async function getPage(idOrSlug: string): Promise<Page> {
  const page = (await pages.get(idOrSlug)) ?? (await pages.all()).find((p) => p.slug === idOrSlug);
  if (!page) throw NotFound('Page');
  return page;
}

/** A new page's id is its slug, which never changes afterwards. */
export async function createPage(input: PageInput): Promise<Written<Page>> {
  const slug = input.slug ?? slugify(input.title);
  const page: Page = {
    id: slug,
    title: input.title,
    slug,
    content: sanitizeRichHtml(input.content),
    isDeletable: input.isDeletable ?? true,
  };
  const taken = (await pages.all()).some((p) => p.slug === slug);
  if (taken || !(await pages.create(page))) throw Conflict(`A page with the slug "${slug}" already exists.`, 'SLUG_TAKEN');
  return written(page, change(page, 'added'));
}

/** `expectedEtag` (the caller's If-Match) refuses the save when the page changed since it was read. */
export async function updatePage(id: string, input: PageUpdate, expectedEtag?: string): Promise<Written<Page>> {
  const current = await pages.get(id);
  if (!current) throw NotFound('Page');
  assertFresh(expectedEtag, current);
  const next: Page = {
    ...current,
    title: input.title,
    content: input.content === undefined ? current.content : sanitizeRichHtml(input.content),
  };
  await pages.save(next);
  return written(next, change(next, 'updated'));
}

export async function deletePage(id: string): Promise<Written<{ id: string }>> {
  const page = await pages.get(id);
  if (!page) throw NotFound('Page');
  if (!page.isDeletable) throw Forbidden(`The page "${page.title}" cannot be deleted.`, 'PAGE_NOT_DELETABLE');
  await pages.remove(id);
  return written({ id }, change(page, 'deleted'));
}
