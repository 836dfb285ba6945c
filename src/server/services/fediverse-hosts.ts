/** Where outbound requests may go, and how remote documents are read (DESIGN.md, The fediverse). */
import { getDocumentLoader, validatePublicUrl, type DocumentLoader } from '@fedify/fedify/runtime';

/** Tests and local development federate with servers on this machine; production only with public ones. */
export const privateHostsAllowed = () => process.env.FEDIVERSE_ALLOW_PRIVATE_HOSTS === '1';

let loader: { allowed: boolean; load: DocumentLoader } | null = null;

/** Fedify's loader with its private-address rule following the switch. */
export function documentLoader(): DocumentLoader {
  const allowed = privateHostsAllowed();
  if (loader?.allowed !== allowed) loader = { allowed, load: getDocumentLoader({ allowPrivateAddress: allowed }) };
  return loader.load;
}

/** Throws for a URL that is not http(s), or that points at a private address when those are not allowed. */
export async function checkOutboundUrl(url: string): Promise<void> {
  const u = new URL(url);
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error(`Not an http(s) address: ${url}`);
  if (!privateHostsAllowed()) await validatePublicUrl(url);
}

/** A host without its port, lower-cased: what a domain block matches. */
export const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};
