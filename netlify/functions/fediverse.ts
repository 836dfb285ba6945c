/**
 * The fediverse (DESIGN.md, The fediverse): WebFinger and nodeinfo, the actor, its inbox, outbox and
 * Articles, and the administrators' API. Everything public answers 404 while federation is off.
 */
import {
  fediverseBlockInput,
  fediverseDeliveriesQuery,
  fediverseFollowersQuery,
  fediverseRetryInput,
  fediverseSettingsInput,
} from '@/shared/fediverse';
import { created, fail, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { BadRequest } from '@/server/errors';
import {
  actorDocument,
  fediverseSettings,
  isWebfingerResource,
  nodeinfo,
  nodeinfoLinks,
  requireFederation,
  saveFediverse,
  webfinger,
} from '@/server/services/fediverse-identity';
import { articleDocument, outboxDocument, followersDocument, publishedCount } from '@/server/services/fediverse-documents';
import { receive } from '@/server/services/fediverse-inbox';
import { addBlock, listBlocks, listFollowers, removeBlock, removeFollower } from '@/server/services/fediverse-followers';
import { deliveriesOf, retryFailed } from '@/server/services/fediverse-delivery';

const AP_HEADERS = { 'content-type': 'application/activity+json; charset=utf-8', 'cache-control': 'no-store' };
const ap = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: AP_HEADERS });
const jrd = (body: unknown) =>
  new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/jrd+json; charset=utf-8', 'access-control-allow-origin': '*' },
  });

/** A browser asking for a page (HTML and no ActivityPub type) is sent to the page instead. */
const wantsHtml = (req: Request) => {
  const accept = req.headers.get('accept') ?? '';
  return /text\/html/.test(accept) && !/activity\+json|ld\+json/.test(accept);
};
const redirect = (to: string) => new Response(null, { status: 302, headers: { location: to } });

const inbox = async ({ req }: { req: Request }) => {
  const answer = await receive(req);
  return answer.status === 202 ? new Response(null, { status: 202 }) : fail(answer.status, { error: answer.error ?? '' });
};

export const routes = [
  route('GET', '/.well-known/webfinger', 'public', async ({ url }) => {
    await requireFederation();
    const resource = url.searchParams.get('resource') ?? '';
    if (!isWebfingerResource(resource)) throw BadRequest('resource must be acct:{handle}@{host}');
    const doc = await webfinger(resource);
    return doc ? jrd(doc) : fail(404, { error: 'No such account', code: 'NOT_FOUND' });
  }),
  route('GET', '/.well-known/nodeinfo', 'public', async () => {
    await requireFederation();
    return jrd(nodeinfoLinks());
  }),
  route('GET', '/.well-known/nodeinfo/2.1', 'public', async () => {
    await requireFederation();
    return new Response(JSON.stringify(nodeinfo(await publishedCount())), {
      headers: { 'content-type': 'application/json; profile="http://nodeinfo.diaspora.software/ns/schema/2.1#"' },
    });
  }),
  route('GET', '/ap/actor', 'public', async ({ req }) => {
    await requireFederation();
    return wantsHtml(req) ? redirect('/') : ap(await actorDocument());
  }),
  route('POST', '/ap/actor/inbox', 'public', inbox),
  route('POST', '/ap/inbox', 'public', inbox),
  route('GET', '/ap/outbox', 'public', async ({ url }) => ap(await outboxDocument(url.searchParams.get('page')))),
  route('GET', '/ap/followers', 'public', async () => ap(await followersDocument())),
  route('GET', '/ap/posts/:id', 'public', async ({ req, params }) => {
    await requireFederation();
    if (wantsHtml(req)) return redirect(`/post/${params.id}`);
    const doc = await articleDocument(params.id);
    return doc ? ap(doc.body, doc.status) : fail(404, { error: 'Not found', code: 'NOT_FOUND' });
  }),
  route('GET', '/api/fediverse/settings', 'admin', async () => ok(await fediverseSettings())),
  route(
    'PUT',
    '/api/fediverse/settings',
    'admin',
    { input: fediverseSettingsInput, audit: 'fediverse.settings_updated' },
    async ({ input }) => ok(await saveFediverse(input)),
  ),
  route('GET', '/api/fediverse/followers', 'admin', { query: fediverseFollowersQuery }, async ({ query }) => {
    const { items, total } = await listFollowers(query);
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset } });
  }),
  route('DELETE', '/api/fediverse/followers/:id', 'admin', { audit: 'fediverse.follower_removed' }, async ({ params }) => {
    await removeFollower(params.id);
    return ok({ id: params.id });
  }),
  route('GET', '/api/fediverse/blocks', 'admin', async () => ok(await listBlocks())),
  route('POST', '/api/fediverse/blocks', 'admin', { input: fediverseBlockInput, audit: 'fediverse.blocked' }, async ({ input }) =>
    created(await addBlock(input)),
  ),
  route('DELETE', '/api/fediverse/blocks/:id', 'admin', { audit: 'fediverse.unblocked' }, async ({ params }) => {
    await removeBlock(params.id);
    return ok({ id: params.id });
  }),
  route('GET', '/api/fediverse/deliveries', 'admin', { query: fediverseDeliveriesQuery }, async ({ query }) =>
    ok(await deliveriesOf(query.postId)),
  ),
  route(
    'POST',
    '/api/fediverse/deliveries/retry',
    'admin',
    { input: fediverseRetryInput, audit: 'fediverse.deliveries_retried' },
    async ({ input }) => ok({ retried: await retryFailed(input.postId) }),
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
