import type { z } from 'zod';
import type { snippetInput } from '../schemas';

/** `icon` is one of SNIPPET_ICONS (src/shared/snippets.ts): the schema turns any other name into the default. */
export type SnippetInput = z.output<typeof snippetInput>;

/** A reusable block of post HTML, shared by every admin. */
export type Snippet = SnippetInput & {
  id: string;
  createdAt: string;
  updatedAt: string;
};
/** What the admin sends to create or update a snippet. */
export type SnippetFields = Required<z.input<typeof snippetInput>>;
