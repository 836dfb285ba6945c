import type { Author, Category, Page, Tag } from '@/shared/types';
import { authorsApi, categoriesApi, pagesApi, tagsApi, type AuthorPayload, type CategoryPayload } from '../api/taxonomy';
import { listAtom, loader } from './list';

export const $categories = listAtom<Category>();
export const loadCategories = loader($categories, categoriesApi.all);

export async function saveCategory(payload: CategoryPayload): Promise<Category> {
  const category = await categoriesApi.create(payload);
  await loadCategories();
  return category;
}

export async function deleteCategory(id: string): Promise<void> {
  await categoriesApi.remove(id);
  await loadCategories();
}

export const $authors = listAtom<Author>();
export const loadAuthors = loader($authors, authorsApi.all);
export const loadAuthor = (id: string): Promise<Author> => authorsApi.get(id);

export async function saveAuthor(id: string | null, payload: AuthorPayload): Promise<Author> {
  const author = id ? await authorsApi.update(id, payload) : await authorsApi.create(payload);
  await loadAuthors();
  return author;
}

export async function deleteAuthor(id: string): Promise<void> {
  await authorsApi.remove(id);
  await loadAuthors();
}

export const $tags = listAtom<Tag>();
export const loadTags = loader($tags, tagsApi.all);

export const $pages = listAtom<Page>();
export const loadPages = loader($pages, pagesApi.all);
export const loadPage = (id: string) => pagesApi.get(id);

export async function savePage(id: string, payload: { title: string; content: string }, etag?: string | null): Promise<Page> {
  const page = await pagesApi.update(id, payload, etag);
  await loadPages();
  return page;
}

export async function deletePage(id: string): Promise<void> {
  await pagesApi.remove(id);
  await loadPages();
}
