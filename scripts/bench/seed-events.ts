/**
 * Writes raw analytics events straight into a local Blobs directory, filed exactly as the server
 * files `saveEvent`'s writes (`entries/<site>/site:data/<key>`). A million events through HTTP cost
 * a lock file, a temp file and a rename each, hours on a small disk; what the benchmark measures is
 * the fold that reads them back through the server, so only the writing takes the short way.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { analyticsKeys } from '@/server/repos/analytics';
import type { RawEvent } from '@/shared/records';

export function rawEventWriter(directory: string, siteID = 'unlinked') {
  const root = join(directory, 'entries', siteID, 'site:data');
  const made = new Map<string, Promise<unknown>>();
  const pending: Promise<void>[] = [];
  const write = async (minute: string, id: string, event: RawEvent) => {
    const folder = join(root, analyticsKeys.minute(minute));
    if (!made.has(folder)) made.set(folder, mkdir(folder, { recursive: true }));
    await made.get(folder);
    await writeFile(join(root, analyticsKeys.event(minute, id)), JSON.stringify(event));
  };
  return {
    /** Queues one event; resolves once few enough writes are in flight. */
    async add(minute: string, id: string, event: RawEvent) {
      pending.push(write(minute, id, event));
      if (pending.length >= 256) await Promise.all(pending.splice(0));
    },
    flush: () => Promise.all(pending.splice(0)),
    minutes: () => made.size,
  };
}
