/**
 * The signed inbox (DESIGN.md, The fediverse, What comes back): only activities signed by their own
 * actor (draft-cavage or RFC 9421, verified by Fedify), dated within an hour, at most 1 MB, from no
 * blocked actor or domain; a repeated activity id changes nothing.
 */
import { verifyRequestDetailed } from '@fedify/fedify/sig';
import { Activity, Accept, Announce, Create, Delete, Follow, Like, Note, Undo, Update, isActor } from '@fedify/fedify/vocab';
import { allBlocks, forgetSeen, markSeen } from '../repos/fediverse';
import { documentLoader, hostOf } from './fediverse-hosts';
import { apUrls, requireFederation } from './fediverse-identity';
import { addFollower, removeFollowerByActor } from './fediverse-followers';
import { countReaction, editRemoteReply, receiveReply, removeRemoteReply } from './fediverse-reactions';
import { createRun, deliverRun } from './fediverse-delivery';
import { SEND_TIMEOUT_MS } from './fediverse-send';
import { now } from '../clock';

export const INBOX_MAX_BYTES = 1_000_000;
const ACCEPT_WAIT_MS = 1_200;

export type InboxAnswer = { status: 202 | 400 | 401 | 403 | 404 | 413; error?: string };

export async function isBlocked(actor: string): Promise<boolean> {
  const host = hostOf(actor);
  return (await allBlocks()).some(
    (b) => (b.actor && b.actor === actor) || (b.domain && (host === b.domain || host.endsWith(`.${b.domain}`))),
  );
}

async function readBody(req: Request): Promise<ArrayBuffer | null> {
  if (Number(req.headers.get('content-length') ?? 0) > INBOX_MAX_BYTES) return null;
  const body = await req.arrayBuffer();
  return body.byteLength > INBOX_MAX_BYTES ? null : body;
}

export async function receive(req: Request): Promise<InboxAnswer> {
  await requireFederation();
  const body = await readBody(req);
  if (!body) return { status: 413, error: 'The activity is larger than 1 MB' };
  let json: { actor?: unknown; id?: unknown };
  try {
    json = JSON.parse(new TextDecoder().decode(body)) as typeof json;
  } catch {
    return { status: 400, error: 'The body is not JSON' };
  }
  const claimed = typeof json.actor === 'string' ? json.actor : ((json.actor as { id?: string } | null)?.id ?? '');
  if (!claimed) return { status: 400, error: 'The activity names no actor' };
  if (await isBlocked(claimed)) return { status: 403, error: 'Blocked' };
  const loader = documentLoader();
  const check = await verifyRequestDetailed(new Request(req.url, { method: req.method, headers: req.headers, body }), {
    documentLoader: loader,
    contextLoader: loader,
    timeWindow: { hours: 1 },
  });
  if (!check.verified || check.key.ownerId?.href !== claimed) return { status: 401, error: 'Bad or missing signature' };
  let activity: Activity;
  try {
    activity = await Activity.fromJsonLd(json, { documentLoader: loader, contextLoader: loader });
  } catch {
    return { status: 400, error: 'Not an activity' };
  }
  if (activity.actorId?.href !== claimed) return { status: 401, error: 'Signed by someone else' };
  const id = activity.id?.href;
  if (id && !(await markSeen(id))) return { status: 202 };
  try {
    await handle(activity, claimed);
  } catch (err) {
    // A failure is not remembered as handled: the sender's retry gets another chance.
    if (id) await forgetSeen(id);
    throw err;
  }
  return { status: 202 };
}

const ours = (url: URL | null) => url?.href === apUrls().actor;

async function handle(activity: Activity, actor: string): Promise<void> {
  const loader = documentLoader();
  const opts = { documentLoader: loader, contextLoader: loader };
  if (activity instanceof Follow) {
    if (!ours(activity.objectId)) return;
    const remote = await activity.getActor(opts);
    if (!remote || !isActor(remote)) return;
    const follower = await addFollower(remote, await activity.toJsonLd());
    await acceptFollow(activity, follower.sharedInbox || follower.inbox);
  } else if (activity instanceof Undo) {
    const object = await activity.getObject(opts);
    if (object instanceof Follow) await removeFollowerByActor(actor);
    else if (object instanceof Like) await countReaction('likes', object.objectId, actor, false);
    else if (object instanceof Announce) await countReaction('boosts', object.objectId, actor, false);
  } else if (activity instanceof Like) await countReaction('likes', activity.objectId, actor, true);
  else if (activity instanceof Announce) await countReaction('boosts', activity.objectId, actor, true);
  else if (activity instanceof Create) {
    const object = await activity.getObject(opts);
    if (object instanceof Note) await receiveReply(object, actor, opts);
  } else if (activity instanceof Update) {
    const object = await activity.getObject(opts);
    if (object instanceof Note) await editRemoteReply(object, actor);
  } else if (activity instanceof Delete) {
    const objectId = activity.objectId?.href;
    if (!objectId) return;
    if (objectId === actor) await removeFollowerByActor(actor);
    else await removeRemoteReply(objectId, actor);
  }
}

/** The Accept goes out at once; if that fails, the every-minute job retries it as any delivery. */
async function acceptFollow(follow: Follow, inbox: string): Promise<void> {
  const urls = apUrls();
  const accept = new Accept({
    id: new URL(`${urls.actor}#accepts/${Date.now().toString(36)}`),
    actor: new URL(urls.actor),
    object: follow,
  });
  // Due for delivery passes only after the try here had its time, so no pass sends it alongside.
  const dueAt = now() + SEND_TIMEOUT_MS + 5_000;
  const run = await createRun('accepts', 'Accept', await accept.toJsonLd({ format: 'compact' }), [inbox], dueAt);
  // The inbox answers within 2 s: a slow follower's server gets its Accept from a later pass instead.
  await Promise.race([deliverRun(run, undefined, dueAt), new Promise((resolve) => setTimeout(resolve, ACCEPT_WAIT_MS))]);
}
