/** Writes N published posts (plus categories, authors, tags, settings) straight into the store. */
import type { PostIndexEntry, PostRecord } from '@/shared/records';
import { readingTime } from '@/lib/text';
import { getMany, keys, setJSON } from '@/server/storage/blobs';

const WORDS = 'story design light river city code garden signal paper orbit craft window season market bridge'.split(' ');

function body(i: number): string {
  const para = (k: number) => `<p>${Array.from({ length: 60 }, (_, j) => WORDS[(i + j * k) % WORDS.length]).join(' ')}.</p>`;
  return ['Why it matters', 'How it works', 'What comes next'].map((h, k) => `<h2>${h}</h2>${para(k + 1)}${para(k + 2)}`).join('');
}

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

export async function generateStore(n: number): Promise<string> {
  const categories = ['technology', 'design', 'travel', 'science', 'culture'];
  const authors = ['ada', 'grace', 'linus', 'margaret'];
  const tags = Array.from({ length: 12 }, (_, i) => `tag-${i}`);
  await Promise.all([
    ...categories.map((id) => setJSON(keys.category(id), { id, name: id[0]!.toUpperCase() + id.slice(1), description: `All about ${id}.`, imageUrl: '' })),
    ...authors.map((id, i) => setJSON(keys.author(id), { id, name: id[0]!.toUpperCase() + id.slice(1), avatarUrl: '', bio: 'Writes about things.', followers: 500 * (i + 1) })),
    ...tags.map((id) => setJSON(keys.tag(id), { id, name: id })),
  ]);
  const now = Date.now();
  const posts: PostRecord[] = Array.from({ length: n }, (_, i) => {
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
      categoryId: categories[i % categories.length]!,
      authorId: authors[i % authors.length]!,
      tagIds: [tags[i % tags.length]!, tags[(i * 7) % tags.length]!].filter((t, k, a) => a.indexOf(t) === k),
      history: [],
    };
  });
  await inBatches(posts, 64, (p) => setJSON(keys.post(p.id), p));
  const items: PostIndexEntry[] = posts.map(({ content: _c, history: _h, ...e }) => e);
  await setJSON(keys.postIndex, { items });
  await setJSON(keys.postText, { text: {} });
  // Sanity check that the store answers what was written.
  if ((await getMany([keys.post(posts[0]!.id)])).length !== 1) throw new Error('Store did not keep the generated posts');
  return posts[0]!.id;
}
