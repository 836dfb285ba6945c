/**
 * Who the publication is on the fediverse: its settings, WebFinger and nodeinfo answers and its
 * actor document (DESIGN.md, The fediverse, Identity).
 */
import { CryptographicKey, Endpoints, Image, Multikey, Person } from '@fedify/fedify/vocab';
import type { FediverseSettings, FediverseSettingsInput } from '@/shared/fediverse';
import { Conflict, NotFound } from '../errors';
import { siteUrl } from '../mail';
import { hasFollowers, readFediverseSettings, saveFediverseSettings } from '../repos/fediverse';
import { getSettings } from './settings';
import { actorKeys } from './fediverse-keys';

export const AP_TYPE = 'application/activity+json';

/** The addresses of the actor and its collections, under the site's address. */
export const apUrls = () => {
  const site = siteUrl();
  return {
    site,
    actor: `${site}/ap/actor`,
    rsaKey: `${site}/ap/actor#main-key`,
    edKey: `${site}/ap/actor#ed25519-key`,
    inbox: `${site}/ap/actor/inbox`,
    sharedInbox: `${site}/ap/inbox`,
    outbox: `${site}/ap/outbox`,
    followers: `${site}/ap/followers`,
    post: (id: string) => `${site}/ap/posts/${id}`,
    page: (id: string) => `${site}/post/${id}`,
  };
};

const hostName = () => new URL(siteUrl()).host;

export async function fediverseSettings(): Promise<FediverseSettings> {
  const s = (await readFediverseSettings()) ?? { enabled: false, handle: 'blog' };
  return { enabled: s.enabled, handle: s.handle, account: `@${s.handle}@${hostName()}` };
}

/** The handle is frozen once someone follows: their servers know the actor by it. */
export async function saveFediverse(input: FediverseSettingsInput): Promise<FediverseSettings> {
  const current = await fediverseSettings();
  if (input.handle !== current.handle && (await hasFollowers()))
    throw Conflict('The handle cannot change once someone follows the publication.', 'HANDLE_FROZEN');
  await saveFediverseSettings({ enabled: input.enabled, handle: input.handle });
  if (input.enabled) await actorKeys();
  return fediverseSettings();
}

/** Every public fediverse answer is 404 while federation is off. */
export async function requireFederation(): Promise<FediverseSettings> {
  const s = await fediverseSettings();
  if (!s.enabled) throw NotFound();
  return s;
}

/** The JRD for `acct:{handle}@{host}`; null for any other account. */
export async function webfinger(resource: string): Promise<object | null> {
  const s = await requireFederation();
  const m = /^acct:([^@\s]+)@([^@\s]+)$/i.exec(resource);
  const urls = apUrls();
  const isActorUrl = resource === urls.actor;
  if (!isActorUrl && (!m || m[1]!.toLowerCase() !== s.handle || m[2]!.toLowerCase() !== hostName().toLowerCase())) return null;
  return {
    subject: `acct:${s.handle}@${hostName()}`,
    aliases: [urls.actor, urls.site],
    links: [
      { rel: 'self', type: AP_TYPE, href: urls.actor },
      { rel: 'http://webfinger.net/rel/profile-page', type: 'text/html', href: `${urls.site}/` },
    ],
  };
}

export const isWebfingerResource = (resource: string) =>
  /^acct:[^@\s]+@[^@\s]+$/i.test(resource) || /^https?:\/\/\S+$/i.test(resource);

export function nodeinfoLinks(): object {
  return {
    links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: `${siteUrl()}/.well-known/nodeinfo/2.1` }],
  };
}

export function nodeinfo(posts: number): object {
  return {
    version: '2.1',
    software: { name: 'inkwell', version: '1.0.0', homepage: siteUrl() },
    protocols: ['activitypub'],
    services: { inbound: [], outbound: [] },
    openRegistrations: false,
    usage: { users: { total: 1, activeMonth: 1, activeHalfyear: 1 }, localPosts: posts },
    metadata: {},
  };
}

const absolute = (url: string) => (url ? new URL(url, `${siteUrl()}/`).href : '');

export async function actorDocument(): Promise<unknown> {
  const [s, site, keys] = await Promise.all([requireFederation(), getSettings(), actorKeys()]);
  const urls = apUrls();
  const actor = new URL(urls.actor);
  const icon = absolute(site.logoLightUrl);
  const person = new Person({
    id: actor,
    preferredUsername: s.handle,
    name: site.title,
    summary: site.description,
    url: new URL(`${urls.site}/`),
    inbox: new URL(urls.inbox),
    outbox: new URL(urls.outbox),
    followers: new URL(urls.followers),
    endpoints: new Endpoints({ sharedInbox: new URL(urls.sharedInbox) }),
    manuallyApprovesFollowers: false,
    discoverable: true,
    publicKey: new CryptographicKey({ id: new URL(urls.rsaKey), owner: actor, publicKey: keys.rsa.publicKey }),
    assertionMethods: [
      new Multikey({ id: new URL(urls.rsaKey), controller: actor, publicKey: keys.rsa.publicKey }),
      new Multikey({ id: new URL(urls.edKey), controller: actor, publicKey: keys.ed25519.publicKey }),
    ],
    ...(icon ? { icon: new Image({ url: new URL(icon) }) } : {}),
  });
  return person.toJsonLd({ format: 'compact' });
}
