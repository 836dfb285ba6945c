/** A valid request for every route of the API, so generated tests can vary one thing at a time. */
import { expect } from 'vitest';
import type { UserRecord } from '@/shared/records';
import { createPost } from '@/server/services/posts';
import { keepCapturedMail } from '@/server/services/mailbox';
import { emptyTally, saveSend } from '@/server/repos/newsletters';
import { setSendStarter } from '@/server/services/newsletter-dispatch';
import { previewImport } from '@/server/services/imports';
import { saveJob } from '@/server/repos/imports';
import { authors, categories } from '@/server/repos/taxonomy';
import { call } from './dispatch';
import { makeUser } from './users';
import { startSession } from '@/server/services/sessions';
import { PASSWORD, codeFor, storedPasskey, withPassword, withTotp } from './two-factor';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface World {
  admin: string;
  reader: string;
  unverified: string;
  adminUser: UserRecord;
  postId: string;
}
export interface Fixture {
  path: string;
  body?: unknown;
  form?: () => FormData;
  ok: number[];
  caller?: 'unverified';
  /** The right caller's own token, for a route that acts on the caller's own session. */
  token?: string;
}
type FixtureFn = (w: World) => Promise<Fixture>;

const created = async (path: string, body: unknown, w: World): Promise<string> => {
  const res = await call('POST', path, { token: w.admin, body });
  expect(res.status, `setup POST ${path}`).toBe(201);
  return (await res.json()).data.id;
};
const newPost = (w: World) =>
  created(
    '/api/posts',
    {
      title: `Matrix ${Math.random()}`,
      content: '<p>Body</p>',
      authorId: 'matrix-author',
      categoryId: 'matrix-cat',
      status: 'published',
    },
    w,
  );
const newComment = async (w: World) => {
  const res = await call('POST', '/api/comments', { token: w.reader, body: { postId: w.postId, text: 'A comment' } });
  return (await res.json()).data.id as string;
};
const imageForm = () => {
  const f = new FormData();
  f.set('image', new Blob([PNG], { type: 'image/png' }), 'dot.png');
  return f;
};
/** A WordPress export with nothing in it: importing it writes no record of the site. */
const EMPTY_WXR = new TextEncoder().encode(
  '<?xml version="1.0"?><rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Empty</title><wp:wxr_version>1.2</wp:wxr_version></channel></rss>',
);
const wxrForm = () => {
  const f = new FormData();
  f.set('file', new Blob([EMPTY_WXR], { type: 'text/xml' }), 'empty.xml');
  return f;
};
const tierBody = { name: 'Matrix tier', monthlyPrice: 500, yearlyPrice: 5000, currency: 'usd' };
const snippetBody = { name: 'Matrix snippet', description: 'For the matrix', icon: 'InfoIcon', content: '<p>Reusable</p>' };
const AVATAR = 'https://img.test/a.jpg';
const newAuthor = () => ({ name: `A ${Math.random()}`, avatarUrl: AVATAR, bio: 'Writes' });
const postBody = {
  title: 'Matrix post',
  content: '<p>Body</p>',
  authorId: 'matrix-author',
  categoryId: 'matrix-cat',
  status: 'draft',
};

/** A second session of the user (started as a sign-in would), by its id. */
const sessionOf = async (userId: string): Promise<string> => {
  const token = await startSession(userId, 'password');
  const res = await call('GET', '/api/auth/sessions', { token });
  return ((await res.json()).data as { id: string; current: boolean }[]).find((s) => s.current)!.id;
};

// A retried newsletter is queued; no run is started from the matrix.
setSendStarter(async () => undefined);

