/**
 * The local Blobs server (the one `netlify dev` and these tests run) keeps the service's promises
 * under concurrency, as the deployed store does: a read carries the ETag of the version read, a
 * conditional write loses no update, also between two servers over one directory, and a listing
 * made while a folder is written is complete.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
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

  it('loses none of eight read-modify-write updates made at once', async () => {
    const key = `local-store-${run}/counter`;
    await Promise.all(Array.from({ length: 8 }, () => updateJSON<{ n: number }>(key, (c) => ({ n: (c?.n ?? 0) + 1 }))));
    expect((await getJSONWithEtag<{ n: number }>(key))?.value.n).toBe(8);
  });

  it('keeps conditional writes conditional between two server processes over one directory', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'blobs-two-'));
    const here = new BlobsServer({ directory, token: 'local', port: 0 });
    const child = spawn(process.execPath, ['scripts/blobs-server-child.mjs', directory], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const ports = [(await here.start()).port, Number(String((await once(child.stdout!, 'data'))[0]).trim())];
      const [a, b] = ports.map((port) => {
        const url = `http://localhost:${port}`;
        return getStore({ name: 'two', siteID: 'local', token: 'local', apiURL: url, edgeURL: url });
      });
      await a!.setJSON('counter', { n: 0 });
      const increment = async (store: Store) => {
        for (;;) {
          const cur = (await store.getWithMetadata('counter', { type: 'json' }))!;
          const res = await store.setJSON('counter', { n: (cur.data as { n: number }).n + 1 }, { onlyIfMatch: cur.etag! });
          if (res.modified) return;
        }
      };
      for (let round = 0; round < 4; round++) await Promise.all([a, b, a, b, a, b].map((store) => increment(store!)));
      expect(await b!.get('counter', { type: 'json' })).toEqual({ n: 24 });
    } finally {
      child.kill();
      await here.stop();
      await rm(directory, { recursive: true, force: true });
    }
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
