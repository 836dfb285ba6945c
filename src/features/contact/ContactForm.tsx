/** Contact form: checked in the spec's order, trimmed, sent to /api/contact; every outcome is a toast. */
import { useState, type SubmitEvent } from 'react';
import { request, errorMessage } from '@/browser/api';
import { showToast } from '@/stores/toasts';
import { LIMITS } from '@/shared/limits';
import { firstContactProblem, type ContactValues } from './contact-validation';
import { field, useLiveForm } from '@/browser/live-form';
import { Spinner, inputClass, labelClass, primaryButton } from '@/browser/ui';

const failureMessage = (err: unknown) => errorMessage(err, 'An error occurred. Please try again.', { fields: true });

export default function ContactForm() {
  const [invalid, setInvalid] = useState<keyof ContactValues | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useLiveForm();

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const el = e.currentTarget;
    const values: ContactValues = { name: field(el, 'name'), email: field(el, 'email'), message: field(el, 'message') };
    const problem = firstContactProblem(values);
    if (problem) {
      setInvalid(problem.field);
      el.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      showToast(problem.message, 'error');
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      const res = await request<unknown>('/contact', {
        method: 'POST',
        body: { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() },
      });
      if (!res.data) {
        showToast('Failed to send message. Please try again.', 'error');
        return;
      }
      showToast('Thank you! Your message has been sent.', 'success');
      el.reset();
    } catch (err) {
      showToast(failureMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  }

  const attrs = (name: keyof ContactValues) => ({
    id: `contact-${name}`,
    name,
    'aria-invalid': invalid === name,
    onChange: () => invalid === name && setInvalid(null),
    className: inputClass,
  });

  return (
    <form ref={form} onSubmit={submit} noValidate data-island-form="" className="space-y-5">
      <div>
        <label htmlFor="contact-name" className={labelClass}>
          Name
        </label>
        <input {...attrs('name')} type="text" autoComplete="name" maxLength={LIMITS.name} placeholder="Your name" />
      </div>
      <div>
        <label htmlFor="contact-email" className={labelClass}>
          Email
        </label>
        <input {...attrs('email')} type="email" autoComplete="email" maxLength={LIMITS.email} placeholder="you@example.com" />
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>
          Message
        </label>
        <textarea {...attrs('message')} rows={6} maxLength={LIMITS.contactMessage} placeholder="How can we help?" />
      </div>
      <button type="submit" disabled={busy} className={`${primaryButton} w-full sm:w-auto`}>
        {busy && <Spinner />}
        {busy ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
