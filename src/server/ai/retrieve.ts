/**
 * Retrieval for Ask the archive: the passages closest to a question's vector (cosine: every vector
 * is a unit vector, so a dot product), over the shards held in memory. A passage counts only when
 * its post is readable right now (the post index, which every save updates, says so), so a post
 * unpublished or deleted is gone from answers at once, before the job has rewritten the index, and
 * `may` decides per passage who may read it (the place members' gating plugs in).
 */
import { asOf } from '@/shared/post-status';
import { now } from '../clock';
import { readIndexedPosts } from '../repos/post-index';
import { readAskShards, type PassageRef } from '../repos/ask-index';
import { EMBED_DIMENSIONS, embedModel } from './embed';

export interface Retrieved extends PassageRef {
  score: number;
}

export interface RetrieveOptions {
  top: number;
  minScore: number;
  /** Whether the asking reader may read this passage. */
  may: (p: PassageRef) => boolean;
}

/** Everyone may read public passages; the only kind there is until members exist. */
export const publicOnly = (p: PassageRef) => p.access === 'public';

async function readableIds(): Promise<Set<string>> {
  const at = now();
  const ids = new Set<string>();
  for (const p of await readIndexedPosts()) if (asOf(p, at).status === 'published') ids.add(p.id);
  return ids;
}

/** The best `top` passages at or above `minScore`, best first. */
export async function retrieve(query: Float32Array, { top, minScore, may }: RetrieveOptions): Promise<Retrieved[]> {
  const [shards, readable] = await Promise.all([readAskShards(), readableIds()]);
  const model = embedModel();
  const best: Retrieved[] = [];
  for (const shard of shards) {
    if (shard.model !== model || shard.dims !== EMBED_DIMENSIONS || shard.dims !== query.length) continue;
    const { matrix, refs, dims } = shard;
    for (let row = 0; row < refs.length; row++) {
      let score = 0;
      const base = row * dims;
      for (let d = 0; d < dims; d++) score += matrix[base + d]! * query[d]!;
      if (score < minScore || (best.length === top && score <= best[top - 1]!.score)) continue;
      const ref = refs[row]!;
      if (!readable.has(ref.postId) || !may(ref)) continue;
      let i = best.length;
      while (i > 0 && best[i - 1]!.score < score) i--;
      best.splice(i, 0, { ...ref, score });
      if (best.length > top) best.pop();
    }
  }
  return best;
}
