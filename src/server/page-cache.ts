/**
 * Posts' pages and the later pages of lists are rendered on request and kept in Netlify's durable
 * CDN cache under cache tags; a change purges the tags of the pages that showed it, so readers get
 * the new version at once.
 * Outside Netlify nothing is cached, and there is nothing to purge.
 */
import { purgeCache } from '@netlify/functions';
import type { Change } from './changes';

/** Every post page carries both: its own tag, and the one a site-wide change purges. */
export const postPageTag = (id: string) => `post-${id}`;
export const POST_PAGES_TAG = 'post-pages';
/** Every list page rendered on request: a post published, changed or removed can shift them all. */
export const LIST_PAGES_TAG = 'list-pages';

/**
 * The tags whose pages showed what changed: a post's own page and the list pages; every post page
 * for site-wide changes.
 */
export function tagsOf(changes: readonly Change[]): string[] {
  const tags = new Set<string>();
  for (const c of changes) {
    if (!c.live) continue;
    if (c.entity !== 'page') tags.add(LIST_PAGES_TAG);
    if (c.entity === 'post') tags.add(postPageTag(c.id));
    // The header and footer (settings) and the bylines and category labels are on every post page.
    else if (c.entity === 'settings' || c.entity === 'category' || c.entity === 'author') tags.add(POST_PAGES_TAG);
  }
  return [...tags];
}

/** Purges the pages that showed a change; a failed purge is logged (the cached copy expires within 5 minutes). */
export async function purgeChangedPages(changes: readonly Change[]): Promise<void> {
  const tags = tagsOf(changes);
  if (!tags.length || !process.env.NETLIFY_PURGE_API_TOKEN) return;
  try {
    await purgeCache({ tags });
  } catch (err) {
    console.error('Cache purge failed', err);
  }
}
