/**
 * What a server that starts cold reads first: compacted copies of the post index, of the like
 * counts and of the catalog (categories, authors, tags), refreshed by the scheduled job so that saves
 * and likes do not pay for them; and the copies of the post lists, which saves keep current and the
 * job rebuilds only when a save could not. A failure is logged: the copies only save reads.
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
