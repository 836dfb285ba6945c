/**
 * Netlify fails a deploy whose publish directory holds a folder of more than 54,000 files; the build
 * keeps every folder under MAX_FILES_PER_FOLDER (50,000) and fails here, with the folders named,
 * when one grows past it.
 */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

export const MAX_FILES_PER_FOLDER = 50_000;

/** Folders under `root` holding more than `limit` entries, largest first. */
export async function crowdedFolders(root, limit = MAX_FILES_PER_FOLDER) {
  const crowded = [];
  const visit = async (dir) => {
    const entries = await readdir(dir, { withFileTypes: true });
    if (entries.length > limit) crowded.push({ folder: relative(root, dir) || '.', entries: entries.length });
    for (const e of entries) if (e.isDirectory()) await visit(join(dir, e.name));
  };
  await visit(root);
  return crowded.sort((a, b) => b.entries - a.entries);
}

export async function checkOutput(root, limit = MAX_FILES_PER_FOLDER) {
  const crowded = await crowdedFolders(root, limit);
  if (crowded.length)
    throw new Error(
      `Build output has folders over ${limit.toLocaleString('en-US')} entries, which Netlify cannot deploy: ${crowded
        .map((c) => `${c.folder} (${c.entries.toLocaleString('en-US')})`)
        .join(', ')}`,
    );
}
