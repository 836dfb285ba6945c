/**
 * Posts' pages are served by the post-page function (netlify.toml), so their prebuilt copies, which
 * the search index and the HTML checks read, leave the deploy: `dist/post/` moves to
 * `dist-pages/post/`, and no folder of `dist` grows with the number of posts.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the prebuilt post pages of the build in `outDir` are kept. */
export const postPagesDir = (outDir) => `${outDir.replace(/\/$/, '')}-pages`;

/** Moves the prebuilt post pages out of `outDir`; answers how many there were. */
export async function setAsidePostPages(outDir) {
  const aside = postPagesDir(outDir);
  await rm(aside, { recursive: true, force: true });
  const from = join(outDir, 'post');
  if (!existsSync(from)) return 0;
  await mkdir(aside, { recursive: true });
  await rename(from, join(aside, 'post'));
  return (await readdir(join(aside, 'post'))).length;
}
