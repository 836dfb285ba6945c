/**
 * Editor benchmark: the JavaScript the post editor adds when it opens (gzip), and the main-thread
 * time of a keystroke at the end of a 50,000-word document (median and p95 over 200 keys), in a new
 * post and in a saved post with writing together on; then that post's requests to the relay from a
 * lone editor, visible and hidden, for a minute each. Measured in Chromium against the built site
 * served with the real functions.
 *
 *   npm run bench:editor                          # builds and serves the site on port 8977
 *   npm run bench:editor -- http://localhost:8888 # against a running site (npm run dev, e2e server)
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { timeKeystrokes, type KeyTimes } from './bench/keystrokes';

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

async function signIn(page: Page): Promise<string> {
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
  return login.data.token;
}

/** A saved draft holding `html`, made through the API; answers its id. */
async function savedPost(token: string, html: string): Promise<string> {
  const res = await fetch(`${base}/api/posts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: `Keystroke benchmark ${Date.now()}`,
      excerpt: 'A long article for the editor benchmark.',
      content: html,
      imageUrl: '/images/seed/a-practical-guide-to-working-offline-first.jpg',
      authorId: 'david-okafor',
      categoryId: 'culture',
      status: 'draft',
    }),
  });
  if (res.status !== 201) throw new Error(`POST /api/posts: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** The relay requests a lone editor's tab makes in `ms`, visible or hidden. */
async function relayRequests(page: Page, ms: number, hidden: boolean): Promise<number> {
  // A string, not a function: the bench runs through tsx, whose helpers do not exist in the page.
  if (hidden)
    await page.evaluate(`
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    `);
  let count = 0;
  const onRequest = (req: { url(): string }) => req.url().endsWith('/sync') && count++;
  page.on('request', onRequest);
  await page.waitForTimeout(ms);
  page.off('request', onRequest);
  return count;
}

const keyLine = (what: string, t: KeyTimes) =>
  `${what} (${t.keys} keys): main thread median ${t.busy.median.toFixed(1)} ms, p95 ${t.busy.p95.toFixed(1)} ms; ` +
  `elapsed until its queued work ran median ${t.elapsed.median.toFixed(1)} ms, p95 ${t.elapsed.p95.toFixed(1)} ms`;

try {
  await up(base, 600_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const token = await signIn(page);

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

  const alone = await timeKeystrokes(page, editor, KEYS);
  const serialiseMs = await editor.evaluate((el) => {
    const tiptap = (el as HTMLElement & { editor: { getHTML: () => string } }).editor;
    const t0 = performance.now();
    tiptap.getHTML();
    return performance.now() - t0;
  });

  // The same document saved, opened with writing together on: the body is the shared document's.
  const shared = await browser.newPage();
  await signIn(shared);
  const postId = await savedPost(token, longDocument(WORDS));
  await shared.goto(`${base}/admin/posts/edit/${postId}`);
  const sharedEditor = shared.getByRole('textbox', { name: 'Post content' });
  await sharedEditor.waitFor({ timeout: 120_000 });
  await sharedEditor.evaluate((el) =>
    (el as HTMLElement & { editor: { commands: { focus: (at: string) => void } } }).editor.commands.focus('end'),
  );
  await sharedEditor.press('End');
  const together = await timeKeystrokes(shared, sharedEditor, KEYS);
  await shared.waitForTimeout(6_000);
  const visibleMinute = await relayRequests(shared, 60_000, false);
  const hiddenMinute = await relayRequests(shared, 60_000, true);
  await browser.close();

  console.log(
    `editor JavaScript (gzip, loaded when the editor opens): ${(editorGzip / 1024).toFixed(1)} KB in ${editorScripts.size} files`,
  );
  console.log(`editor files on the public home page: ${leaked.length}`);
  console.log(
    `${WORDS.toLocaleString('en')}-word document loaded in ${setupMs.toFixed(0)} ms; serialised to HTML in ${serialiseMs.toFixed(0)} ms`,
  );
  console.log(keyLine('keystroke at its end, a new post', alone));
  console.log(keyLine('keystroke at its end, a saved post with writing together on', together));
  console.log(
    `relay requests of a lone editor: ${visibleMinute} in a visible minute (${visibleMinute * 60} an hour), ${hiddenMinute} in a hidden minute`,
  );
  if (leaked.length) process.exitCode = 1;
} finally {
  stop();
}
