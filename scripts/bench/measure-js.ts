/** Serves a built folder and records, in Chromium, the gzip size of JS each page loads untouched. */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.xml': 'application/xml',
};

/** A static file server over a built folder, on a free port. */
export async function serveDir(root: string): Promise<{ port: number; close: () => void }> {
  const server = createServer(async (req, res) => {
    let file = normalize(join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(await readFile(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, r));
  return { port: (server.address() as { port: number }).port, close: () => server.close() };
}

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

export async function measureJs(root: string, paths: string[]): Promise<Record<string, number>> {
  const server = await serveDir(root);
  const { port } = server;
  const browser = await launchChromium();
  const out: Record<string, number> = {};
  try {
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      let bytes = 0;
      page.on('response', async (res) => {
        if (res.request().resourceType() === 'script' || res.url().endsWith('.js'))
          bytes += gzipSync(await res.body().catch(() => Buffer.alloc(0))).length;
      });
      const html = await readFile(join(root, path, 'index.html'), 'utf8');
      for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
        if (!/type="application\/(ld\+)?json"/.test(m[0])) bytes += gzipSync(m[1]!).length;
      }
      await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      out[path] = bytes;
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return out;
}
