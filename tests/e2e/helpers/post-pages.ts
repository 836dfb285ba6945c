/**
 * Posts' pages are rendered on request, not built: the checks that read built pages get them as a
 * reader does, saved into a folder of their own (every published post, and the 404 shell).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DIST } from './ports';

export async function savePostPages(request: APIRequestContext): Promise<string> {
  const dir = resolve(`${DIST}-posts`);
  mkdirSync(dir, { recursive: true });
  const posts = (await (await request.get('/api/posts?limit=100')).json()).data as { id: string }[];
  for (const id of [...posts.map((p) => p.id), 'no-such-post']) {
    const res = await request.get(`/post/${id}`);
    writeFileSync(join(dir, `${id}.html`), await res.text());
  }
  return dir;
}
