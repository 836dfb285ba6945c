/** The publication's key pairs: RSA for HTTP Signatures, Ed25519 for newer proofs; made once, kept in Blobs. */
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify/sig';
import { createKeys, readKeys, type StoredKeyPair, type StoredKeys } from '../repos/fediverse';

export interface ActorKeys {
  rsa: CryptoKeyPair;
  ed25519: CryptoKeyPair;
}

let cached: Promise<ActorKeys> | null = null;

async function made(algorithm: 'RSASSA-PKCS1-v1_5' | 'Ed25519'): Promise<StoredKeyPair> {
  const pair = await generateCryptoKeyPair(algorithm);
  return { publicJwk: await exportJwk(pair.publicKey), privateJwk: await exportJwk(pair.privateKey) };
}

const imported = async (p: StoredKeyPair): Promise<CryptoKeyPair> => ({
  publicKey: await importJwk(p.publicJwk, 'public'),
  privateKey: await importJwk(p.privateJwk, 'private'),
});

async function load(): Promise<ActorKeys> {
  let stored = await readKeys();
  if (!stored) {
    const fresh: StoredKeys = { rsa: await made('RSASSA-PKCS1-v1_5'), ed25519: await made('Ed25519') };
    // Two first requests at once: the one written first wins, the other reads it.
    stored = (await createKeys(fresh)) ? fresh : await readKeys();
    if (!stored) throw new Error('The fediverse keys could not be stored');
  }
  return { rsa: await imported(stored.rsa), ed25519: await imported(stored.ed25519) };
}

export function actorKeys(): Promise<ActorKeys> {
  cached ??= load().catch((err: unknown) => {
    cached = null;
    throw err;
  });
  return cached;
}

/** Tests switch sites (a Blobs site per file): the next read loads that site's keys. */
export const forgetCachedKeys = () => {
  cached = null;
};
