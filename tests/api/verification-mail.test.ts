/**
 * The verification code travels by SMTP when SMTP_URL is set: a local SMTP server started here
 * receives it on sign-up and on resend, and the code it carries verifies the account. When the
 * mail server fails, the reader is told, the failure is logged, and Resend Code still gets a code.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app as handler } from '../../netlify/functions/auth';

interface Received {
  to: string[];
  from: string;
  raw: string;
}

const inbox: Received[] = [];
let failing = false;
let server: SMTPServer;
let smtpUrl = '';

const call = (method: string, path: string, opts: { token?: string; body?: unknown } = {}) =>
  handler(
    new Request(`http://test${path}`, {
      method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    }),
  );

const freshEmail = () => `mail-${randomUUID().slice(0, 8)}@example.test`;
const mailTo = (email: string) => inbox.filter((m) => m.to.includes(email));
const codeIn = (m: Received) => /verification code is (\d{6})\./.exec(m.raw)?.[1];

async function signUp(email: string) {
  const res = await call('POST', '/api/auth/register', { body: { name: 'Mia Mail', email, password: 'secret-pass' } });
  expect(res.status).toBe(201);
  return (await res.json()).data as { token: string; verificationCode?: string; mailError?: string };
}

/** Lets the resend cooldown pass without waiting 30 s: the stored code is made to look older. */
async function pastCooldown(email: string) {
  const { findUserByEmail, updateUser } = await import('@/server/repos/users');
  const user = (await findUserByEmail(email))!;
  await updateUser(user.id, (u) =>
    u!.verification
      ? { ...u!, verification: { ...u!.verification, expiresAt: new Date(Date.now() + 60_000).toISOString() } }
      : u!,
  );
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(failing ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const envBefore = { ...process.env };
afterEach(() => {
  failing = false;
  vi.restoreAllMocks();
  for (const k of ['SMTP_URL', 'MAIL_FROM']) {
    if (envBefore[k] === undefined) delete process.env[k];
    else process.env[k] = envBefore[k];
  }
});

describe('verification email over SMTP', () => {
  it('mails the code on sign-up instead of returning it, and the mailed code verifies the account', async () => {
    process.env.SMTP_URL = smtpUrl;
    process.env.MAIL_FROM = 'Inkwell <hello@inkwell.test>';
    const email = freshEmail();
    const { token, verificationCode, mailError } = await signUp(email);
    expect(verificationCode).toBeUndefined();
    expect(mailError).toBeUndefined();

    const [mail] = mailTo(email);
    expect(mail, 'a message reached the SMTP server').toBeDefined();
    expect(mail!.from).toBe('hello@inkwell.test');
    expect(mail!.raw).toMatch(/^Subject: Your .+ verification code$/m);
    const code = codeIn(mail!);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await call('POST', '/api/auth/verify-email', { token, body: { code } });
    expect(verified.status).toBe(200);
    expect((await verified.json()).data.isVerified).toBe(true);
  });

  it('mails a new code on resend, and only the new code works', async () => {
    process.env.SMTP_URL = smtpUrl;
    const email = freshEmail();
    const { token } = await signUp(email);
    await pastCooldown(email);
    const resent = await call('POST', '/api/auth/verify-email/resend', { token });
    expect(resent.status).toBe(200);
    expect((await resent.json()).data).toEqual({ sent: true });

    const mails = mailTo(email);
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map(codeIn);
    if (first !== second)
      expect((await call('POST', '/api/auth/verify-email', { token, body: { code: first } })).status).toBe(400);
    expect((await call('POST', '/api/auth/verify-email', { token, body: { code: second } })).status).toBe(200);
  });

  it('keeps the code in the response (for the toast) when no mail transport is configured', async () => {
    delete process.env.SMTP_URL;
    const email = freshEmail();
    const { verificationCode } = await signUp(email);
    expect(verificationCode).toMatch(/^\d{6}$/);
    expect(mailTo(email)).toEqual([]);
  });

  it('reports a failed send to the reader and logs it, and Resend Code still delivers a working code', async () => {
    process.env.SMTP_URL = smtpUrl;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    failing = true;
    const email = freshEmail();
    const { token, verificationCode, mailError } = await signUp(email);
    expect(verificationCode).toBeUndefined();
    expect(mailError).toBe(
      'We could not send the verification email. Please use Resend Code in a moment, or contact us if it keeps failing.',
    );
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/Verification email .* could not be sent/), expect.anything());

    // Resending while the mail server still fails: a clear error, not a 500.
    const stillFailing = await call('POST', '/api/auth/verify-email/resend', { token });
    expect(stillFailing.status).toBe(503);
    expect(await stillFailing.json()).toEqual({ error: mailError, code: 'MAIL_FAILED' });

    // No cooldown stands in the way once the mail server is back: the undelivered codes were dropped.
    failing = false;
    const resent = await call('POST', '/api/auth/verify-email/resend', { token });
    expect(resent.status).toBe(200);
    const code = codeIn(mailTo(email).at(-1)!);
    expect((await call('POST', '/api/auth/verify-email', { token, body: { code } })).status).toBe(200);
  });
});
