/** A post's newsletter figures for its analytics page: what the send recorded. */
import type { NewsletterFigures } from '@/shared/types';
import { getSend, postSendId } from '../repos/newsletters';

const rate = (n: number, of: number) => (of ? Math.round((n / of) * 1000) / 10 : 0);

export async function newsletterFigures(postId: string): Promise<NewsletterFigures | undefined> {
  const sendId = await postSendId(postId);
  const send = sendId ? await getSend(sendId) : null;
  if (!send) return undefined;
  const accepted = send.sent;
  const opens = 0;
  const clicks = 0;
  const unsubscribes = 0;
  return {
    recipients: send.recipients,
    accepted,
    bounced: send.bounced,
    opens,
    machineOpens: 0,
    clicks,
    links: [],
    unsubscribes,
    openRate: rate(opens, accepted),
    clickRate: rate(clicks, accepted),
    unsubscribeRate: rate(unsubscribes, accepted),
  };
}
