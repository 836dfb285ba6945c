/**
 * Outgoing mail over SMTP with nodemailer, the one transport for every mail the site sends.
 * `SMTP_URL` (e.g. `smtps://user:pass@smtp.example.com`) turns it on; `MAIL_FROM` is the sender.
 * Under `npm run dev` with no `SMTP_URL` of the user's, the dev script starts a local catcher and
 * points `SMTP_URL` at it with `MAIL_CATCHER=1` beside it (see scripts/mail-catcher.ts).
 * Short timeouts keep a dead mail server from using up a function's time.
 */
import { createTransport } from 'nodemailer';

export const mailConfigured = (): boolean => Boolean(process.env.SMTP_URL?.trim());

/** True when mail goes to the local catcher rather than to a real mail service. */
export const mailCaught = (): boolean => mailConfigured() && process.env.MAIL_CATCHER === '1';

/**
 * The captured mail can be read (`/api/mailbox`) only under `netlify dev` (which sets
 * `NETLIFY_DEV=true`) with the local catcher as the transport. Neither is set on Netlify.
 */
export const mailboxAvailable = (): boolean =>
  process.env.NETLIFY_DEV === 'true' && process.env.MAIL_CATCHER === '1' && process.env.CONTEXT !== 'production';

/** The site's address for links in mail: `URL` on Netlify, `SITE_URL` locally, else netlify dev's default. */
export function siteUrl(): string {
  const raw = process.env.URL?.trim() || process.env.SITE_URL?.trim() || 'http://localhost:8888';
  return raw.replace(/\/+$/, '');
}

/** An absolute link on the site for a path and its query. */
export function siteLink(path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, `${siteUrl()}/`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}

function defaultAddress(): string {
  let host = 'localhost';
  try {
    host = new URL(siteUrl()).hostname || host;
  } catch {
    // A malformed site URL: the fallback host will do.
  }
  return `no-reply@${host}`;
}

function sender(siteTitle: string): string {
  const from = process.env.MAIL_FROM?.trim();
  if (from) return from;
  return `"${siteTitle.replace(/["\\\r\n]/g, '')}" <${defaultAddress()}>`;
}

/** The bare address mail comes from (`MAIL_FROM` may be `"Name" <address>`). */
export function senderAddress(): string {
  const from = process.env.MAIL_FROM?.trim();
  if (!from) return defaultAddress();
  return /<([^<>\s]+)>/.exec(from)?.[1] ?? from;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** An email-safe HTML part (inline styles, absolute links), sent beside the text. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  siteTitle: string;
}

/** DKIM signing when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (PEM; `\n` may stand for new lines) are set. */
export function dkimOptions(): { domainName: string; keySelector: string; privateKey: string } | undefined {
  const domainName = process.env.DKIM_DOMAIN?.trim();
  const keySelector = process.env.DKIM_SELECTOR?.trim();
  const privateKey = process.env.DKIM_PRIVATE_KEY?.trim().replace(/\\n/g, '\n');
  return domainName && keySelector && privateKey ? { domainName, keySelector, privateKey } : undefined;
}

/** How many messages a second a newsletter may send (MAIL_RATE_PER_SECOND; 0 means no limit). */
export function mailRatePerSecond(fallback: number): number {
  const raw = Number(process.env.MAIL_RATE_PER_SECOND);
  return Number.isFinite(raw) && raw >= 0 && process.env.MAIL_RATE_PER_SECOND?.trim() ? raw : fallback;
}

const envelope = (message: OutgoingMail) => ({
  from: sender(message.siteTitle),
  to: message.to,
  subject: message.subject,
  text: message.text,
  ...(message.html ? { html: message.html } : {}),
  ...(message.headers ? { headers: message.headers } : {}),
});

const baseOptions = () => {
  const dkim = dkimOptions();
  return {
    url: process.env.SMTP_URL!.trim(),
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
    ...(dkim ? { dkim } : {}),
  };
};

export async function sendMail(message: OutgoingMail): Promise<void> {
  const transport = createTransport(baseOptions());
  try {
    await transport.sendMail(envelope(message));
  } finally {
    transport.close();
  }
}

export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A pool of SMTP connections for many messages (a newsletter), at most `ratePerSecond` a second
 * across the pool (0: no limit). Errors keep nodemailer's `code`, `responseCode` and `command`.
 */
export function openMailer(opts: { connections: number; ratePerSecond: number }): Mailer {
  const transport = createTransport({
    ...baseOptions(),
    pool: true,
    maxConnections: opts.connections,
    maxMessages: Infinity,
    ...(opts.ratePerSecond > 0 ? { rateDelta: 1000, rateLimit: opts.ratePerSecond } : {}),
  });
  return {
    send: async (message) => {
      await transport.sendMail(envelope(message));
    },
    close: () => transport.close(),
  };
}
