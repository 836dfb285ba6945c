/**
 * Editor benchmark: the JavaScript the post editor adds when it opens (gzip), and the main-thread
 * time of a keystroke at the end of a 50,000-word document (median and p95 over 200 keys), measured
 * in Chromium against the built site served with the real functions.
 *
 *   npm run bench:editor                          # builds and serves the site on port 8977
 *   npm run bench:editor -- http://localhost:8888 # against a running site (npm run dev, e2e server)
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

const WORDS = 50_000;
const KEYS = 200;
const given = process.argv[2];
const port = 8977;
const base = given ?? `http://localhost:${port}`;

async function up(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/settings`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`${url} did not come up`);
}

const server = given
  ? null
  : spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: 'ignore',
      detached: true,
    });
const stop = () => server?.pid && process.kill(-server.pid, 'SIGTERM');
process.on('exit', stop);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** A long article: paragraphs of 100 words with a heading every ten. */
function longDocument(words: number): string {
  const vocabulary =
    'the quiet harbour light fell across old stone streets while writers gathered notes about travel science design and culture'.split(
      ' ',
    );
  const parts: string[] = [];
  for (let p = 0; p < words / 100; p++) {
    if (p % 10 === 0) parts.push(`<h2>Section ${p / 10 + 1}</h2>`);
    parts.push(`<p>${Array.from({ length: 100 }, (_, i) => vocabulary[(p * 7 + i) % vocabulary.length]).join(' ')}</p>`);
  }
  return parts.join('');
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { message?: string } };
}

/** Per key (sorted, ms): the main thread's busy time and the elapsed time between the key's marks. */
function keyFigures(trace: TraceEvent[]): { busy: number[]; elapsed: number[] } {
  const marks = trace.filter((e) => e.name === 'TimeStamp').sort((a, b) => a.ts - b.ts);
  const tid = marks[0]?.tid;
  const tasks = trace.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tid === tid && e.dur);
  const windows: [number, number][] = [];
  for (const m of marks) {
    const message = m.args?.data?.message;
    if (message === 'key-start') {
      // The window opens when the task delivering the key starts.
      const task = tasks.find((t) => t.ts <= m.ts && m.ts <= t.ts + t.dur!);
      windows.push([task?.ts ?? m.ts, NaN]);
    } else if (message === 'key-end' && windows.length) windows.at(-1)![1] = m.ts;
  }
  const done = windows.filter(([, end]) => !Number.isNaN(end));
  const busy = done.map(
    ([start, end]) => tasks.reduce((sum, t) => sum + Math.max(0, Math.min(end, t.ts + t.dur!) - Math.max(start, t.ts)), 0) / 1000,
  );
  const elapsed = done.map(([start, end]) => (end - start) / 1000);
  return { busy: busy.sort((a, b) => a - b), elapsed: elapsed.sort((a, b) => a - b) };
}

async function signIn(page: Page): Promise<void> {
  const email = process.env.ADMIN_EMAIL || 'admin@example.com';
  const password = process.env.ADMIN_PASSWORD || 'admin12345';
  const login = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).json();
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('auth_token', t!);
      localStorage.setItem('user_data', u!);
    },
    [login.data.token, JSON.stringify(login.data.user)],
  );
}

try {
  await up(base, 600_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  await signIn(page);

  // Which scripts the editor adds: everything fetched after the post list, when the editor opens.
  await page.goto(`${base}/admin/posts`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const editorScripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    editorScripts.set(res.url(), gzipSync(await res.body()).length);
  });
  await page.getByRole('link', { name: 'New Post' }).first().click();
  const editor = page.getByRole('textbox', { name: 'Post content' });
  await editor.waitFor();
  await page.waitForLoadState('networkidle');
  const editorGzip = [...editorScripts.values()].reduce((a, b) => a + b, 0);

  const publicScripts: string[] = [];
  const reader = await browser.newPage();
  reader.on('request', (req) => req.resourceType() === 'script' && publicScripts.push(req.url()));
  await reader.goto(`${base}/`);
  await reader.waitForLoadState('networkidle');
  const leaked = publicScripts.filter((u) => editorScripts.has(u));

  // A 50,000-word document, cursor at its end.
  const setupMs = await editor.evaluate((el, html) => {
    const tiptap = (
      el as HTMLElement & { editor: { commands: { setContent: (h: string) => void; focus: (at: string) => void } } }
    ).editor;
    const t0 = performance.now();
    tiptap.commands.setContent(html);
    tiptap.commands.focus('end');
    return performance.now() - t0;
  }, longDocument(WORDS));
  await editor.press('End');

  // Per key, from the task that delivers keydown until the editor has applied the change and the
  // tasks it queued (React renders of the toolbar, listeners) have run. Two figures come from a
  // trace of the page: main-thread time (the tasks that ran in that window) and elapsed time, which
  // also counts the wait for the next frame that Chromium puts before tasks queued after input.
  await editor.evaluate((el) => {
    const tiptap = (el as HTMLElement & { editor: { on: (e: string, f: () => void) => void } }).editor;
    el.addEventListener('keydown', () => console.timeStamp('key-start'), { capture: true });
    tiptap.on('transaction', () => {
      const hop = new MessageChannel();
      let hops = 0;
      hop.port1.onmessage = () => {
        if (++hops < 2) return hop.port2.postMessage(0);
        console.timeStamp('key-end');
      };
      hop.port2.postMessage(0);
    });
  });
  const cdp = await page.context().newCDPSession(page);
  const trace: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => trace.push(...(d.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.press(i % 6 === 5 ? 'Space' : 'KeyA');
    await page.waitForTimeout(20);
  }
  await page.waitForTimeout(500);
  const traced = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await traced;
  const { busy, elapsed } = keyFigures(trace);
  const serialiseMs = await editor.evaluate((el) => {
    const tiptap = (el as HTMLElement & { editor: { getHTML: () => string } }).editor;
    const t0 = performance.now();
    tiptap.getHTML();
    return performance.now() - t0;
  });
  await browser.close();

  console.log(
    `editor JavaScript (gzip, loaded when the editor opens): ${(editorGzip / 1024).toFixed(1)} KB in ${editorScripts.size} files`,
  );
  console.log(`editor files on the public home page: ${leaked.length}`);
  console.log(
    `${WORDS.toLocaleString('en')}-word document loaded in ${setupMs.toFixed(0)} ms; serialised to HTML in ${serialiseMs.toFixed(0)} ms`,
  );
  console.log(
    `keystroke at its end (${busy.length} keys), main-thread time: median ${percentile(busy, 50).toFixed(1)} ms, p95 ${percentile(busy, 95).toFixed(1)} ms`,
  );
  console.log(
    `keystroke at its end, elapsed until its queued work ran: median ${percentile(elapsed, 50).toFixed(1)} ms, p95 ${percentile(elapsed, 95).toFixed(1)} ms`,
  );
  if (leaked.length) process.exitCode = 1;
} finally {
  stop();
}
