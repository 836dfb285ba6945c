/**
 * Which prebuilt post pages are older than what they show: the edge function in front of `/post/*`
 * asks this, and sends those posts to the renderer instead of the static file.
 */
import type { PageChanges } from '@/shared/types';
import { readBuildStamp } from '../live/build-stamp';
import { prunePageChanges, readChangedSince } from '../repos/page-changes';

/** Build machines and function instances keep their own clocks: a change this close to the build counts as later. */
const CLOCK_SLACK_MS = 60_000;
/** Changes kept past the live build's start, for a deploy that is still going out. */
const KEEP_MS = 10 * 60_000;

export async function changedSinceBuild(): Promise<PageChanges> {
  const stamp = await readBuildStamp();
  if (!stamp) return { builtAt: null, all: false, posts: [] };
  const since = Date.parse(stamp.builtAt) - CLOCK_SLACK_MS;
  const changed = await readChangedSince(since);
  return { builtAt: stamp.builtAt, all: changed.all, posts: [...changed.posts] };
}

/**
 * Drops the changes the live build already shows. Run by the scheduled job, which Netlify runs only
 * on the published deploy, so a preview's newer build never drops what production still needs.
 */
export async function pruneShownChanges(): Promise<number> {
  const stamp = await readBuildStamp();
  return stamp ? prunePageChanges(Date.parse(stamp.builtAt) - CLOCK_SLACK_MS - KEEP_MS) : 0;
}
