/** A test of a post's newsletter, mailed to the staff member who asks for it. */
import { NotFound, ServiceUnavailable } from '../errors';
import { mailConfigured, sendMail } from '../mail';
import { getPostRecord } from '../repos/posts';
import { subscriberId } from '../repos/subscribers';
import { personalize, renderNewsletter } from './newsletter-render';
import { getSettings } from './settings';
import { listUnsubscribeHeaders, unsubscribeLink } from './subscribers';

/** Mails the post's newsletter, as subscribers will get it, to the signed-in staff member. */
export async function sendTestNewsletter(postId: string, to: string): Promise<{ to: string }> {
  const post = await getPostRecord(postId);
  if (!post) throw NotFound('Post');
  if (!mailConfigured()) throw ServiceUnavailable('No mail service is configured (SMTP_URL).', 'MAIL_NOT_CONFIGURED');
  const settings = await getSettings();
  const me = { id: subscriberId(to), email: to };
  const link = await unsubscribeLink(me);
  const mail = personalize(renderNewsletter(post, settings), link);
  try {
    await sendMail({
      to,
      siteTitle: settings.title,
      subject: `[Test] ${mail.subject}`,
      html: mail.html,
      text: mail.text,
      headers: await listUnsubscribeHeaders(me, link),
    });
  } catch (err) {
    console.error(`Test newsletter for post ${postId} could not be sent`, err);
    throw ServiceUnavailable('The test email could not be sent. Please try again later.', 'MAIL_FAILED');
  }
  return { to };
}
