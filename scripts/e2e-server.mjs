/**
 * The server the browser tests use: the site built from the local store, served by `netlify dev`
 * with the real functions, Blobs sandbox and rewrites. E2E_PORT picks the port; each port builds
 * into its own folder so parallel runs do not clash. E2E_DIST serves an existing build instead
 * (with E2E_SKIP_BUILD=1: a second server over the same site, with other settings).
 */
import { spawn, spawnSync } from 'node:child_process';
import { netlifyDevEnv, startLocalMail } from './local-mail.mjs';
import { startSchedulerTicks } from './scheduler-ticks.mjs';

const port = process.env.E2E_PORT || '8899';
const outDir = process.env.E2E_DIST || `.e2e/dist-${port}`;
const env = {
  ...process.env,
  PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}`,
  ASTRO_TELEMETRY_DISABLED: '1',
  RATE_LIMIT_DISABLED: process.env.RATE_LIMIT_DISABLED ?? '1',
  // A handful of posts per shared fragment file, so readers' search is tested as a large site's works.
  SEARCH_MAX_FRAGMENTS: process.env.SEARCH_MAX_FRAGMENTS ?? '4',
  // Two pages of each list are built; from the third on they are rendered on request, as a large site's are.
  PREBUILT_LIST_PAGES: process.env.PREBUILT_LIST_PAGES ?? '2',
};
if (process.env.E2E_SKIP_BUILD !== '1') {
  // Demo content is an explicit step: the build itself never seeds.
  // The demo accounts' passwords are hashed at a test run's cost: the tests sign in a hundred times.
  const seedEnv = { ...env, NODE_ENV: 'test', SCRYPT_TEST_LOG2_N: '12' };
  const seed = spawnSync(process.execPath, ['scripts/seed-local.mjs'], { stdio: 'inherit', env: seedEnv });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', outDir], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Mail goes to the local catcher, as under `npm run dev`; the second (AI) server has none, so it hands codes back.
const mail = process.env.E2E_SKIP_BUILD === '1' ? { env: {}, stop: async () => {} } : await startLocalMail();
const dev = spawn('netlify', ['dev', '--offline', '--framework', '#static', '--dir', outDir, '--port', port], {
  stdio: 'inherit',
  // The post-page function runs the server bundle built beside this site.
  env: netlifyDevEnv({ ...env, SITE_URL: `http://localhost:${port}`, LIVE_RENDER_DIR: `${outDir}-render` }, mail),
});
// The second (AI) server shares the store: one job is enough.
if (process.env.E2E_SKIP_BUILD !== '1') startSchedulerTicks(`http://localhost:${port}`);
const stop = () => dev.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
dev.on('exit', async (code) => {
  await mail.stop();
  process.exit(code ?? 0);
});
