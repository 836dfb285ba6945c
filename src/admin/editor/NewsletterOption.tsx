import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/browser/api';
import type { NewsletterSend } from '@/shared/types';
import { showToast } from '@/stores/toasts';
import { newslettersApi } from '../api/newsletters';
import { secondaryButton } from '../components/ui';
import { useCan } from '../lib/use-can';

interface Props {
  /** The saved post, or null for a new one (a test needs a saved version). */
  postId: string | null;
  /** The post is already published: the newsletter goes out only as a post becomes published. */
  publishedBefore: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

const subscribers = (n: number) => `${n.toLocaleString('en-US')} confirmed ${n === 1 ? 'subscriber' : 'subscribers'}`;

/**
 * The publish step's newsletter choice (administrators): email the post to the confirmed subscribers
 * as it is published, and first send a test to yourself. A post is emailed once: after that this
 * says so instead.
 */
export function NewsletterOption({ postId, publishedBefore, checked, onChange }: Props) {
  const allowed = useCan()('site.admin');
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const [sent, setSent] = useState<NewsletterSend | null | undefined>(postId ? undefined : null);
  const [testing, setTesting] = useState(false);

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    newslettersApi
      .subscriberCounts()
      .then((c) => live && setConfirmed(c.confirmed))
      .catch(() => undefined);
    if (postId)
      newslettersApi
        .ofPost(postId)
        .then((s) => live && setSent(s))
        .catch(() => live && setSent(null));
    return () => {
      live = false;
    };
  }, [allowed, postId]);

  if (!allowed) return null;

  async function sendTest() {
    if (!postId) return;
    setTesting(true);
    try {
      const { to } = await newslettersApi.test(postId);
      showToast(`Test email sent to ${to}.`, 'success');
    } catch (err) {
      showToast(errorMessage(err, 'Failed to send the test email.'), 'error');
    } finally {
      setTesting(false);
    }
  }

  return (
    <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3 dark:border-gray-800">
      <legend className="px-1 text-sm font-medium text-gray-700 dark:text-gray-200">Newsletter</legend>
      {sent ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          This post was emailed to {subscribers(sent.recipients)} ({sent.state}).
        </p>
      ) : publishedBefore ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">A post is emailed as it is published.</p>
      ) : (
        sent === null && (
          <div className="flex items-start gap-3">
            <input
              id="post-send-newsletter"
              type="checkbox"
              className="mt-0.5 h-4 w-4 rounded border-gray-300 text-indigo-600 focus:ring-indigo-500"
              checked={checked}
              disabled={confirmed === null}
              aria-describedby="post-send-newsletter-hint"
              onChange={(e) => onChange(e.target.checked)}
            />
            <div>
              <label htmlFor="post-send-newsletter" className="text-sm font-medium text-gray-700 dark:text-gray-200">
                {confirmed === null ? 'Email this post to confirmed subscribers' : `Email this post to ${subscribers(confirmed)}`}
              </label>
              <p id="post-send-newsletter-hint" className="text-xs text-gray-500 dark:text-gray-400">
                Sent once, when the post is published (a scheduled post: when it goes out).
              </p>
            </div>
          </div>
        )
      )}
      <div>
        <button
          type="button"
          className={`${secondaryButton} !px-3 !py-1.5 text-xs`}
          disabled={!postId || testing}
          aria-describedby="post-test-email-hint"
          onClick={() => void sendTest()}
        >
          <Send aria-hidden="true" className="h-3.5 w-3.5" />
          {testing ? 'Sending...' : 'Send test email'}
        </button>
        <p id="post-test-email-hint" className="mt-1 text-xs text-gray-500 dark:text-gray-400">
          {postId ? 'Mails the last saved version to you.' : 'Save the post first to send yourself a test.'}
        </p>
      </div>
    </fieldset>
  );
}
