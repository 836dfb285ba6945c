/**
 * Snippets shared by every admin, kept on the server (/api/snippets). `$snippets` holds
 * `{ items, loading, loaded, error }` (ListState); items come sorted by name.
 */
import type { Snippet, SnippetFields } from '@/shared/types';
import { snippetsApi } from '../api/snippets';
import { listAtom, loader } from './list';

export const $snippets = listAtom<Snippet>();
export const loadSnippets = loader($snippets, snippetsApi.all);

/**
 * Creates a snippet, or updates the one with `id`. The list is refetched afterwards, after a failure
 * too: another admin may have changed or deleted the snippet meanwhile.
 */
export async function saveSnippet(fields: SnippetFields, id?: string): Promise<Snippet> {
  try {
    return id ? await snippetsApi.update(id, fields) : await snippetsApi.create(fields);
  } finally {
    await loadSnippets();
  }
}

export async function deleteSnippet(id: string): Promise<void> {
  try {
    await snippetsApi.remove(id);
  } finally {
    await loadSnippets();
  }
}
