/**
 * Each test file gets its own site in the shared local Blobs server (a site ID of its own), so its
 * store holds only what it wrote: files can run side by side, and a storage fingerprint lists a
 * few hundred keys instead of everything every earlier file left behind.
 */
import { randomUUID } from 'node:crypto';

const context = JSON.parse(Buffer.from(process.env.NETLIFY_BLOBS_CONTEXT!, 'base64').toString()) as Record<string, string>;
process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify({ ...context, siteID: `test-${randomUUID()}` })).toString(
  'base64',
);
