/**
 * `npm run dev`: starts the local mail catcher when no SMTP_URL is set (scripts/local-mail.mjs),
 * then `netlify dev` in front of scripts/dev.mjs, with the functions sending mail to the catcher.
 * Extra arguments go to `netlify dev` (`--port` for another port than 8888); ASTRO_PORT moves astro dev
 * off 4321.
 */
import { spawn } from 'node:child_process';
import { netlifyDevEnv, startLocalMail } from './local-mail.mjs';

const mail = await startLocalMail();
const astroPort = process.env.ASTRO_PORT || '4321';
const dev = spawn(
  'netlify',
  [
    'dev',
    '--offline',
    '--framework',
    '#custom',
    '--command',
    'node scripts/dev.mjs',
    '--target-port',
    astroPort,
    ...process.argv.slice(2),
  ],
  // With no built `dist` to look in, netlify dev asks astro dev whether it has a page for a path
  // before applying a rule that is not forced: otherwise the last rule (`/*` → old-links, netlify.toml)
  // would take every page.
  // The post-page function asks astro dev for a post's page (there is no built server bundle).
  {
    stdio: 'inherit',
    env: netlifyDevEnv(
      { NETLIFY_DEV_SERVER_CHECK_SSG_ENDPOINTS: '1', LIVE_RENDER_ORIGIN: `http://localhost:${astroPort}`, ...process.env },
      mail,
    ),
  },
);
const stop = (signal) => dev.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
dev.on('exit', async (code) => {
  await mail.stop();
  process.exit(code ?? 0);
});
