/** Spreading keys over folders by a hash of the id, so no folder grows with the site. */
import { createHash } from 'node:crypto';

/** The first two hex digits of a hash of the id. */
export function shardOf(id: string): [string, string] {
  const hex = createHash('sha1').update(id).digest('hex');
  return [hex.slice(0, 1), hex.slice(1, 2)];
}

/** The 16 shards the post index and like counts are split into. */
export const SHARDS = Array.from({ length: 16 }, (_, i) => i.toString(16));
