import { atom } from 'nanostores';
import type { Snippet } from '@/shared/types';
import { STARTER_SNIPPETS } from '../lib/snippets';

/*
 * Snippets are kept in this browser's localStorage rather than only in memory: they are the admin's
 * own reusable blocks, and losing them on every reload would throw that work away. The API has no
 * snippet resource, so nothing is sent to the server.
 */
const STORAGE_KEY = 'admin_snippets';

function stored(): Snippet[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw === null ? STARTER_SNIPPETS : (JSON.parse(raw) as Snippet[]);
  } catch {
    return STARTER_SNIPPETS;
  }
}

export const $snippets = atom<Snippet[]>(stored());

function persist(next: Snippet[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  $snippets.set(next);
}

export function saveSnippet(input: Omit<Snippet, 'id'>, id?: string): Snippet {
  const snippet: Snippet = { ...input, id: id ?? `snippet-${Date.now()}` };
  const list = $snippets.get();
  persist(id ? list.map((s) => (s.id === id ? snippet : s)) : [...list, snippet]);
  return snippet;
}

export function deleteSnippet(id: string): void {
  persist($snippets.get().filter((s) => s.id !== id));
}
