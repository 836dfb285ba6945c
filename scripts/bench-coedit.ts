/**
 * Co-editing benchmark (docs/writing-together.md): N simulated editors type into one paragraph of a
 * post through the real relay function (`POST /api/posts/{id}/sync`, served over HTTP from its own
 * process, bundled as Netlify bundles it) and a local Blobs server, each a Yjs document synced by
 * the post editor's own session (src/admin/editor/collab/sync-session.ts), typing 5 keystrokes a
 * second at places between the words already there. The session sends changes 100 ms after a
 * keystroke (at most twice a second) and otherwise asks again when the relay says (1 s with others
 * in the post, 5 s alone). Measures:
 *   - how long after a keystroke every other editor sees it (p50, p95, max);
 *   - after the typing stops, whether every document is identical and holds every keystroke;
 *   - the requests an hour of one editor alone in the post.
 *
 *   npm run bench:coedit                       # 5 editors for 60 s, then one alone for 60 s
 *   npm run bench:coedit -- --clients=8 --seconds=30 --alone=30
 */
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import * as Y from 'yjs';
import { attachLocalBlobs } from './blobs-env.mjs';
import { writeTaxonomy } from './bench/generate';
import { bundleBenchServer } from './bench/bundle-server';
import { startBenchServer, type BenchServer } from './bench/start-server';
import { createPost } from './bench/create-post';
import type { SyncAnswer } from '@/shared/types';
import { SyncSession } from '@/admin/editor/collab/sync-session';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CLIENTS = arg('clients', 5);
const SECONDS = arg('seconds', 60);
const ALONE_SECONDS = arg('alone', 60);
const KEYSTROKE_MS = 200;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN;

/** Every keystroke typed, by token, with when it was typed and by whom. */
const typed = new Map<string, { at: number; by: number }>();
const latencies: number[] = [];

/** A simulated editor: the editor's own sync session (the one the post editor runs) on a Yjs document. */
class Editor {
  readonly doc = new Y.Doc();
  readonly session: SyncSession;
  requests = 0;
  /** When each request was sent. */
  readonly sentAt: number[] = [];
  /** Others' keystrokes this editor has not seen yet. */
  readonly unseen = new Set<string>();

  constructor(
    readonly index: number,
    server: BenchServer,
    postId: string,
  ) {
    this.session = new SyncSession(
      this.doc,
      async (body) => {
        this.requests++;
        this.sentAt.push(performance.now());
        const res = await fetch(`${server.base}/api/posts/${postId}/sync`, {
          method: 'POST',
          headers: server.admin,
          body: JSON.stringify(body),
        });
        if (res.status !== 200)
          throw Object.assign(new Error(`sync: HTTP ${res.status} ${await res.text()}`), { status: res.status });
        return ((await res.json()) as { data: SyncAnswer }).data;
      },
      (err) => (err as { status?: number }).status !== undefined,
    );
    // Someone else's changes arrived: which of their keystrokes does this editor see now?
    this.doc.on('afterTransaction', (tr: Y.Transaction) => {
      if (tr.local || !this.unseen.size) return;
      const text = this.text;
      const now = performance.now();
      for (const token of this.unseen)
        if (text.includes(token)) {
          latencies.push(now - typed.get(token)!.at);
          this.unseen.delete(token);
        }
    });
  }

  get text(): string {
    return this.doc.getText('body').toString();
  }

  type(token: string): void {
    const body = this.doc.getText('body');
    const text = body.toString();
    const gaps = [0, ...[...text].flatMap((ch, i) => (ch === '>' ? [i + 1] : []))];
    body.insert(gaps[Math.floor(Math.random() * gaps.length)]!, token);
  }

  async begin(): Promise<void> {
    await this.session.join();
    this.session.start();
  }
}

const dir = '.bench/coedit';
await rm(dir, { recursive: true, force: true });
const blobs = await attachLocalBlobs(dir);
const server = await startBenchServer({}, await bundleBenchServer());
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
try {
  await writeTaxonomy();
  const postId = await createPost(server, { title: 'Written together', content: '<p></p>', status: 'draft' });
  console.log(`Load average at the start: ${load()}`);

  const editors = Array.from({ length: CLIENTS }, (_, i) => new Editor(i, server, postId));
  await Promise.all(editors.map((e) => e.begin()));
  const start = performance.now();
  const typing = editors.map(async (e) => {
    await sleep(Math.random() * KEYSTROKE_MS);
    for (let k = 0; performance.now() < start + SECONDS * 1000; k++) {
      const token = `<${e.index}.${k}>`;
      typed.set(token, { at: performance.now(), by: e.index });
      for (const other of editors) if (other !== e) other.unseen.add(token);
      e.type(token);
      await sleep(KEYSTROKE_MS);
    }
  });
  await Promise.all(typing);
  // Everyone keeps polling until every keystroke has reached every editor (or 30 s pass).
  const until = performance.now() + 30_000;
  while (editors.some((e) => e.unseen.size) && performance.now() < until) await sleep(200);
  for (const e of editors) e.session.stop();

  const reference = editors[0]!.text;
  const identical = editors.every((e) => e.text === reference);
  const lost = [...typed.keys()].filter((token) => !reference.includes(token));
  const requests = editors.reduce((sum, e) => sum + e.requests, 0);

  // One editor alone: the relay says to ask every 5 s.
  const alone = new Editor(CLIENTS, server, postId);
  await alone.begin();
  await sleep(ALONE_SECONDS * 1000);
  alone.session.stop();
  // From the mean time between its requests.
  const gaps = alone.sentAt.slice(1).map((t, i) => t - alone.sentAt[i]!);
  const perHour = Math.round(3_600_000 / (gaps.reduce((a, b) => a + b, 0) / gaps.length));

  console.log(`Load average at the end: ${load()}`);
  console.log('\n| Measure | Figure |\n|---|---|');
  console.log(`| editors typing at once, for | ${CLIENTS}, ${SECONDS} s (${typed.size} keystrokes) |`);
  console.log(
    `| a keystroke seen by each other editor after (p50 / p95 / max) | ${Math.round(pct(latencies, 50))} / ${Math.round(pct(latencies, 95))} / ${Math.round(Math.max(...latencies))} ms |`,
  );
  console.log(`| keystrokes lost | ${lost.length} |`);
  console.log(`| documents identical at the end | ${identical ? 'yes' : 'NO'} (${reference.length} characters) |`);
  console.log(
    `| requests while typing | ${requests} (${(requests / CLIENTS / (SECONDS / 60)).toFixed(0)} a minute per editor) |`,
  );
  console.log(`| requests an hour of one editor alone | ${perHour} |`);
  if (lost.length || !identical) process.exitCode = 1;
} finally {
  server.stop();
  await blobs.stop();
}
