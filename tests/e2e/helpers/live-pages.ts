/**
 * Posts' pages and the lists' later pages are rendered on request, not built: the checks that read
 * built pages get them as a reader does, saved into a folder of their own (every published post,
 * the first list page the build did not write, and the 404 pages).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DIST } from './ports';

export async function saveLivePages(request: APIRequestContext): Promise<string> {
  const dir = resolve(`${DIST}-live`);
  mkdirSync(dir, { recursive: true });
  const posts = (await (await request.get('/api/posts?limit=100')).json()).data as { id: string }[];
  const paths = [...posts.map((p) => `/post/${p.id}`), '/post/no-such-post', '/page/3', '/page/999'];
  for (const path of paths) {
    const res = await request.get(path);
    writeFileSync(join(dir, `${path.slice(1).replaceAll('/', '-')}.html`), await res.text());
  }
  return dir;
}
