/**
 * What a server that starts cold reads first: compacted copies of the post index, of the like
 * counts and of the catalog (categories, authors, tags), and of the post lists (the heads post pages
 * pick related posts from, the ids later list pages are cut from), refreshed by the scheduled job so
 * that saves and likes do not pay for them. A failure is logged: the copies only save reads.
 */
import { refreshLikeSnapshots } from '../repos/like-counts';
import { refreshIndexSnapshots } from '../repos/post-index';
import { refreshCatalogSnapshot } from '../repos/taxonomy';
import { refreshListCopies } from './list-copies';

export async function refreshColdStartCopies(): Promise<void> {
  try {
    await refreshIndexSnapshots();
    await refreshLikeSnapshots();
    await refreshCatalogSnapshot();
    await refreshListCopies();
  } catch (err) {
    console.error('Could not store the copies of the post index, like counts and catalog for cold starts', err);
  }
}
