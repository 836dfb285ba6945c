/**
 * Forms inside islands can be typed into before React arrives. Fields are therefore read from the
 * form itself (React keeps what was typed but not its own state), and a submit made before the
 * island is live is held by EarlySubmitGuard.astro and replayed here.
 */
import { useEffect, useRef } from 'react';

export function useLiveForm(onLive?: (form: HTMLFormElement) => void) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    onLive?.(form);
    form.setAttribute('data-live', '');
    if (form.hasAttribute('data-pending-submit')) {
      form.removeAttribute('data-pending-submit');
      form.requestSubmit();
    }
    // Runs once: the form element lives as long as the island.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** The trimmed-or-raw string value of a named field. */
export function field(form: HTMLFormElement, name: string): string {
  const v = new FormData(form).get(name);
  return typeof v === 'string' ? v : '';
}
