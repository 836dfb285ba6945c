/**
 * What a server that starts cold reads first: compacted copies of the post index, refreshed by the
 * scheduled job so that saves do not pay for them. A failure is logged: the copies only save reads.
 */
import { refreshIndexSnapshots } from '../repos/post-index';

export async function refreshColdStartCopies(): Promise<void> {
  try {
    await refreshIndexSnapshots();
  } catch (err) {
    console.error('Could not store the post index copies for cold starts', err);
  }
}
