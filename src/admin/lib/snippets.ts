import { snippetIconOrDefault } from '@/shared/snippets';
import type { SnippetFields } from '@/shared/types';

export const SNIPPET_PREVIEW_CHARS = 100;

/** The first 100 characters of the snippet's HTML, as source text. */
export function snippetPreview(html: string): string {
  return html.length > SNIPPET_PREVIEW_CHARS ? `${html.slice(0, SNIPPET_PREVIEW_CHARS)}…` : html;
}

export interface SnippetDraft {
  name: string;
  description: string;
  icon: string;
  content: string;
}

/** Trimmed snippet fields, or null when name or content is blank (the server checks the same again). */
export function validSnippet(draft: SnippetDraft): SnippetFields | null {
  const name = draft.name.trim();
  const content = draft.content.trim();
  if (!name || !content) return null;
  return { name, description: draft.description.trim(), icon: snippetIconOrDefault(draft.icon), content };
}
