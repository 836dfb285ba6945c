/**
 * The post and list pages a benchmark renders come from the server bundle `npm run build` wrote,
 * which holds its own copy of the server code: a bundle older than `src/` measures code that is no
 * longer there. Answers the newest source file newer than the bundle, or null.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(dir: string): { path: string; mtime: number } {
  let best = { path: dir, mtime: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const found = entry.isDirectory() ? newest(path) : { path, mtime: statSync(path).mtimeMs };
    if (found.mtime > best.mtime) best = found;
  }
  return best;
}

export function sourceNewerThan(bundleFile: string, sources = 'src'): string | null {
  const latest = newest(sources);
  return latest.mtime > statSync(bundleFile).mtimeMs ? latest.path : null;
}
