/** Makes a post through the API as the benchmark's administrator (in the bench's category, by its first author); answers its id. */
export async function createPost(
  server: { base: string; admin: Record<string, string> },
  fields: Record<string, unknown>,
): Promise<string> {
  const res = await fetch(`${server.base}/api/posts`, {
    method: 'POST',
    headers: server.admin,
    body: JSON.stringify({ authorId: 'ada', categoryId: 'design', status: 'published', ...fields }),
  });
  if (res.status !== 201) throw new Error(`POST /api/posts: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data.id;
}
