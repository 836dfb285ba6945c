/**
 * A post's newsletter figures for its analytics page: the send's delivery counts, and opens and
 * clicks counted once per message (nonce). Opens fetched only by Apple's or Google's image proxies
 * are machine opens; a message whose links were followed three or more within 10 s was opened by a
 * link scanner, not a reader, and its clicks are left out.
 */
import type { NewsletterFigures } from '@/shared/types';
import { clicksOf, getLink, opensOf } from '../repos/email-tracking';
import { getBatch, getSend, postSendId } from '../repos/newsletters';
import { allSubscribers } from '../repos/subscribers';

const SCANNER_LINKS = 3;
const SCANNER_WINDOW_MS = 10_000;
const rate = (n: number, of: number) => (of ? Math.round((n / of) * 1000) / 10 : 0);
const atOf = (id: string) => Number(id.split('-')[0]);

function isScanner(clicks: { linkId: string; at: number }[]): boolean {
  const sorted = [...clicks].sort((a, b) => a.at - b.at);
  return sorted.some((c, i) => {
    const inWindow = sorted.slice(i).filter((d) => d.at - c.at <= SCANNER_WINDOW_MS);
    return new Set(inWindow.map((d) => d.linkId)).size >= SCANNER_LINKS;
  });
}

async function unsubscribesAfter(sendId: string, batchCount: number, since: string): Promise<number> {
  const recipients = new Set(
    (await Promise.all(Array.from({ length: batchCount }, (_, n) => getBatch(sendId, n)))).flat().map((r) => r.id),
  );
  return (await allSubscribers()).filter(
    (s) => recipients.has(s.id) && s.status === 'unsubscribed' && (s.unsubscribedAt ?? '') >= since,
  ).length;
}

export async function newsletterFigures(postId: string): Promise<NewsletterFigures | undefined> {
  const sendId = await postSendId(postId);
  const send = sendId ? await getSend(sendId) : null;
  if (!send) return undefined;
  const [opens, clicks] = await Promise.all([opensOf(send.id), clicksOf(send.id)]);
  const human = new Set(opens.filter(([, id]) => id.split('-')[1] === 'h').map(([nonce]) => nonce));
  const machine = new Set(opens.map(([nonce]) => nonce).filter((nonce) => !human.has(nonce)));
  const byNonce = new Map<string, { linkId: string; at: number }[]>();
  for (const [nonce, linkId, id] of clicks) byNonce.set(nonce, [...(byNonce.get(nonce) ?? []), { linkId, at: atOf(id) }]);
  const readers = [...byNonce].filter(([, list]) => !isScanner(list));
  const perLink = new Map<string, Set<string>>();
  for (const [nonce, list] of readers)
    for (const { linkId } of list) perLink.set(linkId, (perLink.get(linkId) ?? new Set()).add(nonce));
  const links = await Promise.all(
    [...perLink].map(async ([linkId, nonces]) => ({ url: (await getLink(linkId))?.url ?? '', clicks: nonces.size })),
  );
  const accepted = send.sent;
  const unsubscribes = await unsubscribesAfter(send.id, send.batchCount ?? 0, send.createdAt);
  return {
    recipients: send.recipients,
    accepted,
    bounced: send.bounced,
    opens: human.size,
    machineOpens: machine.size,
    clicks: readers.length,
    links: links.sort((a, b) => b.clicks - a.clicks || a.url.localeCompare(b.url)),
    unsubscribes,
    openRate: rate(human.size, accepted),
    clickRate: rate(readers.length, accepted),
    unsubscribeRate: rate(unsubscribes, accepted),
  };
}
