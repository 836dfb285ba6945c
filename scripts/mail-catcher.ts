/**
 * The local mail catcher: an SMTP server on 127.0.0.1 that accepts every message and keeps it in
 * the local Blobs store, where administrators read it at /admin/mailbox. `npm run dev` and the
 * browser tests' server start it when no SMTP_URL of the user's is set, and point the functions'
 * SMTP_URL at it (with MAIL_CATCHER=1). It needs NETLIFY_BLOBS_CONTEXT set (scripts/blobs-env.mjs).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { CapturedMail } from '@/shared/types';
import { keepCapturedMail } from '@/server/services/mailbox';

export interface MailCatcher {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.map((v) => v.address ?? '').filter(Boolean));

/** A header line as received, unfolded (mailparser's parsed values fold List-* headers into one object). */
const headerValue = (line: string) =>
  line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();

export async function startMailCatcher(
  opts: { port?: number; onMail?: (mail: CapturedMail) => void } = {},
): Promise<MailCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          const mail = await keepCapturedMail({
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            to: envelopeTo.length > 0 ? envelopeTo : addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            headers: parsed.headerLines.map((h) => ({ name: h.key, value: headerValue(h.line) })),
          });
          opts.onMail?.(mail);
          callback();
        })
        .catch((err: Error) => {
          console.error('Mail catcher could not keep a message', err);
          callback(err);
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
