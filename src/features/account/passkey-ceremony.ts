/**
 * The browser's side of a passkey, through `@simplewebauthn/browser`, loaded only when someone adds
 * a passkey or signs in with one. A cancelled prompt is not an error to show.
 */
import { api } from '@/browser/api';
import type { AuthResult, PasskeyInfo } from '@/shared/types';

type CreationOptions = Parameters<typeof import('@simplewebauthn/browser').startRegistration>[0]['optionsJSON'];
type RequestOptions = Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON'];

export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** True when the person closed the browser's passkey prompt. */
export const cancelled = (err: unknown) => err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError');

export async function registerPasskey(name: string): Promise<PasskeyInfo> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { data: optionsJSON } = await api.post<CreationOptions>('/auth/passkeys/options');
  const response = await startRegistration({ optionsJSON });
  return (await api.post<PasskeyInfo>('/auth/passkeys', { response, name })).data;
}

export async function signInWithPasskey(): Promise<{ result: AuthResult; message?: string }> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const { data: optionsJSON } = await api.post<RequestOptions>('/auth/passkey-login/options');
  const response = await startAuthentication({ optionsJSON });
  const res = await api.post<AuthResult>('/auth/passkey-login', { response });
  return { result: res.data, message: res.message };
}
