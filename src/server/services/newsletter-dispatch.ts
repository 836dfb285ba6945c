/**
 * Starts a newsletter run in the Netlify Background Function (netlify/functions/newsletter-send-background.ts),
 * which Netlify answers with 202 at once and runs for up to 15 minutes; `netlify dev` runs background
 * functions the same way. The request carries a signed token naming the send, so nobody else can
 * start runs. A run that cannot be started is not an error for the caller: the send stays queued and
 * the every-minute publishing job starts it.
 */
import { signLinkToken, verifyLinkToken } from '../auth/tokens';

export const BACKGROUND_PATH = '/.netlify/functions/newsletter-send-background';

export type SendStarter = (id: string, origin: string) => Promise<void>;

async function startInBackground(id: string, origin: string): Promise<void> {
  const token = await signLinkToken('newsletter-run', id, '1h');
  const res = await fetch(`${origin}${BACKGROUND_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, token }),
    signal: AbortSignal.timeout(5_000),
  });
  if (res.status !== 202 && !res.ok) throw new Error(`The background function answered ${res.status}`);
}

let starter: SendStarter = startInBackground;

/** Tests run sends in their own process instead of through a server. */
export function setSendStarter(next: SendStarter | null): void {
  starter = next ?? startInBackground;
}

export async function startSend(id: string, origin: string): Promise<void> {
  try {
    await starter(id, origin);
  } catch (err) {
    console.error(`Newsletter ${id} could not be started now; the publishing job will start it`, err);
  }
}

/** The send a background request names, when its token is good. */
export async function sendIdOfRequest(body: unknown): Promise<string | null> {
  const { id, token } = (body ?? {}) as { id?: unknown; token?: unknown };
  if (typeof id !== 'string' || typeof token !== 'string') return null;
  return (await verifyLinkToken('newsletter-run', token)) === id ? id : null;
}
