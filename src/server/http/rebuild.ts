/** Rebuild policies: what a write's reported changes mean for readers' prebuilt pages. */
import type { Change } from '../changes';

/** A policy names why pages must be rebuilt, or null when none changed. */
export type RebuildPolicy = (changes: readonly Change[]) => string | null;

const POST_VERBS = { added: 'Published', published: 'Published', updated: 'Updated', unpublished: 'Updated', deleted: 'Deleted' };
const NOUNS = { page: 'Page', category: 'Category', author: 'Author' } as const;

function describe(c: Change): string {
  if (c.entity === 'settings') return 'Site settings updated';
  if (c.entity === 'post') return `${POST_VERBS[c.kind]} "${c.title}"`;
  return `${NOUNS[c.entity]} "${c.title}" ${c.kind}`;
}

/** Rebuild when any page a reader can see showed or shows what changed. */
export const livePages: RebuildPolicy = (changes) => {
  const live = changes.filter((c) => c.live);
  return live.length ? live.map(describe).join('; ') : null;
};
