/** Writes N published posts (plus categories, authors, tags, settings) straight into the store. */
import type { PostRecord } from '@/shared/records';
import { readingTime } from '@/lib/text';
import { getPostRecords } from '@/server/repos/posts';
import { authors, categories, tags } from '@/server/repos/taxonomy';
import { fillPosts } from './fill-api';

const WORDS = 'story design light river city code garden signal paper orbit craft window season market bridge'.split(' ');

/** Each body also carries one word no other post has (`marker<i>`), so a search can find exactly one post. */
function body(i: number): string {
  const para = (k: number) => `<p>${Array.from({ length: 60 }, (_, j) => WORDS[(i + j * k) % WORDS.length]).join(' ')}.</p>`;
  return (
    ['Why it matters', 'How it works', 'What comes next'].map((h, k) => `<h2>${h}</h2>${para(k + 1)}${para(k + 2)}`).join('') +
    `<p>Filed as marker${i}.</p>`
  );
}

export const BENCH_CATEGORIES = ['technology', 'design', 'travel', 'science', 'culture'];
const AUTHORS = ['ada', 'grace', 'linus', 'margaret'];
const TAGS = Array.from({ length: 12 }, (_, i) => `tag-${i}`);

export async function writeTaxonomy(): Promise<void> {
  await Promise.all([
    ...BENCH_CATEGORIES.map((id) =>
      categories.save({
        id,
        name: id[0]!.toUpperCase() + id.slice(1),
        description: `All about ${id}.`,
        imageUrl: '',
      }),
    ),
    ...AUTHORS.map((id, i) =>
      authors.save({
        id,
        name: id[0]!.toUpperCase() + id.slice(1),
        avatarUrl: '',
        bio: 'Writes about things.',
        followers: 500 * (i + 1),
      }),
    ),
    ...TAGS.map((id) => tags.save({ id, name: id })),
  ]);
}

/** N published posts an hour apart, newest first. */
export function makePosts(n: number, now = Date.now()): PostRecord[] {
  return Array.from({ length: n }, (_, i) => {
    const content = body(i);
    const date = new Date(now - i * 3_600_000).toISOString();
    return {
      id: `post-${i}`,
      title: `Post number ${i}`,
      excerpt: `The excerpt of post ${i}.`,
      content,
      imageUrl: '',
      status: 'published',
      featured: i % 50 === 0,
      publishedDate: date,
      updatedAt: date,
      readingTime: readingTime(content),
      categoryId: BENCH_CATEGORIES[i % BENCH_CATEGORIES.length]!,
      authorId: AUTHORS[i % AUTHORS.length]!,
      tagIds: [TAGS[i % TAGS.length]!, TAGS[(i * 7) % TAGS.length]!].filter((t, k, a) => a.indexOf(t) === k),
      history: [],
    };
  });
}

/** Saves every post as the API does (its record plus its own index entries). */
export async function generateStore(n: number): Promise<string> {
  await writeTaxonomy();
  const posts = makePosts(n);
  await fillPosts(posts);
  // Sanity check that the store answers what was written.
  if ((await getPostRecords([posts[0]!.id])).length !== 1) throw new Error('Store did not keep the generated posts');
  return posts[0]!.id;
}
