/**
 * Fetches an image from the old site for the import, and nothing else: http(s) only, public
 * addresses only (checked on the address actually connected to, so a name cannot resolve to one
 * address when checked and another when used), each redirect checked again, the size and the time
 * capped. `IMPORT_ALLOW_PRIVATE_HOSTS=1` (tests and local development) also allows loopback and
 * private addresses, so tests can serve the images themselves.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { IMPORT_LIMITS } from '@/shared/transfer';

// Two lists: a BlockList holding IPv6 rules also matches IPv4 addresses against them.
const PRIVATE_V4 = new BlockList();
const PRIVATE_V6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE_V4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE_V6.addSubnet(net, prefix, 'ipv6');

export const allowPrivateHosts = () => process.env.IMPORT_ALLOW_PRIVATE_HOSTS === '1';

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !PRIVATE_V4.check(address, 'ipv4');
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  if (/^::ffff:/i.test(address)) return false;
  return !PRIVATE_V6.check(address, 'ipv6');
}

export class FetchRefused extends Error {}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** DNS lookup that refuses private addresses, used at connect time. */
function checkedLookup(hostname: string, options: object, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const list = addresses as LookupAddress[];
    const bad = list.find((a) => !allowPrivateHosts() && !isPublicAddress(a.address));
    if (bad) return callback(Object.assign(new FetchRefused(`${hostname} is not a public address`), { code: 'EPRIVATE' }), '');
    const wantsAll = (options as { all?: boolean }).all;
    if (wantsAll) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

function getOnce(url: URL, signal: AbortSignal): Promise<{ status: number; location?: string; type: string; body: Uint8Array }> {
  return new Promise((resolve, reject) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return reject(new FetchRefused('only http(s) addresses are fetched'));
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !allowPrivateHosts() && !isPublicAddress(literal))
      return reject(new FetchRefused(`${url.hostname} is not a public address`));
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.get(
      url,
      { lookup: checkedLookup as never, signal, headers: { accept: 'image/*', 'user-agent': 'inkwell-import' } },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location: res.headers.location, type: '', body: new Uint8Array() });
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > IMPORT_LIMITS.imageBytes) {
          res.destroy();
          return reject(new FetchRefused('larger than 4 MB'));
        }
        const parts: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > IMPORT_LIMITS.imageBytes) {
            res.destroy();
            reject(new FetchRefused('larger than 4 MB'));
          } else parts.push(chunk);
        });
        res.on('end', () =>
          resolve({ status, type: String(res.headers['content-type'] ?? ''), body: new Uint8Array(Buffer.concat(parts)) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** The image's bytes, or an error whose message says why it was not fetched. */
export async function fetchImage(address: string): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(IMPORT_LIMITS.imageTimeoutMs);
  let url = new URL(address);
  for (let hop = 0; hop <= IMPORT_LIMITS.imageRedirects; hop++) {
    let res;
    try {
      res = await getOnce(url, signal);
    } catch (err) {
      if (err instanceof FetchRefused) throw err;
      const e = err as NodeJS.ErrnoException;
      if (e.code === 'EPRIVATE') throw new FetchRefused(e.message);
      if (e.name === 'AbortError' || e.name === 'TimeoutError') throw new FetchRefused('no answer within 15 s');
      throw new FetchRefused(`could not connect (${e.code ?? e.message})`);
    }
    if (res.location) {
      url = new URL(res.location, url);
      continue;
    }
    if (res.status !== 200) throw new FetchRefused(`the old site answered ${res.status}`);
    return res.body;
  }
  throw new FetchRefused('too many redirects');
}
