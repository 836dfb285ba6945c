/** Newsletter sign-up: one email field; the button waits (with a spinner) while the request runs. */
import { useId, useState, type SubmitEvent } from 'react';
import { signupOrigin } from '@/browser/signup-origin';
import { api, errorMessage } from '@/browser/api';
import { SUBSCRIBED_KEY, writeText } from '@/browser/storage';
import { showToast } from '@/stores/toasts';
import { field, useLiveForm } from '@/browser/live-form';
import { Spinner, delay, inputClass } from '@/browser/ui';

/** The spec's deliberate pause, so the spinner is seen even on a fast network. */
export const SUBSCRIBE_DELAY_MS = 1000;

export default function NewsletterForm() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const form = useLiveForm();

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const el = e.currentTarget;
    setBusy(true);
    try {
      const [{ data: isNew }] = await Promise.all([
        api.post<boolean>('/subscribers/subscribe', { email: field(el, 'email').trim(), from: signupOrigin() }),
        delay(SUBSCRIBE_DELAY_MS),
      ]);
      // Remembered so the box at the end of a post stops asking (src/features/newsletter/PostSubscribe.astro).
      writeText(SUBSCRIBED_KEY, '1');
      if (isNew) showToast("Thanks for subscribing! You're on the list.", 'success');
      else showToast('You are already subscribed!', 'info');
      el.reset();
    } catch (err) {
      showToast(errorMessage(err, 'Subscription failed. Please try again.'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} onSubmit={submit} data-island-form="" className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <input
        id={id}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="Enter your email"
        className={`${inputClass} sm:flex-1`}
      />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="btn shrink-0 bg-accent-600 text-white hover:bg-accent-700 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy && <Spinner />}
        Subscribe
      </button>
    </form>
  );
}
