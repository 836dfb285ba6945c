/**
 * Mail clients' image proxies fetch a newsletter's pixel without a person opening it: Apple Mail
 * Privacy Protection (the bare `Mozilla/5.0`, from Apple's own address blocks) and Gmail's
 * GoogleImageProxy. Their fetches are counted apart as machine opens.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Apple's registered blocks (AS714): where its proxies fetch from when they present another agent. */
const APPLE = new BlockList();
APPLE.addSubnet('17.0.0.0', 8, 'ipv4');
APPLE.addSubnet('2620:149::', 32, 'ipv6');
APPLE.addSubnet('2a01:b740::', 32, 'ipv6');

function fromApple(ip: string): boolean {
  if (isIPv4(ip)) return APPLE.check(ip, 'ipv4');
  return isIPv6(ip) && APPLE.check(ip, 'ipv6');
}

/** Whether a pixel fetch came from an image proxy rather than a reader's own mail client. */
export const isImageProxy = (userAgent: string, ip: string) =>
  userAgent.trim() === 'Mozilla/5.0' || /GoogleImageProxy/i.test(userAgent) || fromApple(ip);
