/**
 * When the deployed build read the store. The build writes it beside its server bundle
 * (`dist-render/build.json`, scripts/build.mjs), and the functions that ship the bundle read it: a
 * prebuilt page shows the store as it was then, so anything changed later must be rendered on request.
 * Under `npm run dev` there is no build, and so no stamp: nothing is prebuilt.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

export interface BuildStamp {
  /** ISO time taken before the build read anything. */
  builtAt: string;
  /** How many post pages the build wrote. */
  prebuiltPosts: number;
}

let stamp: Promise<BuildStamp | null> | null = null;

export function readBuildStamp(): Promise<BuildStamp | null> {
  return (stamp ??= readFile(resolve(process.env.LIVE_RENDER_DIR || 'dist-render', 'build.json'), 'utf8')
    .then((text) => JSON.parse(text) as BuildStamp)
    .catch(() => null));
}
