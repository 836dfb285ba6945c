/** One signed POST of an activity to an inbox, through Fedify's HTTP Signatures. */
import { signRequest } from '@fedify/fedify/sig';
import { actorKeys } from './fediverse-keys';
import { AP_TYPE, apUrls } from './fediverse-identity';
import { checkOutboundUrl } from './fediverse-hosts';

export const SEND_TIMEOUT_MS = 10_000;

export interface SendResult {
  ok: boolean;
  status: number;
  error: string;
}

export async function sendSigned(inbox: string, body: unknown, timeoutMs = SEND_TIMEOUT_MS): Promise<SendResult> {
  try {
    await checkOutboundUrl(inbox);
    const keys = await actorKeys();
    const json = JSON.stringify(body);
    const req = new Request(inbox, {
      method: 'POST',
      headers: { 'content-type': AP_TYPE, accept: AP_TYPE, 'user-agent': `Inkwell (+${apUrls().site})` },
      body: json,
    });
    const signed = await signRequest(req, keys.rsa.privateKey, new URL(apUrls().rsaKey), {
      body: new TextEncoder().encode(json).buffer as ArrayBuffer,
    });
    const res = await fetch(signed, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await res.body?.cancel();
    return { ok: res.ok, status: res.status, error: res.ok ? '' : `HTTP ${res.status}` };
  } catch (err) {
    return { ok: false, status: 0, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
  }
}
