/**
 * The seeded category and author that browser tests file their own posts under. Spec files run side
 * by side on one store, so the first entry of a list can be a record another spec has just added
 * and is about to delete (an import's categories sort before the seeded ones); tests name these.
 */
export const SEEDED_CATEGORY = { id: 'culture', name: 'Culture' } as const;
export const SEEDED_AUTHOR = { id: 'david-okafor', name: 'David Okafor' } as const;

/** Publishes a paid post (`content` holds the Public preview divider) and answers its path. */
export async function publishPaidPost(
  request: import('@playwright/test').APIRequestContext,
  token: string,
  post: { title: string; excerpt: string; content: string },
): Promise<string> {
  const made = await request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...post, authorId: SEEDED_AUTHOR.id, categoryId: SEEDED_CATEGORY.id, status: 'published', visibility: 'paid' },
  });
  if (made.status() !== 201) throw new Error(`Publishing a paid post failed: ${made.status()} ${await made.text()}`);
  return `/post/${(await made.json()).data.id}`;
}
