/**
 * Snippets shared by every admin, kept on the server (/api/snippets). `$snippets` holds
 * `{ items, loading, loaded, error }` (ListState); items come sorted by name.
 */
import type { Snippet, SnippetFields } from '@/shared/types';
import { snippetsApi } from '../api/snippets';
import { listAtom, loader } from './list';

export const $snippets = listAtom<Snippet>();
export const loadSnippets = loader($snippets, snippetsApi.all);

/** Creates a snippet, or updates the one with `id`; the list is refetched afterwards. */
export async function saveSnippet(fields: SnippetFields, id?: string): Promise<Snippet> {
  const snippet = id ? await snippetsApi.update(id, fields) : await snippetsApi.create(fields);
  await loadSnippets();
  return snippet;
}

export async function deleteSnippet(id: string): Promise<void> {
  await snippetsApi.remove(id);
  await loadSnippets();
}
