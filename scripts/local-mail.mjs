/**
 * The local mail catcher for `npm run dev` and the browser tests' server. When the user has set no
 * SMTP_URL (in the environment or a `.env` file netlify dev reads), it starts an SMTP server on
 * 127.0.0.1 (scripts/mail-catcher.ts) that keeps what it receives in the local Blobs store, and
 * answers the variables to hand to `netlify dev`, whose functions then send every mail to it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { attachLocalBlobs } from './blobs-env.mjs';

/** netlify dev's `.env` files; it also reads the process environment, which wins over them. */
const ENV_FILES = ['.env.development.local', '.env.local', '.env.development', '.env'];

export function userSmtpUrl() {
  if (process.env.SMTP_URL?.trim()) return process.env.SMTP_URL.trim();
  for (const file of ENV_FILES) {
    if (!existsSync(file)) continue;
    const value = parseEnv(readFileSync(file, 'utf8')).SMTP_URL?.trim();
    if (value) return value;
  }
  return null;
}

/**
 * The environment for `netlify dev`: this process's, plus the mail variables, minus the Blobs
 * context the catcher uses here (netlify dev gives its functions their own, over the same folder).
 */
export function netlifyDevEnv(base, mail) {
  const env = { ...base, ...mail.env };
  delete env.NETLIFY_BLOBS_CONTEXT;
  return env;
}

/**
 * Starts the catcher unless the user has a mail server of their own. Returns the environment for
 * netlify dev (none when mail goes to the user's server) and a stop function. MAIL_CATCHER_PORT
 * picks the port (default: any free one).
 */
export async function startLocalMail() {
  if (userSmtpUrl()) {
    console.log('Mail: sending through your SMTP_URL.');
    return { env: {}, stop: async () => {} };
  }
  const { register } = await import('tsx/esm/api');
  register();
  const blobs = await attachLocalBlobs();
  const { startMailCatcher } = await import('./mail-catcher.ts');
  const catcher = await startMailCatcher({ port: Number(process.env.MAIL_CATCHER_PORT || 0) });
  console.log(`Mail: no SMTP_URL set, so mail is caught at ${catcher.url} and shown in /admin/mailbox.`);
  return {
    env: { SMTP_URL: catcher.url, MAIL_CATCHER: '1' },
    stop: async () => {
      await catcher.close();
      await blobs.stop();
    },
  };
}
