/**
 * Every built page, and every page served on request (posts, later list pages) as the functions serve it, is valid HTML by the Nu HTML Checker (the W3C validator, from the `vnu-jar`
 * package), checked in one Java run over the whole build. Its CSS parser lags behind modern CSS
 * (nesting, layers, `@property`), so only its CSS messages are left out.
 */
import { spawnSync } from 'node:child_process';
import { DIST as DIST_DIR } from './helpers/ports';
import { saveLivePages } from './helpers/live-pages';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const DIST = resolve(DIST_DIR);
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

const isCssParserMessage = (m: VnuMessage) => m.message.startsWith('CSS:');

test('every built page and every page served on request passes the Nu HTML Checker', async ({ request }) => {
  test.setTimeout(180_000);
  expect(existsSync(DIST), `no build at ${DIST}`).toBe(true);
  const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(20);
  // Posts' pages and later list pages are rendered on request: checked as readers get them.
  const PAGES = await saveLivePages(request);
  expect(readdirSync(PAGES).filter((f) => f.endsWith('.html')).length).toBeGreaterThan(10);

  const run = spawnSync(
    'java',
    ['-jar', VNU_JAR, '--errors-only', '--skip-non-html', '--format', 'json', '--stdout', DIST, PAGES],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  expect(run.error, 'Java is needed to run the checker').toBeUndefined();
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => (m.type === 'error' || m.type === 'non-document-error') && !isCssParserMessage(m))
    .map((m) => `${m.url ? relative(DIST, fileURLToPath(m.url)) : '?'}:${m.lastLine ?? '?'} ${m.message}`);
  expect(errors).toEqual([]);
});
