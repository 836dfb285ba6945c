/**
 * Readers' pages that a change makes stale. Pages rendered on request (posts the build did not write,
 * later pages of lists) are kept in Netlify's durable CDN cache under cache tags, and a change purges
 * the tags of the pages that showed it. Posts' prebuilt pages cannot change before the next deploy,
 * so a change is also recorded (repos/page-changes.ts): the edge function then sends those posts to
 * the renderer instead of the static file.
 * Outside Netlify nothing is cached, and there is nothing to purge.
 */
import { purgeCache } from '@netlify/functions';
import type { Change } from './changes';
import { recordPageChanges, type PageChangeTarget } from './repos/page-changes';

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

/** The post pages a change makes stale: the post's own, or every one for a change shown on all of them. */
export function pageChangeTargets(changes: readonly Change[]): PageChangeTarget[] {
  const targets: PageChangeTarget[] = [];
  let all = false;
  for (const c of changes) {
    if (!c.live) continue;
    if (c.entity === 'post') targets.push({ post: c.id });
    else if (c.entity === 'settings' || c.entity === 'category' || c.entity === 'author') all = true;
  }
  return all ? ['all', ...targets] : targets;
}

/**
 * After a write that changed readers' pages: records which post pages are stale and purges the cached
 * copies. Never fails the write: an error is logged (a purge missed expires within 5 minutes).
 */
export async function markChangedPages(changes: readonly Change[], at = Date.now()): Promise<void> {
  const targets = pageChangeTargets(changes);
  await Promise.all([
    targets.length ? recordPageChanges(at, targets).catch((err) => console.error('Could not record changed pages', err)) : null,
    purgeChangedPages(changes),
  ]);
}
