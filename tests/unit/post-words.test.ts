/** The body-word index finds exactly the posts a scan of every post's words finds. */
import { describe, expect, it } from 'vitest';
import type { IndexedPost } from '@/shared/records';
import type { Shard } from '@/server/repos/post-index';
import { postsWithWords } from '@/server/repos/post-words';

const VOCABULARY = ['river', 'riverside', 'rive', 'road', 'rover', 'été', 'étoile', 'zebra', 'z', '42', '420b', 'über', 'r'];

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function shardOf(posts: { id: string; words: string[] }[]): Shard {
  return new Map(
    posts.map(({ id, words }) => [id, { etag: id, entry: { id, words: ` ${[...new Set(words)].join(' ')} ` } as IndexedPost }]),
  );
}

/** What search did before the index: every query word begins some body word. */
const scan = (shards: Shard[], query: string[]) =>
  new Set(
    shards.flatMap((s) =>
      [...s.values()].filter(({ entry }) => query.every((w) => entry.words.includes(` ${w}`))).map(({ entry }) => entry.id),
    ),
  );

describe('body-word index', () => {
  it('matches every query word by prefix, all of them, as the scan of stored words did', () => {
    const next = random(7);
    const pick = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]!;
    const shards = Array.from({ length: 4 }, (_, s) =>
      shardOf(Array.from({ length: 60 }, (_, i) => ({ id: `p${s}-${i}`, words: Array.from({ length: 1 + (i % 5) }, pick) }))),
    );
    shards.push(shardOf([]));
    const queries = [
      ['river'],
      ['riv'],
      ['r'],
      ['ro', 'ri'],
      ['é'],
      ['étoile', 'z'],
      ['4'],
      ['420'],
      ['x'],
      ['über', 'river', 'road'],
    ];
    for (let i = 0; i < 30; i++) queries.push([pick().slice(0, 1 + Math.floor(next() * 3)), pick()]);
    for (const q of queries) expect(postsWithWords(shards, q), q.join(' ')).toEqual(scan(shards, q));
    expect(postsWithWords(shards, [])).toEqual(new Set());
  });

  it('is rebuilt for a changed shard copy and kept for an unchanged one', () => {
    const first = shardOf([{ id: 'a', words: ['otter'] }]);
    const second = shardOf([{ id: 'b', words: ['beaver'] }]);
    expect(postsWithWords([first, second], ['otter'])).toEqual(new Set(['a']));
    const changed = shardOf([{ id: 'a', words: ['heron'] }]);
    expect(postsWithWords([changed, second], ['otter'])).toEqual(new Set());
    expect(postsWithWords([changed, second], ['her'])).toEqual(new Set(['a']));
    expect(postsWithWords([changed, second], ['beav'])).toEqual(new Set(['b']));
  });
});
