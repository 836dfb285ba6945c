/**
 * Outgoing mail over SMTP with nodemailer. `SMTP_URL` (e.g. `smtps://user:pass@smtp.example.com`)
 * turns it on; `MAIL_FROM` is the sender. Short timeouts keep a dead mail server from using up a
 * function's time.
 */
import { createTransport } from 'nodemailer';

export const mailConfigured = (): boolean => Boolean(process.env.SMTP_URL?.trim());

function sender(siteTitle: string): string {
  const from = process.env.MAIL_FROM?.trim();
  if (from) return from;
  let host = 'localhost';
  try {
    host = new URL(process.env.URL ?? '').hostname || host;
  } catch {
    // No site URL (local runs): the fallback host will do.
  }
  return `"${siteTitle.replace(/["\\\r\n]/g, '')}" <no-reply@${host}>`;
}

export async function sendMail(message: { to: string; subject: string; text: string; siteTitle: string }): Promise<void> {
  const transport = createTransport({
    url: process.env.SMTP_URL!.trim(),
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  try {
    await transport.sendMail({ from: sender(message.siteTitle), to: message.to, subject: message.subject, text: message.text });
  } finally {
    transport.close();
  }
}
