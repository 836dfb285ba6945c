/** "Continue with Google" / "Sign up with Google": disabled, with the reason, when not configured. */
import { useState } from 'react';
import { GOOGLE_NOT_CONFIGURED, googleConfigured, startGoogleSignIn } from './google-auth';
import { outlineButton } from '@/browser/ui';
import { errorMessage } from '@/browser/api';

interface Props {
  label: string;
  failure: string;
  disabled: boolean;
  onBusy: (busy: boolean) => void;
  onError: (message: string) => void;
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.8-5.5 3.8-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.2 14.6 2.2 12 2.2 6.6 2.2 2.2 6.6 2.2 12s4.4 9.8 9.8 9.8c5.7 0 9.4-4 9.4-9.6 0-.6-.1-1.1-.2-1.6H12Z"
      />
    </svg>
  );
}

export default function GoogleButton({ label, failure, disabled, onBusy, onError }: Props) {
  const [redirecting, setRedirecting] = useState(false);

  async function go() {
    onBusy(true);
    setRedirecting(true);
    try {
      await startGoogleSignIn();
    } catch (err) {
      setRedirecting(false);
      onBusy(false);
      onError(errorMessage(err, failure));
    }
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={go}
        disabled={disabled || !googleConfigured}
        aria-describedby={googleConfigured ? undefined : 'google-unavailable'}
        className={`${outlineButton} w-full`}
      >
        <GoogleMark />
        {label}
      </button>
      {!googleConfigured && (
        <p id="google-unavailable" className="text-center text-xs text-zinc-600 dark:text-zinc-400">
          {GOOGLE_NOT_CONFIGURED}
        </p>
      )}
      {redirecting && (
        <p role="status" className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          Redirecting to Google...
        </p>
      )}
    </div>
  );
}