export const fixtures: Record<string, FixtureFn> = {
  'GET /api/auth/me': async () => ({ path: '/api/auth/me', ok: [200] }),
  'POST /api/auth/verify-email': async () => ({ path: '/api/auth/verify-email', body: { code: '123456' }, ok: [200] }),
  'POST /api/auth/verify-email/resend': async () => ({ path: '/api/auth/verify-email/resend', caller: 'unverified', ok: [200] }),
  'GET /api/auth/sessions': async () => ({ path: '/api/auth/sessions', ok: [200] }),
  // Signing out ends the caller's session: a throwaway one, not the world's reader's.
  'GET /api/auth/2fa': async () => ({ path: '/api/auth/2fa', ok: [200] }),
  'POST /api/auth/reauth': async () => ({
    path: '/api/auth/reauth',
    body: { password: PASSWORD },
    token: (await withPassword()).token,
    ok: [204],
  }),
  'PUT /api/auth/password': async () => ({
    path: '/api/auth/password',
    body: { newPassword: 'a-new-password-1' },
    token: (await withPassword()).token,
    ok: [204],
  }),
  'POST /api/auth/2fa/totp/setup': async () => ({ path: '/api/auth/2fa/totp/setup', ok: [200] }),
  'POST /api/auth/2fa/totp/confirm': async () => {
    const { token } = await withPassword();
    const setup = await (await call('POST', '/api/auth/2fa/totp/setup', { token })).json();
    return { path: '/api/auth/2fa/totp/confirm', body: { code: codeFor(setup.data.secret) }, token, ok: [200] };
  },
  'DELETE /api/auth/2fa/totp': async () => ({ path: '/api/auth/2fa/totp', token: (await withTotp()).token, ok: [204] }),
  'POST /api/auth/2fa/backup-codes': async () => ({
    path: '/api/auth/2fa/backup-codes',
    token: (await withTotp()).token,
    ok: [200],
  }),
  'POST /api/auth/passkeys/options': async () => ({ path: '/api/auth/passkeys/options', ok: [200] }),
  // Only an authenticator makes a response that verifies: the browser test adds one through Chromium's.
  'POST /api/auth/passkeys': async () => ({
    path: '/api/auth/passkeys',
    body: { name: 'Laptop', response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30' } } },
    ok: [400],
  }),
  'GET /api/auth/passkeys': async () => ({ path: '/api/auth/passkeys', ok: [200] }),
  'DELETE /api/auth/passkeys/:id': async () => {
    const { token, user } = await withPassword();
    return { path: `/api/auth/passkeys/${await storedPasskey(user.id)}`, token, ok: [204] };
  },
  'DELETE /api/users/:id/2fa': async () => ({ path: `/api/users/${(await withTotp()).user.id}/2fa`, ok: [204] }),
  'DELETE /api/auth/session': async () => ({ path: '/api/auth/session', token: (await makeUser()).token, ok: [204] }),
  'DELETE /api/auth/sessions/:id': async () => {
    const { user, token } = await makeUser();
    return { path: `/api/auth/sessions/${await sessionOf(user.id)}`, token, ok: [204] };
  },
  'DELETE /api/auth/sessions': async () => ({ path: '/api/auth/sessions?others=1', ok: [204] }),
  'GET /api/users/:id/sessions': async () => ({ path: `/api/users/${(await makeUser()).user.id}/sessions`, ok: [200] }),
  'DELETE /api/users/:id/sessions': async () => ({ path: `/api/users/${(await makeUser()).user.id}/sessions`, ok: [204] }),
  'DELETE /api/users/:id/sessions/:sessionId': async () => {
    const { user } = await makeUser();
    return { path: `/api/users/${user.id}/sessions/${await sessionOf(user.id)}`, ok: [204] };
  },
  'POST /api/posts': async () => ({ path: '/api/posts', body: postBody, ok: [201] }),
  'PUT /api/posts/:id': async (w) => ({
    path: `/api/posts/${await newPost(w)}`,
    body: { ...postBody, status: 'published' },
    ok: [200],
  }),
  'DELETE /api/posts/:id': async (w) => ({ path: `/api/posts/${await newPost(w)}`, ok: [200] }),
  'POST /api/posts/:id/like': async (w) => ({ path: `/api/posts/${w.postId}/like`, body: { liked: true }, ok: [200] }),
  'POST /api/categories': async () => ({
    path: '/api/categories',
    body: { name: `Cat ${Math.random()}`, description: 'd', imageUrl: '' },
    ok: [201],
  }),
  'PUT /api/categories/:id': async (w) => ({
    path: `/api/categories/${await created('/api/categories', { name: `C ${Math.random()}` }, w)}`,
    body: { name: 'Renamed', description: 'x' },
    ok: [200],
  }),
  'DELETE /api/categories/:id': async (w) => ({
    path: `/api/categories/${await created('/api/categories', { name: `C ${Math.random()}` }, w)}`,
    ok: [200],
  }),
  'POST /api/authors': async () => ({
    path: '/api/authors',
    body: { name: `Author ${Math.random()}`, bio: 'b', avatarUrl: AVATAR },
    ok: [201],
  }),
  'PUT /api/authors/:id': async (w) => ({
    path: `/api/authors/${await created('/api/authors', newAuthor(), w)}`,
    body: { name: 'Renamed', bio: 'b', avatarUrl: AVATAR },
    ok: [200],
  }),
  'DELETE /api/authors/:id': async (w) => ({ path: `/api/authors/${await created('/api/authors', newAuthor(), w)}`, ok: [200] }),
  'POST /api/pages': async () => ({
    path: '/api/pages',
    body: { title: `Page ${Math.random()}`, content: '<p>x</p>' },
    ok: [201],
  }),
  'PUT /api/pages/:id': async (w) => ({
    path: `/api/pages/${await created('/api/pages', { title: `P ${Math.random()}` }, w)}`,
    body: { title: 'Edited', content: '<p>y</p>' },
    ok: [200],
  }),
  'DELETE /api/pages/:id': async (w) => ({
    path: `/api/pages/${await created('/api/pages', { title: `P ${Math.random()}` }, w)}`,
    ok: [200],
  }),
  'GET /api/snippets': async () => ({ path: '/api/snippets', ok: [200] }),
  'GET /api/snippets/:id': async (w) => ({ path: `/api/snippets/${await created('/api/snippets', snippetBody, w)}`, ok: [200] }),
  'GET /api/posts/:id/content': async (w) => ({ path: `/api/posts/${w.postId}/content`, ok: [200] }),
  'GET /api/fediverse/settings': async () => ({ path: '/api/fediverse/settings', ok: [200] }),
  'PUT /api/fediverse/settings': async () => ({
    path: '/api/fediverse/settings',
    body: { enabled: false, handle: 'blog' },
    ok: [200],
  }),
  'GET /api/fediverse/followers': async () => ({ path: '/api/fediverse/followers', ok: [200] }),
  'DELETE /api/fediverse/followers/:id': async () => ({ path: '/api/fediverse/followers/nobody', ok: [200, 404] }),
  'GET /api/fediverse/blocks': async () => ({ path: '/api/fediverse/blocks', ok: [200] }),
  'POST /api/fediverse/blocks': async () => ({ path: '/api/fediverse/blocks', body: { domain: 'spam.example' }, ok: [201] }),
  'DELETE /api/fediverse/blocks/:id': async (w) => ({
    path: `/api/fediverse/blocks/${await created('/api/fediverse/blocks', { domain: 'blocked.example' }, w)}`,
    ok: [200],
  }),
  'GET /api/fediverse/deliveries': async (w) => ({ path: `/api/fediverse/deliveries?postId=${w.postId}`, ok: [200] }),
  'POST /api/fediverse/deliveries/retry': async (w) => ({
    path: '/api/fediverse/deliveries/retry',
    body: { postId: w.postId },
    ok: [200],
  }),
  'GET /api/tiers': async () => ({ path: '/api/tiers', ok: [200] }),
  'GET /api/tiers/:id': async (w) => ({ path: `/api/tiers/${await created('/api/tiers', tierBody, w)}`, ok: [200] }),
  'POST /api/tiers': async () => ({ path: '/api/tiers', body: tierBody, ok: [201] }),
  'PUT /api/tiers/:id': async (w) => ({
    path: `/api/tiers/${await created('/api/tiers', tierBody, w)}`,
    body: { ...tierBody, name: 'Renamed' },
    ok: [200],
  }),
  'DELETE /api/tiers/:id': async (w) => ({ path: `/api/tiers/${await created('/api/tiers', tierBody, w)}`, ok: [200] }),
  'GET /api/members': async () => ({ path: '/api/members', ok: [200] }),
  'GET /api/members/me': async () => ({ path: '/api/members/me', ok: [200] }),
  'GET /api/members/summary': async () => ({ path: '/api/members/summary', ok: [200] }),
  'GET /api/members/export': async () => ({ path: '/api/members/export', ok: [200] }),
  'POST /api/members/import': async () => ({
    path: '/api/members/import',
    body: {
      format: 'substack',
      csv: 'email,active_subscription,expiry,plan,email_disabled,created_at\nfixture@example.com,false,,other,false,\n',
      dryRun: false,
    },
    ok: [200],
  }),
  'PUT /api/members/:userId': async (w) => ({
    path: `/api/members/${w.adminUser.id}`,
    body: { comped: await created('/api/tiers', tierBody, w) },
    ok: [200],
  }),
  // Without STRIPE_SECRET_KEY every payment route answers 503 PAYMENTS_NOT_CONFIGURED.
  'POST /api/members/checkout': async (w) => ({
    path: '/api/members/checkout',
    body: { tierId: await created('/api/tiers', tierBody, w), cadence: 'month' },
    ok: [503],
  }),
  'POST /api/members/cancel': async () => ({ path: '/api/members/cancel', ok: [503] }),
  'POST /api/members/resume': async () => ({ path: '/api/members/resume', ok: [503] }),
  'POST /api/members/portal': async () => ({ path: '/api/members/portal', ok: [503] }),
  'POST /api/snippets': async () => ({ path: '/api/snippets', body: snippetBody, ok: [201] }),
  'POST /api/posts/:id/sync': async (w) => ({ path: `/api/posts/${w.postId}/sync`, body: { clientId: 1, cursor: 0 }, ok: [200] }),
  'PUT /api/snippets/:id': async (w) => ({
    path: `/api/snippets/${await created('/api/snippets', snippetBody, w)}`,
    body: { ...snippetBody, name: 'Renamed' },
    ok: [200],
  }),
  'DELETE /api/snippets/:id': async (w) => ({
    path: `/api/snippets/${await created('/api/snippets', snippetBody, w)}`,
    ok: [200],
  }),
  'PUT /api/settings': async () => ({ path: '/api/settings', body: { title: 'Matrix', description: 'Settings' }, ok: [200] }),
  'GET /api/comments': async () => ({ path: '/api/comments', ok: [200] }),
  'POST /api/comments': async (w) => ({ path: '/api/comments', body: { postId: w.postId, text: 'Nice read' }, ok: [201] }),
  'PUT /api/comments/:id/status': async (w) => ({
    path: `/api/comments/${await newComment(w)}/status`,
    body: { status: 'approved' },
    ok: [200],
  }),
  'DELETE /api/comments/:id': async (w) => ({ path: `/api/comments/${await newComment(w)}`, ok: [200] }),
  'GET /api/audit': async () => ({ path: '/api/audit?limit=5', ok: [200] }),
  'GET /api/contact': async () => ({ path: '/api/contact', ok: [200] }),
  'DELETE /api/contact/:id': async (w) => ({
    path: `/api/contact/${await created('/api/contact', { name: 'N', email: 'n@example.com', message: 'Hello there, friend' }, w)}`,
    ok: [200],
  }),
  'GET /api/subscribers': async () => ({ path: '/api/subscribers', ok: [200] }),
  'DELETE /api/subscribers/:id': async (world) => {
    await call('POST', '/api/subscribers/subscribe', { body: { email: `s${Math.random()}@example.com` } });
    const list = await (await call('GET', '/api/subscribers', { token: world.admin })).json();
    return { path: `/api/subscribers/${list.data[0].id}`, ok: [200] };
  },
  'GET /api/subscribers/counts': async () => ({ path: '/api/subscribers/counts', ok: [200] }),
  'POST /api/subscribers/:id/resend': async (world) => {
    await call('POST', '/api/subscribers/subscribe', { body: { email: `s${Math.random()}@example.com` } });
    const list = await (await call('GET', '/api/subscribers?status=pending', { token: world.admin })).json();
    // No mail service here: the admin gets through to the service, which says so.
    return { path: `/api/subscribers/${list.data[0].id}/resend`, ok: [503] };
  },
  // The Mailbox exists only under netlify dev with the local catcher (src/server/mail.ts).
  'GET /api/mailbox': async () => {
    Object.assign(process.env, { NETLIFY_DEV: 'true', MAIL_CATCHER: '1' });
    return { path: '/api/mailbox', ok: [200] };
  },
  'GET /api/mailbox/:id': async () => {
    Object.assign(process.env, { NETLIFY_DEV: 'true', MAIL_CATCHER: '1' });
    const mail = await keepCapturedMail({
      from: 'site@example.com',
      to: ['a@example.com'],
      subject: 'Hi',
      text: 'Hi',
      html: null,
      headers: [],
    });
    return { path: `/api/mailbox/${mail.id}`, ok: [200] };
  },
  'GET /api/newsletters': async () => ({ path: '/api/newsletters', ok: [200] }),
  'GET /api/analytics/overview': async () => ({ path: '/api/analytics/overview', ok: [200] }),
  'GET /api/analytics/realtime': async () => ({ path: '/api/analytics/realtime', ok: [200] }),
  'GET /api/analytics/export.csv': async () => ({ path: '/api/analytics/export.csv', ok: [200] }),
  // Another writer's post: editors and administrators see it, authors and contributors are refused.
  'GET /api/analytics/posts/:id': async (w) => ({ path: `/api/analytics/posts/${w.postId}`, ok: [200, 403] }),
  // No mail service here: the admin gets through to the service, which says so.
  'POST /api/newsletters/test': async (w) => ({ path: '/api/newsletters/test', body: { postId: w.postId }, ok: [503] }),
  'POST /api/newsletters/:id/retry': async (w) => {
    const id = `matrix-${Math.random().toString(36).slice(2, 10)}`;
    const at = new Date().toISOString();
    await saveSend({
      id,
      postId: w.postId,
      postTitle: 'Matrix',
      state: 'failed',
      recipients: 1,
      sent: 0,
      failed: 1,
      skipped: 0,
      bounced: 0,
      retryable: 1,
      createdAt: at,
      updatedAt: at,
      pass: 1,
      nextBatch: 1,
      batchCount: 1,
      done: { ...emptyTally(), retryable: 1 },
      fruitless: 0,
    });
    return { path: `/api/newsletters/${id}/retry`, ok: [202] };
  },
  'GET /api/users': async () => ({ path: '/api/users', ok: [200] }),
  'POST /api/invites': async () => ({
    path: '/api/invites',
    body: { email: `invitee-${Math.random().toString(36).slice(2, 8)}@example.test`, role: 'author' },
    ok: [201],
  }),
  'PUT /api/users/:id': async () => ({ path: `/api/users/${(await makeUser()).user.id}`, body: { isAdmin: true }, ok: [200] }),
  'DELETE /api/users/:id': async () => ({ path: `/api/users/${(await makeUser()).user.id}`, ok: [200] }),
  'POST /api/upload/image': async () => ({ path: '/api/upload/image', form: imageForm, ok: [201] }),
  'DELETE /api/upload/image/:id': async (w) => {
    const res = await call('POST', '/api/upload/image', { token: w.admin, form: imageForm() });
    return { path: `/api/upload/image/${(await res.json()).data.id}`, ok: [200] };
  },
  'GET /api/build-status': async () => ({ path: '/api/build-status', ok: [200] }),
  'GET /api/export': async () => ({ path: '/api/export', ok: [200] }),
  'POST /api/import': async () => ({ path: '/api/import', form: wxrForm, ok: [201] }),
  'POST /api/import/uploads': async () => ({ path: '/api/import/uploads', ok: [201] }),
  'PUT /api/import/uploads/:id/parts/:part': async () => ({
    path: `/api/import/uploads/${crypto.randomUUID()}/parts/0`,
    body: 'part of a file',
    ok: [200],
  }),
  'GET /api/import/:id': async () => ({ path: `/api/import/${(await previewImport(EMPTY_WXR, 'empty.xml')).id}`, ok: [200] }),
  // A job already running answers as it is, so no job runs on after the answer while other checks read the store.
  'POST /api/import/:id/start': async () => {
    const job = await previewImport(EMPTY_WXR, 'empty.xml');
    await saveJob({ ...job, state: 'running', heartbeatAt: new Date().toISOString() } as typeof job);
    return { path: `/api/import/${job.id}/start`, ok: [202] };
  },
  // Editor AI tools: with no Gemini key the admin passes the guard and meets 503 AI_NOT_CONFIGURED.
  'POST /api/ai/text': async () => ({
    path: '/api/ai/text',
    body: { action: 'improve', text: 'Some text to improve here.' },
    ok: [200, 503],
  }),
  'POST /api/ai/seo': async () => ({
    path: '/api/ai/seo',
    body: { title: 'A long title', content: 'x'.repeat(80) },
    ok: [200, 503],
  }),
  'POST /api/ai/excerpt': async () => ({ path: '/api/ai/excerpt', body: { content: 'x'.repeat(150) }, ok: [200, 503] }),
  'POST /api/ai/image': async () => ({ path: '/api/ai/image', body: { prompt: 'A lighthouse' }, ok: [200, 503] }),
  'GET /api/ai/questions': async () => ({ path: '/api/ai/questions', ok: [200] }),
};

/** Public writes, for the bad-input tests. */
export const publicFixtures: Record<string, FixtureFn> = {
  'POST /api/auth/login/2fa': async () => ({
    path: '/api/auth/login/2fa',
    body: { challenge: 'no-such-challenge', code: '123456' },
    ok: [401],
  }),
  'POST /api/auth/passkey-login': async () => ({
    path: '/api/auth/passkey-login',
    body: { response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30' } } },
    ok: [401],
  }),
  'POST /api/stripe/webhook': async () => ({ path: '/api/stripe/webhook', body: { id: 'evt_x' }, ok: [503] }),
  'POST /api/invites/accept': async (w) => {
    const res = await call('POST', '/api/invites', {
      token: w.admin,
      body: { email: `accept-${Math.random().toString(36).slice(2, 8)}@example.test`, role: 'contributor' },
    });
    const token = new URL((await res.json()).data.acceptUrl).searchParams.get('token');
    return { path: '/api/invites/accept', body: { token, name: 'New Writer', password: 'secret123' }, ok: [200] };
  },
  'POST /api/auth/register': async () => ({
    path: '/api/auth/register',
    body: { name: 'New Reader', email: `r${Math.random()}@example.com`, password: 'secret123' },
    ok: [201],
  }),
  'POST /api/auth/login': async () => ({
    path: '/api/auth/login',
    body: { email: 'nobody@example.com', password: 'secret123' },
    ok: [401],
  }),
  'POST /api/auth/oauth': async () => ({ path: '/api/auth/oauth', body: { accessToken: 'a'.repeat(40) }, ok: [503] }),
  'POST /api/subscribers/subscribe': async () => ({
    path: '/api/subscribers/subscribe',
    body: { email: `s${Math.random()}@example.com` },
    ok: [200, 201],
  }),
  'POST /api/subscribers/unsubscribe': async () => ({
    path: '/api/subscribers/unsubscribe',
    body: { email: 'gone@example.com' },
    ok: [200],
  }),
  'POST /api/contact': async () => ({
    path: '/api/contact',
    body: { name: 'Ann', email: 'ann@example.com', message: 'Hello there, friend' },
    ok: [201],
  }),
};

export async function makeWorld(): Promise<World> {
  const admin = await makeUser({ admin: true });
  const reader = await makeUser();
  const unverified = await makeUser({ verified: false });
  await categories.save({ id: 'matrix-cat', name: 'Matrix', description: '', imageUrl: '' });
  await authors.save({ id: 'matrix-author', name: 'Matrix Author', avatarUrl: '', bio: '', followers: 0 });
  const { data: post } = await createPost({
    title: 'Matrix base',
    excerpt: '',
    content: '<p>x</p>',
    imageUrl: '',
    authorId: 'matrix-author',
    categoryId: 'matrix-cat',
    tags: [],
    featured: false,
    status: 'published',
  });
  return { admin: admin.token, reader: reader.token, unverified: unverified.token, adminUser: admin.user, postId: post.id };
}
