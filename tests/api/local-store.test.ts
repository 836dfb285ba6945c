/**
 * The local Blobs server (the one `netlify dev` and these tests run) keeps the service's promises
 * under concurrency, as the deployed store does: a read carries the ETag of the version read, a
 * conditional write loses no update, and a listing made while a folder is written is complete.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getJSONWithEtag, listKeys, listWithEtags, setJSON, updateJSON } from '@/server/storage/store';

const run = randomUUID().slice(0, 8);

describe('the local store under concurrency', () => {
  it('answers a read with the ETag that a listing and the write gave that version', async () => {
    const key = `local-store-${run}/etag`;
    await setJSON(key, { n: 1 });
    const read = await getJSONWithEtag<{ n: number }>(key);
    expect(read?.etag).toMatch(/^".+"$/);
    expect((await listWithEtags(`local-store-${run}/`)).find((b) => b.key === key)?.etag).toBe(read?.etag);
    await setJSON(key, { n: 2 });
    expect((await getJSONWithEtag(key))?.etag).not.toBe(read?.etag);
  });

  it('loses none of twelve read-modify-write updates made at once', async () => {
    const key = `local-store-${run}/counter`;
    await Promise.all(Array.from({ length: 12 }, () => updateJSON<{ n: number }>(key, (c) => ({ n: (c?.n ?? 0) + 1 }))));
    expect((await getJSONWithEtag<{ n: number }>(key))?.value.n).toBe(12);
  });

  it('lists every key written before a listing, and nothing else, while the folder and the store root are written', async () => {
    const folder = `local-store-${run}/folder/`;
    const before = Array.from({ length: 30 }, (_, i) => `${folder}before-${i}`);
    for (const key of before) await setJSON(key, { key });
    const during = Array.from({ length: 150 }, (_, i) => `${folder}during-${i}`);
    const writes = Promise.all([
      ...during.map((key) => setJSON(key, { key })),
      ...Array.from({ length: 30 }, (_, i) => setJSON(`local-store-root-${run}`, { i })),
    ]);
    const known = new Set([...before, ...during]);
    const listings: string[][] = [];
    for (let i = 0; i < 12; i++) listings.push(await listKeys(folder));
    await writes;
    for (const keys of listings) {
      expect(before.filter((key) => !keys.includes(key))).toEqual([]);
      expect(keys.filter((key) => !known.has(key))).toEqual([]);
    }
    expect((await listKeys(folder)).length).toBe(180);
  });
});
