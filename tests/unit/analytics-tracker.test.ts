/**
 * The tracker every public page loads: at most 700 bytes gzip once minified, and no code that could
 * write a cookie or browser storage.
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { ANALYTICS_LIMITS } from '@/shared/analytics';

it('stays within 700 bytes gzip and never writes a cookie or storage', async () => {
  const out = await build({
    entryPoints: [fileURLToPath(new URL('../../src/features/analytics/tracker.ts', import.meta.url))],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) },
  });
  const code = out.outputFiles[0]!.text;
  expect(gzipSync(code).length).toBeLessThanOrEqual(ANALYTICS_LIMITS.trackerGzipBytes);
  expect(code).not.toMatch(/cookie|setItem|sessionStorage|indexedDB/);
  expect(code).toContain('sendBeacon');
});
