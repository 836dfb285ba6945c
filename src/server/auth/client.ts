/** What a session records of the browser that started it: its families and its network, never the full address. */
import Bowser from 'bowser';
import { isIP } from 'node:net';

export interface ClientInfo {
  userAgent: string;
  ip: string;
}

/** "Chrome on Linux"; "Unknown device" when the user agent names neither. */
export function deviceOf(userAgent: string): string {
  const parsed = Bowser.parse(userAgent || ' ');
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || 'Unknown device';
}

/** The address cut to its /24 (IPv4) or /48 (IPv6) network: enough to recognise, not to locate. */
export function networkOf(ip: string): string {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(address) !== 6) return 'unknown';
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}
