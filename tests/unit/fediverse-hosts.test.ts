/** Outbound fediverse requests go only to public addresses unless FEDIVERSE_ALLOW_PRIVATE_HOSTS=1. */
import { afterEach, describe, expect, it } from 'vitest';
import { checkOutboundUrl, hostOf } from '@/server/services/fediverse-hosts';

const saved = process.env.FEDIVERSE_ALLOW_PRIVATE_HOSTS;
afterEach(() => {
  if (saved === undefined) delete process.env.FEDIVERSE_ALLOW_PRIVATE_HOSTS;
  else process.env.FEDIVERSE_ALLOW_PRIVATE_HOSTS = saved;
});

describe('checkOutboundUrl', () => {
  it('refuses loopback, private and link-local addresses when private hosts are not allowed', async () => {
    delete process.env.FEDIVERSE_ALLOW_PRIVATE_HOSTS;
    for (const url of [
      'http://127.0.0.1:9900/inbox',
      'http://10.1.2.3/inbox',
      'http://192.168.0.10/inbox',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/inbox',
    ])
      await expect(checkOutboundUrl(url), url).rejects.toThrow();
  });

  it('refuses other schemes whatever the switch says', async () => {
    process.env.FEDIVERSE_ALLOW_PRIVATE_HOSTS = '1';
    await expect(checkOutboundUrl('ftp://127.0.0.1/inbox')).rejects.toThrow('Not an http(s) address');
    await expect(checkOutboundUrl('file:///etc/passwd')).rejects.toThrow('Not an http(s) address');
  });

  it('lets tests and local development reach servers on this machine with FEDIVERSE_ALLOW_PRIVATE_HOSTS=1', async () => {
    process.env.FEDIVERSE_ALLOW_PRIVATE_HOSTS = '1';
    await expect(checkOutboundUrl('http://127.0.0.1:9900/inbox')).resolves.toBeUndefined();
  });
});

it('matches a domain block on the host without its port', () => {
  expect(hostOf('http://Social.Example:8443/users/ann')).toBe('social.example');
  expect(hostOf('not a url')).toBe('');
});
